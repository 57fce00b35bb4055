import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { compiledPerArgs, fixedQuery } from './fixed-query.js';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe(`a fixed query (${dialect})`, () => {
  it('is built once, and answers each call with its own values, in camel case, in a transaction too', async () => {
    const { db } = ctx.database;
    const now = new Date().toISOString();
    for (const [tokenHash, userId] of [
      ['hash-a', 'user-a'],
      ['hash-b', 'user-b'],
    ] as const) {
      await db
        .insertInto('sessions')
        .values({ tokenHash, role: 'client', userId, createdAt: now, lastSeenAt: now, expiresAt: now })
        .execute();
    }
    let built = 0;
    const byToken = fixedQuery((kysely, { tokenHash, role }: { tokenHash: string; role: string }) => {
      built += 1;
      return kysely
        .selectFrom('sessions')
        .select(['userId', 'role'])
        .where('tokenHash', '=', tokenHash)
        .where('role', '=', role as 'client');
    });

    expect(await byToken(db, { tokenHash: 'hash-b', role: 'client' })).toEqual([{ userId: 'user-b', role: 'client' }]);
    expect(await byToken(db, { tokenHash: 'hash-a', role: 'client' })).toEqual([{ userId: 'user-a', role: 'client' }]);
    expect(await byToken(db, { tokenHash: 'hash-a', role: 'admin' })).toEqual([]);
    const inTransaction = await db
      .transaction()
      .execute((trx) => byToken(trx, { tokenHash: 'hash-a', role: 'client' }));
    expect(inTransaction).toEqual([{ userId: 'user-a', role: 'client' }]);
    expect(built).toBe(1);
  });

  it('compiledPerArgs builds once per distinct arguments, keeps at most its size, and gives no rows for no query', async () => {
    const { db } = ctx.database;
    const built: string[] = [];
    const byUsers = compiledPerArgs((kysely, { users }: { users: string[] }) => {
      built.push(users.join());
      return users.length === 0
        ? null
        : kysely.selectFrom('sessions').select('userId').where('userId', 'in', users).orderBy('userId');
    }, 2);
    const ids = async (users: string[]) => (await byUsers(db, { users })).map((row) => row.userId);
    expect(await ids(['user-b', 'user-a'])).toEqual(['user-a', 'user-b']);
    expect(await ids(['user-b'])).toEqual(['user-b']);
    expect(await ids(['user-b', 'user-a'])).toEqual(['user-a', 'user-b']);
    expect(await ids([])).toEqual([]);
    // ['user-b'], least recently used when [] came, was dropped: built again.
    expect(await ids(['user-b'])).toEqual(['user-b']);
    expect(built).toEqual(['user-b,user-a', 'user-b', '', 'user-b']);
  });
});
