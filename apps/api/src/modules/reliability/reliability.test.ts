/**
 * Reliability figures (issue 42): kept up to date as first answers, completed hires and visit
 * outcomes are written; public only past their thresholds; hidden during a declared leave; the
 * leave is the tradesperson's own to set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientJob, FullProfile, OwnReliability, Visit } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { createAdmin, createClient, signIn } from '../../../test/factories.js';
import { londonDateIn, visitHelpers } from '../../../test/visits.js';
import { recordFirstAnswer } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { inject, approvedTradesperson, conversation, book, act } = visitHelpers(() => ctx);
type Trader = Awaited<ReturnType<typeof approvedTradesperson>>;

const profile = async (id: string) => {
  const res = await inject('GET', `/api/tradespeople/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FullProfile>().reliability;
};
const own = async (token: string) => {
  const res = await inject('GET', '/api/trade-profile/reliability', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnReliability>();
};
const write = async (token: string, conversationId: string, text: string) => {
  const res = await inject('POST', `/api/conversations/${conversationId}/messages`, token, { text });
  expect(res.statusCode, res.body).toBe(201);
};

/** `count` first answers recorded for `trader`, each `minutes` of wall time after a Monday 09:00 question. */
async function seedAnswers(trader: Trader, count: number, minutes: number) {
  const asked = Date.parse('2026-11-30T09:00:00Z');
  const answered = new Date(asked + minutes * 60_000).toISOString();
  for (let i = 0; i < count; i++) {
    await recordFirstAnswer(ctx.database.db, trader.id, new Date(asked).toISOString(), answered);
  }
}

describe('first answers', () => {
  it('counts a first answer to a conversation the client opened, shown after five', async () => {
    const trader = await approvedTradesperson();
    expect(await profile(trader.id)).toEqual({});

    // The tradesperson wrote first: not a conversation the client opened, so it does not count.
    const theirs = await conversation(trader);
    await write(trader.token, theirs.conversationId, 'Hello, when suits you?');
    await write(theirs.client.token, theirs.conversationId, 'Tuesday');
    await write(trader.token, theirs.conversationId, 'Tuesday it is');
    expect((await own(trader.token)).answers.count).toBe(0);

    for (let i = 1; i <= 5; i++) {
      const parties = await conversation(trader);
      await write(parties.client.token, parties.conversationId, 'Are you free this week?');
      await write(parties.client.token, parties.conversationId, 'Anyone there?');
      await write(trader.token, parties.conversationId, 'Yes, Thursday');
      // Only the first answer of each conversation counts.
      await write(trader.token, parties.conversationId, 'Or Friday');
      const figures = await own(trader.token);
      expect(figures.answers.count).toBe(i);
      expect(figures.answers.public).toBe(i >= 5);
      if (i < 5) expect(await profile(trader.id)).toEqual({});
    }
    // Answered at once (no working time passed, or under an hour of it): usually within an hour.
    const figures = await own(trader.token);
    expect(figures.answers.usually).toBe('hour');
    expect(figures.answers.buckets.hour).toBe(5);
    expect(await profile(trader.id)).toEqual({ usuallyAnswers: 'hour' });
  });

  it('counts a first answer sent from two tabs at once only once', async () => {
    const trader = await approvedTradesperson();
    for (let round = 1; round <= 3; round++) {
      const parties = await conversation(trader);
      await write(parties.client.token, parties.conversationId, 'Could you come on Monday?');
      await Promise.all([
        write(trader.token, parties.conversationId, 'Yes, Monday.'),
        write(trader.token, parties.conversationId, 'Monday suits me.'),
      ]);
      expect((await own(trader.token)).answers.count).toBe(round);
    }
  });

  it('gives the median bucket in working time, and none when it is later than two days', async () => {
    const trader = await approvedTradesperson();
    // Monday 09:00 GMT: 30 minutes, then 5 hours (300 working minutes), then three working days.
    await seedAnswers(trader, 2, 30);
    await seedAnswers(trader, 3, 300);
    expect((await own(trader.token)).answers).toMatchObject({
      count: 5,
      usually: 'day',
      public: true,
      buckets: { hour: 2, day: 3, two_days: 0, later: 0 },
    });
    expect(await profile(trader.id)).toEqual({ usuallyAnswers: 'day' });

    await seedAnswers(trader, 6, 3 * 24 * 60);
    const figures = await own(trader.token);
    expect(figures.answers).toMatchObject({ count: 11, usually: null, public: false });
    expect(figures.answers.buckets.later).toBe(6);
    expect(await profile(trader.id)).toEqual({});
  });
});

