import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp, REDACTED_PATHS } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  database: Db;
  /** The PostgreSQL schema of this file's database (undefined on SQLite). */
  schema?: string;
  /** The local directory uploads are stored in (unused when the test gives S3_URL). */
  uploadsDir: string;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new SQLite file, or, when TEST_DATABASE_URL is
 * set, a new schema in that PostgreSQL database (dropped afterwards).
 */
async function freshDatabase(): Promise<{ database: Db; schema?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const database = createDb(url, { schema, poolSize: 5 });
    return {
      database,
      schema,
      drop: async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-api-test-'));
  const database = createDb(`file:${path.join(dir, 'test.db')}`);
  return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, schema, drop } = await freshDatabase();
  await migrateToLatest(database.db, schema);
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      callback();
    },
  });
  // Uploads go to a directory of this file's own, removed with it.
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-api-uploads-'));
  // Tests make many accounts from one address; the form limit gets its own test.
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    FORM_RATE_LIMIT: '100000',
    STATS_CACHE_MS: '0',
    UPLOADS_DIR: uploadsDir,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
  });
  await app.ready();
  return {
    app,
    database,
    schema,
    uploadsDir,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const dialectName = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
