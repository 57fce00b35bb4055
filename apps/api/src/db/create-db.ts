import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type RawBuilder,
  type SqliteDatabase,
} from 'kysely';
import { ROOT_DIR } from '../config.js';
import { leastRecentlyUsed } from './least-recently-used.js';
import type { Database } from './schema.js';

/** The only module that knows which database engine is underneath. */
export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
  /** PostgreSQL only: a new connection outside the pool, for a caller that holds one for good (LISTEN). */
  dedicatedClient?: () => pg.Client;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

// COUNT(*) and BIGINT come back from pg as strings; answers carry numbers in both dialects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function sqlitePath(url: string): string {
  const file = url.slice('file:'.length);
  return file === ':memory:' ? file : path.resolve(ROOT_DIR, file);
}

export interface DbOptions {
  poolSize?: number;
  schema?: string;
  /**
   * SQLite's synchronous mode. FULL (the default) syncs the write-ahead log at every commit, so an
   * answered write survives even a power cut; NORMAL survives a process crash only.
   */
  synchronous?: 'FULL' | 'NORMAL';
}

/** How many prepared SQLite statements are kept: every distinct query the app runs fits. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely's SQLite driver prepares
 * every statement on every call; this prepares each distinct text once and reuses it, dropping the
 * least recently used past `size`. Safe because the driver runs each statement to the end
 * synchronously (all or run) and the app never streams.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text) => leastRecentlyUsed(statements, text, size, () => sqlite.prepare(text)),
  };
}

/** For each database (not a transaction): a value that differs whenever its data may have changed. */
const dataVersions = new WeakMap<object, () => string | Promise<string>>();

/**
 * A value that is the same only while nothing in the database has changed since it was last read.
 * SQLite (read synchronously): rows changed through this process's connection (`total_changes()`,
 * which counts a change even if it is later rolled back) and commits from any other connection
 * (`PRAGMA data_version`). PostgreSQL (one round trip): the current snapshot
 * (`pg_current_snapshot()`: the oldest transaction still running, the next transaction id and those
 * in progress), which is the same text only while the same transactions are visible; any write
 * in the cluster, committed or rolled back, changes it. Not the WAL position: a commit's record is
 * written before the transaction becomes visible, so a query could miss a commit whose record is
 * already behind the position read. Undefined for a transaction.
 */
export const dataVersionOf = (db: Kysely<Database>): (() => string | Promise<string>) | undefined =>
  dataVersions.get(db);

export function createDb(url: string, options: DbOptions = {}): Db {
  if (url.startsWith('file:')) {
    const file = sqlitePath(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    });
    const changes = sqlite.prepare('select total_changes()').pluck();
    const otherCommits = sqlite.prepare('pragma data_version').pluck();
    dataVersions.set(db, () => `${String(otherCommits.get())}.${String(changes.get())}`);
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  const snapshot = sql<{ version: string }>`select pg_current_snapshot()::text as version`;
  dataVersions.set(db, async () => (await snapshot.execute(db)).rows[0]!.version);
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    dedicatedClient: () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 }),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Whether rows can be claimed with FOR UPDATE SKIP LOCKED, so several servers each take different
 * rows without waiting (PostgreSQL). SQLite has one writer at a time and needs no lock.
 */
export const canSkipLocked = (dialect: Dialect): boolean => dialect === 'postgres';

/** True when the error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when the database cannot be reached (server down, connection refused or dropped). */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE|57P0[1-3]|08\d\d\d)$/.test(code)
  ) {
    return true;
  }
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/.test(message);
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Case-insensitive "contains" that behaves the same in both dialects (SQLite's LIKE ignores ASCII
 * case, PostgreSQL's does not): lower() on both sides, with the wildcards of the term escaped.
 */
export function containsIgnoringCase(column: string, term: string): RawBuilder<boolean> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
