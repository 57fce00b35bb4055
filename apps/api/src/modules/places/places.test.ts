/**
 * Issue 40: a page per trade and place. GET /api/places/:trade/:place lists the live tradespeople
 * of the trade who reach the place, nearest first, with their latest published review's words; says
 * how many jobs of the trade were posted nearby; links to nearby places and other trades; and, when
 * nobody reaches the place, shows the nearest place someone does (the page is then thin).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trade, TradePlace } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';
import { recountRatings } from '../reviews/index.js';
import { quoteOf } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** A live tradesperson based at `postcode`, covering `radiusMiles` around it and the `areas`. */
async function based(businessName: string, trade: Trade, postcode: string, radiusMiles: number, areas: string[] = []) {
  const person = await createTradesperson(ctx.app, { trade, businessName, postcode });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/coverage',
    headers: bearer(person.token),
    payload: { areas, radiusMiles },
  });
  expect(saved.statusCode).toBe(200);
  return person;
}

/** A review of `tradespersonId` on a job of its own, written `daysAgo` days ago. */
async function review(tradespersonId: string, text: string, status: 'published' | 'hidden', daysAgo: number) {
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token);
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await ctx.database.db
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      jobId: job._id,
      clientId: client.id,
      tradespersonId,
      rating: status === 'published' ? 5 : 1,
      quality: 5,
      reliability: 5,
      value: 5,
      text,
      status,
      hiddenReason: status === 'hidden' ? 'offensive' : null,
      replyText: null,
      replyAt: null,
      editedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await recountRatings(ctx.database.db, tradespersonId);
}

describe(`trade-and-place pages (${dialectName()})`, () => {
  let leeds: Awaited<ReturnType<typeof based>>;
  beforeAll(async () => {
    leeds = await based('Leeds Pipes', 'plumber', 'LS1 4DY', 15);
    await based('Bradford Pipes', 'plumber', 'BD1 1AA', 15);
    await based('Leeds Sparks', 'electrician', 'LS2 7HY', 10);
    await based('London Pipes', 'plumber', 'SW1A 1AA', 10);
    await review(leeds.id, 'Fixed our leaking boiler pipe the same afternoon, tidy and fair.', 'published', 10);
    await review(leeds.id, 'A newer review the moderators hid.', 'hidden', 1);
    // Jobs of the trade posted near Leeds (LS6, 2 miles) and far (Manchester).
    const client = await createClient(ctx.app);
    await createJob(ctx.app, client.token, { address: { street: '1 Otley Road', city: 'Leeds', postcode: 'LS6 2AA' } });
    await createJob(ctx.app, client.token);
  });

  it('lists the tradespeople of the trade who reach the town, nearest first, with rating, quote and distance', async () => {
    const res = await get('/api/places/plumber/leeds');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const page = res.json<TradePlace>();
    expect(page).toMatchObject({
      trade: 'plumber',
      place: { slug: 'leeds', name: 'Leeds', kind: 'town' },
      covered: true,
    });
    expect(page.people.map((person) => person.businessName)).toEqual(['Leeds Pipes', 'Bradford Pipes']);
    expect(page.total).toBe(2);
    const [first, second] = page.people;
    expect(first!.rating).toEqual({ average: 5, count: 1 });
    // The latest published review (the hidden one, newer, never).
    expect(first!.quote?.text).toBe('Fixed our leaking boiler pipe the same afternoon, tidy and fair.');
    expect(second!.quote).toBeNull();
    expect(first!.distanceMiles).toBeLessThan(second!.distanceMiles!);
    expect(page.jobsNearby).toEqual({ count: 1, miles: 10, days: 90 });
    expect(page.related).toEqual([{ trade: 'electrician', count: 1 }]);
    expect(page.nearby.map((place) => place.slug)).toContain('bradford');
    expect(page.nearby.every((place) => place.kind !== 'outcode')).toBe(true);
  });

  it('has a page per outward code too', async () => {
    const page = (await get('/api/places/plumber/ls1')).json<TradePlace>();
    expect(page).toMatchObject({ place: { slug: 'ls1', name: 'LS1', kind: 'outcode', town: 'Leeds' }, covered: true });
    expect(page.people[0]!.businessName).toBe('Leeds Pipes');
  });

  it('shows the nearest place someone reaches when nobody reaches this one (a thin page)', async () => {
    const page = (await get('/api/places/plumber/york')).json<TradePlace>();
    expect(page.covered).toBe(false);
    expect(page.shown).not.toBeNull();
    expect(page.shown!.slug).not.toBe('york');
    expect(page.shown!.distanceMiles).toBeGreaterThan(0);
    expect(page.people.length).toBeGreaterThan(0);
    // A trade nobody offers anywhere: nothing to show, and no invented figures.
    const nobody = (await get('/api/places/welder/leeds')).json<TradePlace>();
    expect(nobody).toMatchObject({ covered: false, shown: null, total: 0, people: [] });
    expect(nobody.jobsNearby.count).toBe(0);
  });

  it('answers 404 for a place or trade that does not exist', async () => {
    expect((await get('/api/places/plumber/atlantis')).statusCode).toBe(404);
    expect((await get('/api/places/wizard/leeds')).statusCode).toBe(400);
    expect((await get('/api/places/other/leeds')).statusCode).toBe(400);
  });

  it('changes its ETag when its data changes', async () => {
    const before = await get('/api/places/electrician/leeds');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/places/electrician/leeds',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await based('Headingley Sparks', 'electrician', 'LS6 1AA', 10);
    const after = await get('/api/places/electrician/leeds');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<TradePlace>().total).toBe(2);
  });
});

describe('a review quote', () => {
  it('keeps a short review whole and cuts a long one at a word', () => {
    expect(quoteOf('  Great   work. ')).toBe('Great work.');
    const long = `${'Very tidy work and fair price '.repeat(10)}end`;
    const quote = quoteOf(long);
    expect(quote.length).toBeLessThanOrEqual(161);
    expect(quote.endsWith('…')).toBe(true);
    expect(long.startsWith(quote.slice(0, -1))).toBe(true);
  });
});
