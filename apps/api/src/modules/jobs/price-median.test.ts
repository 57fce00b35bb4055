import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradespersonRegisterInput, Trade } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

describe(`the trade's median price on the quotation form (${dialectName()})`, () => {
  let client: Awaited<ReturnType<typeof createClient>>;
  let plumber: Awaited<ReturnType<typeof approvedTradesperson>>;
  let electrician: Awaited<ReturnType<typeof approvedTradesperson>>;
  let asker: Awaited<ReturnType<typeof approvedTradesperson>>;
  let askedJob: string;

  beforeAll(async () => {
    client = await createClient(ctx.app);
    plumber = await approvedTradesperson({ trade: 'plumber' });
    electrician = await approvedTradesperson({ trade: 'electrician' });
    asker = await approvedTradesperson({ trade: 'plumber' });
    askedJob = (await createJob(ctx.app, client.token, { workType: 'plumber' }))._id;
  });

  /** A new job of that trade, quoted on by that tradesperson at that price (or none). */
  async function quote(trade: Trade, by: { token: string }, price: number | null) {
    const job = await createJob(ctx.app, client.token, { workType: trade });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply-job/${job._id}`,
      headers: bearer(by.token),
      payload: { quotation: 'I can do this next week.', ...(price === null ? {} : { price }) },
    });
    expect(res.statusCode).toBe(201);
  }

  const median = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/apply-job/${askedJob}`,
      headers: bearer(asker.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ tradeMedianPrice: number | null }>().tradeMedianPrice;
  };

  it('is null until five quotations of the trade have a price', async () => {
    expect(await median()).toBeNull();
    for (const price of [1000, 120, 150.5, 100]) await quote('plumber', plumber, price);
    await quote('plumber', plumber, null);
    expect(await median()).toBeNull();
  });

  it('is the middle price of the trade, or the mean of the middle two', async () => {
    await quote('plumber', plumber, 200);
    // 100, 120, 150.50, 200, 1000
    expect(await median()).toBe(150.5);
    await quote('plumber', plumber, 300);
    // 100, 120, 150.50 | 200, 300, 1000: (150.50 + 200) / 2, to the penny
    expect(await median()).toBe(175.25);
  });

  it("counts only the job's trade", async () => {
    for (const price of [9000, 9000, 9000, 9000, 9000]) await quote('electrician', electrician, price);
    expect(await median()).toBe(175.25);
  });
});
