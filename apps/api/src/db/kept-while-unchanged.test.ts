import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exclusiveSchemaChange } from '../../test/app.js';
import { createDb, type Db } from './create-db.js';
import { keptWhileUnchanged } from './kept-while-unchanged.js';
import type { Database } from './schema.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const dialect = pgUrl ? 'postgres' : 'sqlite';
let dir: string;
let schema: string;
let database: Db;

beforeEach(async () => {
  if (pgUrl) {
    schema = `kept_${Math.random().toString(36).slice(2, 10)}`;
    database = createDb(pgUrl, { schema, poolSize: 3 });
    await exclusiveSchemaChange(() => sql.raw(`create schema ${schema}`).execute(database.db));
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-'));
    database = createDb(`file:${path.join(dir, 'kept.db')}`);
  }
  await sql`create table things (name text not null)`.execute(database.db);
});
afterEach(async () => {
  if (pgUrl) await exclusiveSchemaChange(() => sql.raw(`drop schema ${schema} cascade`).execute(database.db));
  await database.close();
  if (!pgUrl) fs.rmSync(dir, { recursive: true, force: true });
});

/** A write through a connection of its own: another process on the same file, or another server. */
async function insertElsewhere(name: string) {
  if (pgUrl) {
    const other = new pg.Client({ connectionString: pgUrl });
    await other.connect();
    try {
      await other.query(`insert into ${schema}.things (name) values ($1)`, [name]);
    } finally {
      await other.end();
    }
    return;
  }
  const other = new SQLite(path.join(dir, 'kept.db'));
  try {
    other.prepare('insert into things (name) values (?)').run(name);
  } finally {
    other.close();
  }
}

/**
 * How often an answer was computed. On PostgreSQL any write in the cluster (other test files run
 * beside this one) computes again, so an answer kept there is at least as often computed as here.
 */
const expectComputed = (count: number, times: number) =>
  dialect === 'sqlite' ? expect(count).toBe(times) : expect(count).toBeGreaterThanOrEqual(times);

/** The names in the table, counting how often the database was asked. */
function namesCounted() {
  const calls = { count: 0 };
  const names = keptWhileUnchanged(async (db: Kysely<Database>, { prefix }: { prefix: string }) => {
    calls.count += 1;
    const { rows } = await sql<{
      name: string;
    }>`select name from things where name like ${`${prefix}%`} order by name`.execute(db);
    return { names: rows.map((row) => row.name) };
  });
  return { names, calls };
}

const insert = (name: string) => sql`insert into things (name) values (${name})`.execute(database.db);

describe(`answers kept while the database is unchanged (${dialect})`, () => {
  it('answers the same arguments from memory until a write, then shows the write at once', async () => {
    const { names, calls } = namesCounted();
    await insert('apple');
    expect(await names(database.db, { prefix: 'a' })).toEqual({ names: ['apple'] });
    expect(await names(database.db, { prefix: 'a' })).toEqual({ names: ['apple'] });
    expectComputed(calls.count, 1);
    // Other arguments are their own answer.
    expect(await names(database.db, { prefix: 'b' })).toEqual({ names: [] });
    expectComputed(calls.count, 2);

    await insert('avocado');
    expect(await names(database.db, { prefix: 'a' })).toEqual({ names: ['apple', 'avocado'] });
    // Any write makes every kept answer asked again, whichever rows it touched.
    await sql`update things set name = 'banana' where name = 'apple'`.execute(database.db);
    expect(await names(database.db, { prefix: 'a' })).toEqual({ names: ['avocado'] });
    expect(await names(database.db, { prefix: 'b' })).toEqual({ names: ['banana'] });
    expectComputed(calls.count, 5);
  });

  it('sees a commit made through another connection (another process or server)', async () => {
    const { names, calls } = namesCounted();
    expect(await names(database.db, { prefix: 'c' })).toEqual({ names: [] });
    const before = calls.count;
    await insertElsewhere('cherry');
    expect(await names(database.db, { prefix: 'c' })).toEqual({ names: ['cherry'] });
    expect(calls.count).toBe(before + 1);
  });

  it('never keeps an answer past a write committed while it was computed', async () => {
    let calls = 0;
    const names = keptWhileUnchanged(async (db: Kysely<Database>) => {
      calls += 1;
      const { rows } = await sql<{ name: string }>`select name from things order by name`.execute(db);
      if (calls === 1) await insertElsewhere('elderberry'); // lands after the rows were read
      return rows.map((row) => row.name);
    });
    expect(await names(database.db)).toEqual([]);
    expect(await names(database.db)).toEqual(['elderberry']);
    expect(calls).toBe(2);
  });

  it('sees a transaction committed and one rolled back, and never keeps inside a transaction', async () => {
    const { names, calls } = namesCounted();
    expect(await names(database.db, { prefix: 'd' })).toEqual({ names: [] });
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into things (name) values ('date')`.execute(trx);
      expect(await names(trx, { prefix: 'd' })).toEqual({ names: ['date'] });
      expect(await names(trx, { prefix: 'd' })).toEqual({ names: ['date'] });
    });
    expect(calls.count).toBe(3);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into things (name) values ('damson')`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names(database.db, { prefix: 'd' })).toEqual({ names: ['date'] });
    expect(await names(database.db, { prefix: 'd' })).toEqual({ names: ['date'] });
    expectComputed(calls.count, 4);
  });

  it('asks once for callers that come together, keeps no failure, and hands out frozen answers', async () => {
    let failNext = true;
    let calls = 0;
    const answer = keptWhileUnchanged(async (_db: Kysely<Database>, { id }: { id: number }) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNext) {
        failNext = false;
        throw new Error('database busy');
      }
      return { id, tags: ['x'] };
    });
    const together = [answer(database.db, { id: 1 }), answer(database.db, { id: 1 })];
    await expect(Promise.all(together)).rejects.toThrow('database busy');
    expectComputed(calls, 1);
    const kept = await answer(database.db, { id: 1 });
    expect(kept).toEqual({ id: 1, tags: ['x'] });
    if (dialect === 'sqlite') expect(await answer(database.db, { id: 1 })).toBe(kept);
    expectComputed(calls, 2);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.tags)).toBe(true);
  });

  it('keeps at most the given number, dropping the least recently used', async () => {
    let calls = 0;
    const answer = keptWhileUnchanged(async (_db: Kysely<Database>, id: number) => {
      calls += 1;
      return { id };
    }, 2);
    await answer(database.db, 1);
    await answer(database.db, 2);
    await answer(database.db, 1); // 1 is now the most recent
    await answer(database.db, 3); // drops 2
    expectComputed(calls, 3);
    await answer(database.db, 1);
    expectComputed(calls, 3);
    await answer(database.db, 2);
    expectComputed(calls, 4);
  });
});
