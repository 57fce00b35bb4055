/**
 * Issue 15: the public answers (category counts, top rated, figures, directory pages, profiles)
 * are the same for every visitor, so they are cached briefly and revalidated with an ETag.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonDate, type Listing } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson, giveInsurance } from '../../../test/factories.js';
import { CACHE_FIGURES, CACHE_REVALIDATE } from './routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Approves a tradesperson through a connection of its own, as another server or process would. */
async function approveElsewhere(id: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(`update ${ctx.schema!}.tradespeople set status = 'approved' where id = $1`, [id]);
    } finally {
      await other.end();
    }
    return;
  }
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    ctx.database.db,
  );
  const other = new SQLite(rows[0]!.file);
  try {
    other.prepare("update tradespeople set status = 'approved' where id = ?").run(id);
  } finally {
    other.close();
  }
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe(`public answers are cached and revalidated (${dialectName()})`, () => {
  it('carries Cache-Control and an ETag, and answers 304 to a revalidation while nothing changed', async () => {
    const person = await createTradesperson(ctx.app);
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    const policies = {
      '/api/categories': CACHE_FIGURES,
      '/api/top-rated': CACHE_FIGURES,
      '/api/stats': CACHE_FIGURES,
      '/api/tradespeople?near=M1': CACHE_REVALIDATE,
      [`/api/tradespeople/${person.id}`]: CACHE_REVALIDATE,
      [`/api/tradespeople/${person.id}/reviews`]: CACHE_REVALIDATE,
    };
    for (const [url, policy] of Object.entries(policies)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(policy);
      const tag = first.headers.etag as string;
      expect(tag, url).toMatch(/^(W\/)?"/);
      const again = await get(url, { 'if-none-match': tag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('gives a new ETag once the data changes, so a posted job shows in the counts', async () => {
    const before = await get('/api/categories');
    const client = await createClient(ctx.app);
    await createJob(ctx.app, client.token, { workType: 'roofer' });
    const after = await get('/api/categories', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const roofer = (counts: { trade: string; openJobs: number }[]) =>
      counts.find((c) => c.trade === 'roofer')!.openJobs;
    expect(roofer(after.json())).toBe(roofer(before.json()) + 1);
  });

  it('keeps every other API answer out of caches, a personal one above all', async () => {
    const client = await createClient(ctx.app);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(client.token) });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const refused = await get('/api/tradespeople?trade=nothing');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers a directory page from memory only while it is true: a new listing and an expired insurance show at once', async () => {
    const url = '/api/tradespeople?trade=locksmith&limit=100';
    const listed = async () => (await get(url)).json<Listing[]>();
    const first = await createTradesperson(ctx.app, { trade: 'locksmith' });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', first.id).execute();
    const tomorrow = new Date(Date.now() + 86_400_000);
    await giveInsurance(ctx.database.db, first.id, { expiresOn: londonDate(tomorrow) });
    const badgesOf = (page: Listing[]) => page.find((listing) => listing._id === first.id)!.badges.map((b) => b.kind);
    expect(badgesOf(await listed())).toEqual(['insurance']);
    expect(badgesOf(await listed())).toEqual(['insurance']);

    const second = await createTradesperson(ctx.app, { trade: 'locksmith' });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', second.id).execute();
    expect((await listed()).map((listing) => listing._id)).toContain(second.id);

    // A write through another connection (another server on PostgreSQL, another process on SQLite).
    const third = await createTradesperson(ctx.app, { trade: 'locksmith' });
    await approveElsewhere(third.id);
    expect((await listed()).map((listing) => listing._id)).toContain(third.id);

    // The next UK day: the insurance expires with no write to the database, and its holder leaves.
    vi.useFakeTimers({ toFake: ['Date'], now: tomorrow });
    try {
      const ids = (await listed()).map((listing) => listing._id);
      expect(ids).toContain(second.id);
      expect(ids).not.toContain(first.id);
    } finally {
      vi.useRealTimers();
    }
  });
});
