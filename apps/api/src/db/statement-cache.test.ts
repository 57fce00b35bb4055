import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './create-db.js';

/** An in-memory SQLite counting the statements it prepares. */
function counting() {
  const sqlite = new SQLite(':memory:');
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  return { sqlite, prepared };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('the SQLite statement cache', () => {
  it('prepares each distinct query once, and answers each call with its own parameters', async () => {
    const { sqlite, prepared } = counting();
    const db = new Kysely<{ things: { id: number; thingName: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    });
    close = () => db.destroy();
    await sql`create table things (id integer primary key, thing_name text not null)`.execute(db);
    for (const [id, thingName] of [
      [1, 'hammer'],
      [2, 'saw'],
      [3, 'level'],
    ] as const) {
      await db.insertInto('things').values({ id, thingName }).execute();
    }
    const byId = (id: number) => db.selectFrom('things').select('thingName').where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ thingName: 'saw' });
    expect(await byId(3)).toEqual({ thingName: 'level' });
    expect(await byId(9)).toBeUndefined();
    const insert = prepared.filter((text) => text.startsWith('insert'));
    const select = prepared.filter((text) => text.startsWith('select'));
    expect(insert).toHaveLength(1);
    expect(select).toHaveLength(1);
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const { sqlite, prepared } = counting();
    const cache = withStatementCache(sqlite, 2);
    close = async () => cache.close();
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];
    for (const text of [a, b, a, c, a, b]) cache.prepare(text);
    // a, b prepared; a reused; c pushes out b (least recent); a reused; b prepared again.
    expect(prepared).toEqual([a, b, c, b]);
  });
});
