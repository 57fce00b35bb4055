import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
let webDist: string;
const INDEX = '<!doctype html><title>Tradewise</title><div id="root"></div>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  ctx = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the web app for page paths', () => {
  it.each([
    '/',
    '/directory',
    '/tradespeople/6650f0c2a1b2c3d4e5f60718',
    '/admin/manage-jobs',
    '/TERMS',
    '/about-us/?x=1',
  ])('%s is a page of the app: 200 with the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it.each(['/no-such-page', '/tradespeople', '/tradespeople/a/b', '/admin/nothing-here', '/about-us/extra'])(
    '%s is no page: 404, still with the app (which shows its translated 404 page)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
    },
  );

  it('an unknown API path stays a JSON 404', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
