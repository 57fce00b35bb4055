/**
 * What goes with a deleted client, tradesperson or job: the counts an administrator is shown
 * before deleting (GET /api/admin/{kind}/:id/deletion), and reviews treated the same way whether an
 * administrator deletes a client or the client deletes their own account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db, { email: 'root@example.com' }));
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });
const ok = async (method: Method, url: string, token?: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

let area = 0;
/** An approved plumber of a postcode area of their own. */
async function plumber() {
  const postcode = `${['HU', 'LN', 'PE', 'NR', 'IP'][area++]}1 1AA`;
  const person = await createTradesperson(ctx.app, { postcode });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return { ...person, postcode };
}

type Plumber = Awaited<ReturnType<typeof plumber>>;
type Client = Awaited<ReturnType<typeof createClient>>;

/** A job of the client that the plumber quoted on; hired and completed with a review, when asked. */
async function quotedJob(client: Client, trade: Plumber, { reviewed = false } = {}) {
  const job = await createJob(ctx.app, client.token, {
    address: { street: '1 Dock Street', city: 'Town', postcode: trade.postcode },
  });
  const { quotation } = await ok('POST', `/api/apply-job/${job._id}`, trade.token, { quotation: 'I can do it' });
  if (reviewed) {
    await ok('POST', `/api/accept-quotation/${job._id}/${quotation._id}`, client.token);
    await ok('POST', `/api/jobs/${job._id}/complete`, client.token);
    const review = await ok('POST', `/api/jobs/${job._id}/review`, client.token, {
      rating: 5,
      quality: 5,
      reliability: 5,
      value: 4,
      text: 'Quick, tidy and fairly priced work.',
    });
    return { jobId: job._id, quotationId: quotation._id as string, reviewId: review._id as string };
  }
  return { jobId: job._id, quotationId: quotation._id as string, reviewId: null };
}

async function reportReview(reviewId: string, by: Plumber) {
  await ctx.database.db
    .insertInto('reviewReports')
    .values({
      id: randomUUID(),
      reviewId,
      reporterRole: 'tradesperson',
      reporterId: by.id,
      reason: 'other',
      details: null,
      resolvedAt: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

const reviewCount = async (tradespersonId: string) =>
  (await ok('GET', `/api/tradespeople/${tradespersonId}`)).rating.count as number;

describe(`what goes with a deletion (${dialectName()})`, () => {
  it('counts a client’s jobs, the quotations on them, their reviews and the open reports', async () => {
    const client = await createClient(ctx.app);
    const trade = await plumber();
    const { reviewId } = await quotedJob(client, trade, { reviewed: true });
    await quotedJob(client, trade);
    await createJob(ctx.app, client.token);
    await reportReview(reviewId!, trade);

    expect(await ok('GET', `/api/admin/clients/${client.id}/deletion`, admin)).toEqual({
      jobs: 3,
      quotations: 2,
      reopenedJobs: 0,
      reviews: 1,
      openReports: 1,
    });
    expect(await ok('GET', `/api/admin/tradespeople/${trade.id}/deletion`, admin)).toEqual({
      jobs: 0,
      quotations: 2,
      reopenedJobs: 0,
      reviews: 1,
      openReports: 1,
    });
    const other = await createClient(ctx.app);
    const hired = await quotedJob(other, trade);
    await ok('POST', `/api/accept-quotation/${hired.jobId}/${hired.quotationId}`, other.token);
    expect(await ok('GET', `/api/admin/tradespeople/${trade.id}/deletion`, admin)).toMatchObject({
      quotations: 3,
      reopenedJobs: 1,
    });
    expect(await ok('GET', `/api/admin/jobs/${hired.jobId}/deletion`, admin)).toEqual({
      jobs: 0,
      quotations: 1,
      reopenedJobs: 0,
      reviews: 0,
      openReports: 0,
    });
  });

  it('answers 404 for an unknown record and 403 to anyone but an administrator', async () => {
    const client = await createClient(ctx.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/clients/${unknown}/deletion`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/jobs/not-an-id/deletion`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/clients/${client.id}/deletion`, client.token)).statusCode).toBe(403);
  });

  it('an administrator deleting a client removes their reviews and recounts the tradesperson’s figures', async () => {
    const client = await createClient(ctx.app);
    const trade = await plumber();
    await quotedJob(client, trade, { reviewed: true });
    expect(await reviewCount(trade.id)).toBe(1);
    await ok('DELETE', `/api/admin/clients/${client.id}`, admin);
    expect(await reviewCount(trade.id)).toBe(0);
  });

  it('a client deleting their own account removes their reviews too (not kept as “a former client”)', async () => {
    const client = await createClient(ctx.app);
    const trade = await plumber();
    const { reviewId } = await quotedJob(client, trade, { reviewed: true });
    expect(await reviewCount(trade.id)).toBe(1);
    await ok('DELETE', '/api/account', client.token, { password: client.password });
    expect(await reviewCount(trade.id)).toBe(0);
    const left = await ctx.database.db.selectFrom('reviews').select('id').where('id', '=', reviewId).execute();
    expect(left).toEqual([]);
    expect((await ok('GET', `/api/tradespeople/${trade.id}/reviews`)).total).toBe(0);
  });
});
