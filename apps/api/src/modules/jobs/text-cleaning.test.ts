import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson, jobRequestInput } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A carriage return, a line feed, a right-to-left override and a zero-width space. */
const HOSTILE = '\r\nBcc: evil@probe.test\u202e\u200b';
const LINE_TRAPS = /[\r\n\u202e\u200b]/;

describe(`a job's and a quotation's words are cleaned like every other text (${dialectName()})`, () => {
  it('keeps no line break, bidi override or invisible character in the street and city; none reach a subject', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token, {
      address: { street: `22 Deansgate${HOSTILE}`, city: `Manchester${HOSTILE}`, postcode: 'M3 4LQ' },
      jobDescription: `Leaking tap.\r\nKitchen\u202e first.\u200b`,
    });
    expect(job.address.street).toBe('22 DeansgateBcc: evil@probe.test');
    expect(job.address.city).toBe('ManchesterBcc: evil@probe.test');
    // A description keeps its paragraphs (as a line feed), nothing else.
    expect(job.jobDescription).toBe('Leaking tap.\nKitchen first.');

    const plumber = await createTradesperson(ctx.app);
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ status: 'approved' })
      .where('id', '=', plumber.id)
      .execute();
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply-job/${job._id}`,
      headers: bearer(plumber.token),
      payload: { quotation: `I can come on Friday.\r\n\u202eCall me.\u200b` },
    });
    expect(applied.statusCode).toBe(201);
    const quotation = await ctx.database.db
      .selectFrom('quotations')
      .select(['id', 'quotationText'])
      .where('jobId', '=', job._id)
      .executeTakeFirstOrThrow();
    expect(quotation.quotationText).toBe('I can come on Friday.\nCall me.');

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/accept-quotation/${job._id}/${quotation.id}`,
      headers: bearer(client.token),
    });
    expect(accepted.statusCode).toBe(200);
    const subjects = await ctx.database.db.selectFrom('outbox').select(['kind', 'subject']).execute();
    expect(subjects.some((row) => row.subject.includes('Manchester'))).toBe(true);
    for (const row of subjects) expect(row.subject, row.kind).not.toMatch(LINE_TRAPS);
  });

  it('cleans a description edited later the same way', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job._id}`,
      headers: bearer(client.token),
      payload: { jobDescription: `New words\r\n\u202eon two lines` },
    });
    expect(res.json().jobDescription).toBe('New words\non two lines');
  });

  it("cleans a home request's street and city, and refuses one that is only invisible characters", async () => {
    const email = 'cleaning@probe.test';
    const request = jobRequestInput(email, {
      address: { street: `1 Test Road${HOSTILE}`, city: `Leeds${HOSTILE}`, postcode: 'LS1 4AP' },
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/job-requests', payload: request });
    expect(res.statusCode).toBe(201);
    const stored = await ctx.database.db
      .selectFrom('jobRequests')
      .select(['street', 'city'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ street: '1 Test RoadBcc: evil@probe.test', city: 'LeedsBcc: evil@probe.test' });

    const blank = jobRequestInput(email, { address: { street: '\u200b\u202e', city: 'Leeds', postcode: 'LS1 4AP' } });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/job-requests', payload: blank });
    expect(refused.statusCode).toBe(400);
  });
});
