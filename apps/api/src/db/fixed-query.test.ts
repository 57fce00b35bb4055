import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fixedQuery } from './fixed-query.js';

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
    ]) {
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
});
