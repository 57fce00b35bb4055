import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A client with two open jobs, one hired, one completed and one cancelled; another client's job. */
async function clientWithEveryStatus() {
  const client = await createClient(ctx.app);
  const plumber = await createTradesperson(ctx.app);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', plumber.id).execute();
  const job = (jobDescription: string) => createJob(ctx.app, client.token, { jobDescription });
  const hire = async (jobId: string) => {
    const quote = (await post(`/api/apply-job/${jobId}`, plumber.token, { quotation: 'Yes' })).json().quotation._id;
    expect((await post(`/api/accept-quotation/${jobId}/${quote}`, client.token)).statusCode).toBe(200);
  };
  const ids = {
    cancelled: (await job('Cancelled job'))._id,
    completed: (await job('Completed job'))._id,
    hired: (await job('Hired job'))._id,
    openOlder: (await job('Older open job'))._id,
    openNewer: (await job('Newer open job'))._id,
  };
  // Posted within one millisecond they would tie: the older one is dated a day earlier.
  const dayBefore = new Date(Date.now() - 86_400_000).toISOString();
  await ctx.database.db.updateTable('jobs').set({ createdAt: dayBefore }).where('id', '=', ids.openOlder).execute();
  await post(`/api/jobs/${ids.cancelled}/cancel`, client.token);
  await hire(ids.completed);
  await post(`/api/jobs/${ids.completed}/complete`, client.token);
  await hire(ids.hired);
  const other = await createClient(ctx.app);
  await createJob(ctx.app, other.token);
  return { client, plumber, ids };
}

describe(`the client's jobs by status (${dialectName()})`, () => {
  it('counts the signed-in client’s own jobs in each status', async () => {
    const { client } = await clientWithEveryStatus();
    const res = await get('/api/jobs/counts', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: 2, hired: 1, completed: 1, cancelled: 1 });
    const newcomer = await createClient(ctx.app);
    expect((await get('/api/jobs/counts', newcomer.token)).json()).toEqual({
      open: 0,
      hired: 0,
      completed: 0,
      cancelled: 0,
    });
  });

  it('lists one status at a time, newest first and paged, with its total', async () => {
    const { client, ids } = await clientWithEveryStatus();
    const open = await get(`/api/jobs?email=${encodeURIComponent(client.email)}&status=open&limit=1`, client.token);
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-total-count']).toBe('2');
    expect(open.json().map((job: { _id: string }) => job._id)).toEqual([ids.openNewer]);
    const second = await get('/api/jobs?status=open&limit=1&page=2', client.token);
    expect(second.json().map((job: { _id: string }) => job._id)).toEqual([ids.openOlder]);
    for (const status of ['hired', 'completed', 'cancelled'] as const) {
      const res = await get(`/api/jobs?status=${status}`, client.token);
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.json()).toEqual([expect.objectContaining({ _id: ids[status], status })]);
    }
    // Without a status: every job, as before.
    expect((await get('/api/jobs', client.token)).headers['x-total-count']).toBe('5');
  });

  it('refuses an unknown status, and anyone but a client', async () => {
    const { client, plumber } = await clientWithEveryStatus();
    const bad = await get('/api/jobs?status=archived', client.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'status', code: 'validation.invalidStatus' });
    expect((await get('/api/jobs/counts', plumber.token)).statusCode).toBe(403);
    const nobody = await get('/api/jobs/counts');
    expect(nobody.statusCode).toBe(401);
    expect(Object.keys(nobody.json()).sort()).toEqual(['code', 'error', 'message']);
  });
});
