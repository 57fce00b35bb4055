/**
 * Issue 36, item 3: "Request a quote" on a profile asks that tradesperson. The job is posted with
 * the invitation; the one asked is emailed in their language and finds the job first in their
 * list, marked invited (and may quote even outside their areas); others in range still see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradespersonRegisterInput } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson, jobInput } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function approved(overrides: Partial<TradespersonRegisterInput> = {}, options = {}) {
  const person = await createTradesperson(ctx.app, overrides, options);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

const post = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/post-job', headers: bearer(token), payload });
const matching = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/matching-jobs', headers: bearer(token) })).json<{
    jobs: { _id: string; invited: boolean }[];
    total: number;
  }>();
const jobCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const outbox = (to: string, kind: string) =>
  ctx.database.db.selectFrom('outbox').selectAll().where('recipient', '=', to).where('kind', '=', kind).execute();

describe('asking one tradesperson to quote', () => {
  it('posts the job, emails the one asked in their language and lists it first for them, marked', async () => {
    // Based in Leeds: the Manchester job is outside the areas this plumber covers.
    const asked = await approved({ trade: 'plumber', postcode: 'LS1 4AP', language: 'fr' });
    const nearby = await approved({ trade: 'plumber', postcode: 'M1 1AE' });
    const client = await createClient(ctx.app);
    const res = await post(client.token, jobInput({ invite: asked.id }));
    expect(res.statusCode).toBe(201);
    const jobId = res.json<{ _id: string }>()._id;
    // A newer job of the same trade that nobody was asked about.
    await createJob(ctx.app, client.token, { address: { street: '2 Road', city: 'Leeds', postcode: 'LS1 5AA' } });

    const mails = await outbox(asked.email, 'jobInvitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('fr');
    expect(mails[0]!.subject).toContain('On vous demande un devis');
    expect(mails[0]!.textBody).toContain(`/apply/${jobId}`);

    const theirs = await matching(asked.token);
    expect(theirs.jobs[0]).toMatchObject({ _id: jobId, invited: true });
    expect(theirs.jobs.filter((job) => job._id === jobId)).toHaveLength(1);
    expect(theirs.total).toBe(theirs.jobs.length);
    const quote = await ctx.app.inject({ method: 'GET', url: `/api/apply-job/${jobId}`, headers: bearer(asked.token) });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ invited: true });

    // Still open to others in range, without the mark.
    const others = await matching(nearby.token);
    expect(others.jobs.find((job) => job._id === jobId)).toMatchObject({ invited: false });
    expect(await outbox(nearby.email, 'jobInvitation')).toHaveLength(0);
  });

  it('refuses someone not listed, an unknown id or another trade, and posts nothing', async () => {
    const client = await createClient(ctx.app);
    const pending = await createTradesperson(ctx.app, { trade: 'plumber' });
    const uninsured = await approved({ trade: 'plumber' }, { insured: false });
    const roofer = await approved({ trade: 'roofer' });
    const before = await jobCount();

    for (const invite of [pending.id, uninsured.id, '0b9a8e4e-1c7a-4f6e-9a51-8d3f2b1c0a99']) {
      const res = await post(client.token, jobInput({ invite }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVITEE_UNAVAILABLE');
    }
    const mismatch = await post(client.token, jobInput({ invite: roofer.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([expect.objectContaining({ field: 'workType' })]);
    expect((await post(client.token, jobInput({ invite: 'not-an-id' }))).statusCode).toBe(400);
    expect(await jobCount()).toBe(before);
  });
});
