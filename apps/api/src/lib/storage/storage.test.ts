import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../test/s3.js';
import { createStorage, parseS3Url, type Storage } from './index.js';

const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 not really', 'latin1');

/** The same round trip on either backend: what was put is what is got, until deleted. */
async function roundTrip(storage: Storage) {
  expect(await storage.get('jobs/j1/p1-full.webp')).toBeNull();
  await storage.put('jobs/j1/p1-full.webp', webp, 'image/webp');
  const stored = await storage.get('jobs/j1/p1-full.webp');
  expect(stored).toEqual({ body: webp, contentType: 'image/webp', size: webp.length });
  await storage.put('jobs/j1/p1-full.webp', Buffer.from('RIFF2'), 'image/webp');
  expect((await storage.get('jobs/j1/p1-full.webp'))?.body.toString()).toBe('RIFF2');
  await storage.delete('jobs/j1/p1-full.webp');
  expect(await storage.get('jobs/j1/p1-full.webp')).toBeNull();
  // Deleting what is not there is not an error (a retried delete, a file already swept).
  await storage.delete('jobs/j1/p1-full.webp');
}

describe('local storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-storage-'));
  const storage = createStorage({ uploadsDir: path.join(root, 'uploads') });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes files in the directory', async () => {
    await roundTrip(storage);
    await storage.put('jobs/j2/p2-thumb.webp', webp, 'image/webp');
    expect(fs.readFileSync(path.join(root, 'uploads/jobs/j2/p2-thumb.webp'))).toEqual(webp);
  });

  it.each([
    '../secret.webp',
    'jobs/../../secret.webp',
    '/etc/passwd',
    'jobs/./x.webp',
    '.hidden',
    'jobs//x',
    'JOBS/x',
    'a\\..\\b',
    'jobs/x\0.webp',
    '',
  ])('refuses the key %j, which could leave the directory, and touches nothing', async (key) => {
    fs.writeFileSync(path.join(root, 'secret.webp'), 'outside');
    await expect(storage.put(key, webp, 'image/webp')).rejects.toThrow(/storage/);
    await expect(storage.get(key)).rejects.toThrow(/storage/);
    await expect(storage.delete(key)).rejects.toThrow(/storage/);
    expect(fs.readFileSync(path.join(root, 'secret.webp'), 'utf8')).toBe('outside');
  });
});

describe('S3 storage (against s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startS3();
    const location = parseS3Url(s3.url);
    if (typeof location === 'string') throw new Error(location);
    storage = createStorage({ uploadsDir: '/nonexistent', s3: location });
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects in the bucket', async () => {
    await roundTrip(storage);
  });

  it('refuses a key that is not one of ours before asking the bucket', async () => {
    await expect(storage.put('../x', webp, 'image/webp')).rejects.toThrow(/storage/);
  });
});