describe('hires and visits', () => {
  async function hire(trader: Trader, complete: boolean) {
    const parties = await conversation(trader);
    const quotation = await ctx.database.db
      .selectFrom('quotations')
      .select('id')
      .where('jobId', '=', parties.job._id)
      .executeTakeFirstOrThrow();
    const token = parties.client.token;
    expect((await inject('POST', `/api/accept-quotation/${parties.job._id}/${quotation.id}`, token)).statusCode).toBe(
      200,
    );
    if (complete) expect((await inject('POST', `/api/jobs/${parties.job._id}/complete`, token)).statusCode).toBe(200);
  }

  it('counts completed hires, shown after five', async () => {
    const trader = await approvedTradesperson();
    await hire(trader, false);
    for (let i = 1; i <= 5; i++) {
      await hire(trader, true);
      expect((await own(trader.token)).hires).toEqual({ count: i, threshold: 5, public: i >= 5 });
      if (i < 5) expect((await profile(trader.id)).hiresCompleted).toBeUndefined();
    }
    expect(await profile(trader.id)).toEqual({ hiresCompleted: 5 });
  });

  it('counts visits kept and missed by the client’s word, shown after five', async () => {
    const trader = await approvedTradesperson();
    const outcomes = ['happened', 'happened', 'no_show', 'happened', 'happened'] as const;
    for (const [i, outcome] of outcomes.entries()) {
      const parties = await conversation(trader);
      const visit = await book(parties, { date: londonDateIn(3 + i), start: '09:00', minutes: 60 });
      const endsAt = new Date(Date.now() - 86_400_000).toISOString();
      const startsAt = new Date(Date.now() - 86_400_000 - 3_600_000).toISOString();
      await ctx.database.db.updateTable('visits').set({ startsAt, endsAt }).where('id', '=', visit._id).execute();
      const said = await act(parties.client.token, visit._id, 'outcome', { outcome });
      expect(said.json<Visit>().outcome).toBe(outcome);
      const figures = await own(trader.token);
      expect(figures.visits.kept + figures.visits.missed).toBe(i + 1);
      if (i < 4) expect((await profile(trader.id)).visits).toBeUndefined();
    }
    expect((await own(trader.token)).visits).toEqual({ kept: 4, missed: 1, threshold: 5, public: true });
    expect(await profile(trader.id)).toEqual({ visits: { kept: 4, total: 5 } });
  });
});

describe('on quotations', () => {
  it("gives each quote's tradesperson the figures their profile shows, and nothing below the thresholds", async () => {
    const quick = await approvedTradesperson({ businessName: 'Quick Plumbing' });
    await seedAnswers(quick, 5, 30);
    const parties = await conversation(quick);
    const newcomer = await approvedTradesperson({ businessName: 'New Plumbing' });
    await seedAnswers(newcomer, 4, 30);
    const res = await inject('POST', `/api/apply-job/${parties.job._id}`, newcomer.token, { quotation: 'Me too' });
    expect(res.statusCode, res.body).toBe(201);

    const listed = await inject('GET', '/api/jobs', parties.client.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const quotes = listed.json<ClientJob[]>().find((job) => job._id === parties.job._id)!.quotations;
    const of = (id: string) => quotes.find((quote) => quote.tradesperson._id === id)!.tradesperson.reliability;
    expect(of(quick.id)).toEqual({ usuallyAnswers: 'hour' });
    expect(of(newcomer.id)).toEqual({});

    // On leave: the quote says so, as the profile does, and shows no figure.
    const until = londonDateIn(7);
    expect((await inject('PUT', '/api/trade-profile/leave', quick.token, { until })).statusCode).toBe(200);
    const again = (await inject('GET', '/api/jobs', parties.client.token)).json<ClientJob[]>();
    const quote = again
      .find((job) => job._id === parties.job._id)!
      .quotations.find((q) => q.tradesperson._id === quick.id);
    expect(quote?.tradesperson.reliability).toEqual({ onLeaveUntil: until });
  });
});

describe('leave', () => {
  it('hides the public figures while it lasts and shows them again when it ends', async () => {
    const trader = await approvedTradesperson();
    await seedAnswers(trader, 5, 10);
    expect(await profile(trader.id)).toEqual({ usuallyAnswers: 'hour' });

    const until = londonDateIn(14);
    const declared = await inject('PUT', '/api/trade-profile/leave', trader.token, { until });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json<OwnReliability>()).toMatchObject({
      onLeaveUntil: until,
      answers: { count: 5, public: false },
    });
    expect(await profile(trader.id)).toEqual({ onLeaveUntil: until });

    // Figures still move during the leave; they show again once it is over.
    await seedAnswers(trader, 1, 10);
    const ended = await inject('DELETE', '/api/trade-profile/leave', trader.token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<OwnReliability>()).toMatchObject({ onLeaveUntil: null, answers: { count: 6, public: true } });
    expect(await profile(trader.id)).toEqual({ usuallyAnswers: 'hour' });

    // A leave that ended yesterday hides nothing; one ending today still does.
    await ctx.database.db
      .updateTable('tradespersonReliability')
      .set({ leaveUntil: londonDateIn(-1) })
      .where('tradespersonId', '=', trader.id)
      .execute();
    expect(await profile(trader.id)).toEqual({ usuallyAnswers: 'hour' });
    expect((await inject('PUT', '/api/trade-profile/leave', trader.token, { until: londonDateIn(0) })).statusCode).toBe(
      200,
    );
    expect(await profile(trader.id)).toEqual({ onLeaveUntil: londonDateIn(0) });
  });

  it('is the tradesperson’s own: 401 without a session, 403 for clients and administrators', async () => {
    const client = await createClient(ctx.app);
    const admin = await createAdmin(ctx.database.db);
    const adminToken = await signIn(ctx.app, 'admin', admin);
    const body = { until: londonDateIn(5) };
    for (const [method, url] of [
      ['GET', '/api/trade-profile/reliability'],
      ['PUT', '/api/trade-profile/leave'],
      ['DELETE', '/api/trade-profile/leave'],
    ] as const) {
      expect((await inject(method, url, undefined, method === 'PUT' ? body : undefined)).statusCode).toBe(401);
      for (const token of [client.token, adminToken]) {
        expect((await inject(method, url, token, method === 'PUT' ? body : undefined)).statusCode).toBe(403);
      }
    }
  });

  it('refuses a date in the past, too far ahead or not a date (400), changing nothing', async () => {
    const trader = await approvedTradesperson();
    for (const payload of [
      { until: londonDateIn(-1) },
      { until: londonDateIn(400) },
      { until: '2027-02-30' },
      { until: 'next week' },
      { until: 20270101 },
      {},
      { until: londonDateIn(3), note: 'hospital' },
    ]) {
      const res = await inject('PUT', '/api/trade-profile/leave', trader.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await own(trader.token)).onLeaveUntil).toBeNull();
  });
});
