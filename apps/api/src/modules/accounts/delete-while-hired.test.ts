import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

/**
 * Issue 38, "also look at": a client who closes their account while a tradesperson is hired. The
 * job does not stay hired for ever: it is closed (cancelled: nobody can say the work was done), the
 * tradesperson's list says so, and they are told by email. A completed job stays completed.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function hiredJob(client: { token: string }, plumber: { token: string }) {
  const job = await createJob(ctx.app, client.token);
  expect((await call('POST', `/api/apply-job/${job._id}`, plumber.token, { quotation: 'Friday.' })).statusCode).toBe(
    201,
  );
  const [listed] = (await call('GET', '/api/jobs', client.token))
    .json<{ _id: string; quotations: { _id: string }[] }[]>()
    .filter((each) => each._id === job._id);
  const quotationId = listed!.quotations[0]!._id;
  expect((await call('POST', `/api/accept-quotation/${job._id}/${quotationId}`, client.token)).statusCode).toBe(200);
  return job._id;
}

const statusOf = async (jobId: string) =>
  (await ctx.database.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;

describe(`a client closes their account while a tradesperson is hired (${dialectName()})`, () => {
  it('closes the hired job, shows it closed to the tradesperson, and tells them', async () => {
    const plumber = await createTradesperson(ctx.app);
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ status: 'approved' })
      .where('id', '=', plumber.id)
      .execute();
    const client = await createClient(ctx.app);
    const hired = await hiredJob(client, plumber);
    const done = await hiredJob(client, plumber);
    expect((await call('POST', `/api/jobs/${done}/complete`, client.token)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/account', client.token, { password: client.password })).statusCode).toBe(200);

    expect(await statusOf(hired)).toBe('cancelled');
    expect(await statusOf(done)).toBe('completed');
    const applied = (await call('GET', '/api/applied-jobs', plumber.token)).json();
    const list: { jobId: { _id: string }; outcome: string }[] = Array.isArray(applied)
      ? applied
      : (applied.applications ?? applied.jobs);
    expect(list.find((each) => each.jobId._id === hired)?.outcome).toBe('cancelled');
    expect(list.find((each) => each.jobId._id === done)?.outcome).toBe('completed');

    const told = await ctx.database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('recipient', '=', plumber.email)
      .where('kind', '=', 'clientLeft')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('A customer who hired you closed their account');
    expect(told[0]!.textBody).toContain('job in Manchester closed their');
  });
});
