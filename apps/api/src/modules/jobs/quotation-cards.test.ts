import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientJob } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson, dateIn, giveInsurance } from '../../../test/factories.js';

/**
 * The client's quotations name who sent them the way the client decides: each tradesperson's
 * rating from their published reviews (none invented) and whether their profile can be opened.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST';
const inject = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function approvedPlumber(businessName: string) {
  const plumber = await createTradesperson(ctx.app, { businessName });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', plumber.id).execute();
  return plumber;
}

async function quote(jobId: string, plumber: { token: string }) {
  const res = await inject('POST', `/api/apply-job/${jobId}`, plumber.token, {
    quotation: 'Monday morning?',
    price: 90,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ quotation: { _id: string } }>().quotation._id;
}

/** A completed job of a new client, hired from this plumber, reviewed with `rating` stars. */
async function reviewed(plumber: { token: string }, rating: number) {
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token);
  const quotationId = await quote(job._id, plumber);
  expect((await inject('POST', `/api/accept-quotation/${job._id}/${quotationId}`, client.token)).statusCode).toBe(200);
  expect((await inject('POST', `/api/jobs/${job._id}/complete`, client.token)).statusCode).toBe(200);
  const text = 'Came when he said, fixed it properly and tidied up after.';
  const res = await inject('POST', `/api/jobs/${job._id}/review`, client.token, {
    rating,
    quality: rating,
    reliability: rating,
    value: rating,
    text,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe(`who sent each quotation, on the client's jobs (${dialectName()})`, () => {
  it("gives each tradesperson's rating from published reviews only, and whether their profile is listed", async () => {
    const rated = await approvedPlumber('Rated Plumbing');
    const fresh = await approvedPlumber('Fresh Plumbing');
    const lapsed = await approvedPlumber('Lapsed Plumbing');
    await reviewed(rated, 5);
    await reviewed(rated, 4);

    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    for (const plumber of [rated, fresh, lapsed]) await quote(job._id, plumber);
    // Their insurance runs out after quoting: the quotation stays, the profile is no longer listed.
    await giveInsurance(ctx.database.db, lapsed.id, { expiresOn: dateIn(-1) });

    const res = await inject('GET', '/api/jobs', client.token);
    expect(res.statusCode).toBe(200);
    const quotations = res.json<ClientJob[]>().find((mine) => mine._id === job._id)!.quotations;
    const who = Object.fromEntries(quotations.map((q) => [q.tradesperson.businessName, q.tradesperson]));
    expect(who['Rated Plumbing']).toMatchObject({ _id: rated.id, rating: { average: 4.5, count: 2 }, listed: true });
    expect(who['Fresh Plumbing']).toMatchObject({ _id: fresh.id, rating: { average: null, count: 0 }, listed: true });
    expect(who['Lapsed Plumbing']).toMatchObject({
      _id: lapsed.id,
      rating: { average: null, count: 0 },
      listed: false,
    });
  });
});
