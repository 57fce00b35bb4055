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
    const database = createDb(url, { schema, poolSize: 5 });
    await exclusiveSchemaChange(async () => {
      await admin.query(`create schema ${schema}`);
      await migrateToLatest(database.db, schema);
    });
    return {
      database,
      schema,
      drop: async () => {
        await exclusiveSchemaChange(() => admin.query(`drop schema ${schema} cascade`));
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-api-test-'));
  const database = createDb(`file:${path.join(dir, 'test.db')}`);
  await migrateToLatest(database.db);
  return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Any number, the same in every test file: the advisory lock of exclusiveSchemaChange. */
const SCHEMA_CHANGE_LOCK = 73_160_029;

/**
 * Runs a change of schemas on PostgreSQL (a file's schema made and migrated, or dropped) while no
 * other test file runs one; on SQLite, at once. Kysely's migrator lists every schema's tables
 * before it takes its own lock, and a schema that another file was migrating or dropping at that
 * moment failed the listing: 'schema "test_…" does not exist' and 'column "kind" of relation
 * "audit_log" does not exist', once in each of two CI runs (2026-11-29), two files at a time.
 */
export async function exclusiveSchemaChange<T>(change: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return change();
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    return await change();
  } finally {
    // The session's end releases its lock.
    await lock.end();
  }
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, schema, drop } = await freshDatabase();
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
