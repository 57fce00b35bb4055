import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults: port 3000, the embedded database, demo data outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: 'file:./data/app.db', seedDemo: true, apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, apiDocs: false });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(config.shutdownDrainMs).toBe(5000);
    expect(config.statsCacheMs).toBe(60_000);
    expect(loadConfig({ STATS_CACHE_MS: '0' }).statsCacheMs).toBe(0);
    expect(config).toMatchObject({ smtpUrl: undefined, publicUrl: 'http://127.0.0.1:3000' });
    expect(loadConfig({ PUBLIC_URL: 'https://tradewise.example/' }).publicUrl).toBe('https://tradewise.example');
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(config.outcodesFile).toMatch(/apps\/api\/reference\/uk-outcodes\.csv$/);
    expect(loadConfig({ OUTCODES_FILE: '/srv/data/outcodes.csv' }).outcodesFile).toBe('/srv/data/outcodes.csv');
    expect(loadConfig({ CORS_ORIGIN: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('keeps uploads in UPLOADS_DIR (./data/uploads by default), or in the bucket S3_URL names', () => {
    expect(loadConfig({}).storage).toEqual({ uploadsDir: expect.stringMatching(/\/data\/uploads$/), s3: undefined });
    expect(loadConfig({ UPLOADS_DIR: '/srv/uploads' }).storage.uploadsDir).toBe('/srv/uploads');
    expect(loadConfig({ S3_URL: 'https://AKID:se%2Fcret@r2.example:8443/tw-photos?region=weur' }).storage.s3).toEqual({
      endpoint: 'https://r2.example:8443',
      bucket: 'tw-photos',
      region: 'weur',
      accessKeyId: 'AKID',
      secretAccessKey: 'se/cret',
    });
    expect(loadConfig({ S3_URL: 'http://key:secret@127.0.0.1:9000/uploads' }).storage.s3?.region).toBe('auto');
  });

  it.each([
    'not a url',
    'ftp://key:hunter2@files.example/bucket',
    'https://files.example/bucket',
    'https://key:hunter2@files.example/',
  ])('stops on a malformed S3_URL (%s) with a message naming it and not repeating the secret', (value) => {
    expect(() => loadConfig({ S3_URL: value })).toThrow(/S3_URL: /);
    expect(() => loadConfig({ S3_URL: value })).not.toThrow(/hunter2/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
    ['CORS_ORIGIN', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['SMTP_URL', 'mail.example:25'],
    ['PUBLIC_URL', 'ftp://files.example'],
    ['SHUTDOWN_DRAIN_MS', 'soon'],
    ['STATS_CACHE_MS', 'a while'],
  ])('stops on a malformed %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*${value}`));
  });
});
