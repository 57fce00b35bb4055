import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';
import { newId, nowIso } from '../../lib/ids.js';
import { insertQuotation } from './quotation-repository.js';
import { raiseQuotationCount } from './repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const ORIGINAL = 'Leaking kitchen tap needs replacing.';
const EDITED = 'Leaking kitchen tap and the bathroom basin tap both need replacing.';

const edit = (jobId: string, token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/jobs/${jobId}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const apply = (jobId: string, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/apply-job/${jobId}`,
    headers: bearer(token),
    payload: { quotation: 'I can fit both taps on Friday.' },
  });

const storedDescription = async (jobId: string) =>
  (await ctx.database.db.selectFrom('jobs').select('jobDescription').where('id', '=', jobId).executeTakeFirstOrThrow())
    .jobDescription;

/** A plumber covering Manchester (the factories' jobs are in M3), approved to quote. */
async function approvedPlumber() {
  const person = await createTradesperson(ctx.app);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

describe(`editing a job's description (${dialectName()})`, () => {
  it('lets the owner rewrite an open job nobody has quoted on; tradespeople then read the new words', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const res = await edit(job._id, client.token, { jobDescription: `  ${EDITED}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: job._id, jobDescription: EDITED, status: 'open', quotations: [] });

    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(client.token) })).json();
    expect(listed[0].jobDescription).toBe(EDITED);
    const plumber = await approvedPlumber();
    const matching = (
      await ctx.app.inject({ method: 'GET', url: '/api/matching-jobs', headers: bearer(plumber.token) })
    ).json();
    expect(matching.jobs.find((j: { _id: string }) => j._id === job._id).jobDescription).toBe(EDITED);
  });

  it.each([
    ['a blank description', { jobDescription: '   ' }, 'jobPostForm.jobDescriptionRequired'],
    ['a 301-character description', { jobDescription: 'x'.repeat(301) }, 'jobPostForm.jobDescriptionMaxLength'],
    ['no description', {}, 'jobPostForm.jobDescriptionRequired'],
    ['a description of the wrong type', { jobDescription: 42 }, 'jobPostForm.jobDescriptionRequired'],
  ])('refuses %s as posting does, changing nothing', async (_label, payload, code) => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const res = await edit(job._id, client.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'jobDescription', code })]);
    expect(await storedDescription(job._id)).toBe(ORIGINAL);
  });

  it('accepts exactly 300 characters and refuses any other field', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const extra = await edit(job._id, client.token, { jobDescription: EDITED, status: 'completed' });
    expect(extra.statusCode).toBe(400);
    expect(await storedDescription(job._id)).toBe(ORIGINAL);
    expect((await edit(job._id, client.token, { jobDescription: 'y'.repeat(300) })).statusCode).toBe(200);
  });

  it("refuses another client's job, a tradesperson, nobody, unknown and malformed ids, without data", async () => {
    const owner = await createClient(ctx.app);
    const job = await createJob(ctx.app, owner.token);
    const stranger = await createClient(ctx.app);
    const plumber = await approvedPlumber();
    const body = { jobDescription: EDITED };
    const answers = [
      [await edit(job._id, stranger.token, body), 403],
      [await edit(job._id, plumber.token, body), 403],
      [await edit(job._id, undefined, body), 401],
      [await edit('00000000-0000-4000-8000-000000000000', owner.token, body), 404],
      [await edit('not-an-id', owner.token, body), 400],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json()).sort()).toEqual(
        status === 400 ? ['code', 'details', 'error', 'message'] : ['code', 'error', 'message'],
      );
      expect(res.body).not.toContain(ORIGINAL);
    }
    expect(await storedDescription(job._id)).toBe(ORIGINAL);
  });

  it('refuses with 409 once a tradesperson has quoted, and on a job no longer open', async () => {
    const client = await createClient(ctx.app);
    const quoted = await createJob(ctx.app, client.token);
    expect((await apply(quoted._id, (await approvedPlumber()).token)).statusCode).toBe(201);
    const refused = await edit(quoted._id, client.token, { jobDescription: EDITED });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'JOB_HAS_QUOTATIONS',
      message:
        'A tradesperson has already quoted on this job, so its description can no longer be changed. If the work has changed, cancel the job and post a new one.',
    });
    expect(await storedDescription(quoted._id)).toBe(ORIGINAL);

    const cancelled = await createJob(ctx.app, client.token);
    await ctx.app.inject({ method: 'POST', url: `/api/jobs/${cancelled._id}/cancel`, headers: bearer(client.token) });
    const closed = await edit(cancelled._id, client.token, { jobDescription: EDITED });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('JOB_NOT_OPEN');
    expect(await storedDescription(cancelled._id)).toBe(ORIGINAL);
  });

  it('never changes a description a quotation already answers, when the two arrive together', async () => {
    const client = await createClient(ctx.app);
    const plumber = await approvedPlumber();
    const jobs = await Promise.all(Array.from({ length: 6 }, () => createJob(ctx.app, client.token)));
    const results = await Promise.all(
      jobs.map((job) =>
        Promise.all([edit(job._id, client.token, { jobDescription: EDITED }), apply(job._id, plumber.token)]),
      ),
    );
    for (const [index, [edited, quoted]] of results.entries()) {
      expect(quoted.statusCode).toBe(201);
      if (edited.statusCode === 200) expect(await storedDescription(jobs[index]!._id)).toBe(EDITED);
      else {
        expect(edited.statusCode).toBe(409);
        expect(edited.json().code).toBe('JOB_HAS_QUOTATIONS');
        expect(await storedDescription(jobs[index]!._id)).toBe(ORIGINAL);
      }
    }
  });

  it('waits for a quotation being saved, then refuses the edit', async () => {
    const client = await createClient(ctx.app);
    const plumber = await approvedPlumber();
    const job = await createJob(ctx.app, client.token);
    let editing: ReturnType<typeof edit> | undefined;
    // A quotation in flight: the job's count is raised, the transaction not yet committed.
    await ctx.database.db.transaction().execute(async (trx) => {
      const now = nowIso();
      expect(await raiseQuotationCount(trx, job._id, 5, now)).toBe(true);
      editing = edit(job._id, client.token, { jobDescription: EDITED });
      await editWaitsForTheRow();
      await insertQuotation(trx, {
        id: newId(),
        jobId: job._id,
        tradespersonId: plumber.id,
        quotationText: 'I can fit it tomorrow.',
        pricePence: null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
    });
    const res = await editing!;
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('JOB_HAS_QUOTATIONS');
    expect(await storedDescription(job._id)).toBe(ORIGINAL);
  });
});

/**
 * On PostgreSQL, returns once the edit's update waits for the row lock the quotation holds. On
 * SQLite the one connection is the lock: the edit cannot run before the transaction ends.
 */
async function editWaitsForTheRow() {
  if (dialectName() !== 'postgres') return;
  await expect
    .poll(
      async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike 'update "jobs" set "job_description"%'`.execute(
          ctx.database.db,
        );
        return rows[0]?.n ?? 0;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
}
