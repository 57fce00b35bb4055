import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

/**
 * Issue 38, item 9: before a hire, the contact details a client writes in a job description and a
 * tradesperson in a quotation are hidden from the other side, however they are spelled.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DESCRIPTION = 'Leaking tap. Ring zero seven four zero zero one two three one one one or tom at probe dot test';
const QUOTATION = 'I can fit it Friday. Text me on 0740_0123_111 or jo＠trade.test';
const CONTACT = /probe|trade\.test|0740|seven/;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe(`contact details in jobs and quotations before a hire (${dialectName()})`, () => {
  it('are hidden from the other side until the hire, and never from their author', async () => {
    const plumber = await createTradesperson(ctx.app);
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ status: 'approved' })
      .where('id', '=', plumber.id)
      .execute();
    const alerts = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(plumber.token),
      payload: { newJobs: 'instant' },
    });
    expect(alerts.statusCode).toBe(200);
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token, { jobDescription: DESCRIPTION });

    // The tradesperson's views of the job, and the new-job email.
    const matching = (await get('/api/matching-jobs', plumber.token)).json();
    const listed = matching.jobs.find((each: { _id: string }) => each._id === job._id);
    expect(listed.jobDescription).toContain('•••');
    expect(listed.jobDescription).not.toMatch(CONTACT);
    expect(listed.descriptionMasked).toBe(true);
    const toQuote = (await get(`/api/apply-job/${job._id}`, plumber.token)).json();
    expect(toQuote.jobDescription).not.toMatch(CONTACT);
    const alert = await ctx.database.db
      .selectFrom('outbox')
      .select(['textBody', 'htmlBody'])
      .where('recipient', '=', plumber.email)
      .where('kind', '=', 'newMatchingJob')
      .executeTakeFirstOrThrow();
    expect(alert.textBody).toContain('Leaking tap.');
    expect(`${alert.textBody}${alert.htmlBody}`).not.toMatch(CONTACT);

    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply-job/${job._id}`,
      headers: bearer(plumber.token),
      payload: { quotation: QUOTATION },
    });
    expect(applied.statusCode).toBe(201);

    // The client reads the quotation hidden; each author reads their own words whole.
    const before = (await get('/api/jobs', client.token)).json()[0];
    expect(before.jobDescription).toBe(DESCRIPTION);
    expect(before.quotations[0].quotationText).toContain('I can fit it Friday.');
    expect(before.quotations[0].quotationText).not.toMatch(CONTACT);
    expect(before.quotations[0].masked).toBe(true);
    expect(before.descriptionMasked).toBeUndefined();
    const sent = (await get('/api/applied-jobs', plumber.token)).json();
    const mine = (Array.isArray(sent) ? sent : (sent.applications ?? sent.jobs))[0];
    expect(mine.quotationText).toBe(QUOTATION);
    // Its author is told the client sees it hidden.
    expect(mine.hiddenFromClient).toBe(true);
    expect(mine.jobId.jobDescription).not.toMatch(CONTACT);

    // Hired: both read the other's words whole.
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/accept-quotation/${job._id}/${before.quotations[0]._id}`,
      headers: bearer(client.token),
    });
    expect(accepted.statusCode).toBe(200);
    const after = (await get('/api/jobs', client.token)).json()[0];
    expect(after.quotations[0].quotationText).toBe(QUOTATION);
    expect(after.quotations[0].masked).toBeUndefined();
    const hired = (await get('/api/applied-jobs', plumber.token)).json();
    expect((Array.isArray(hired) ? hired : (hired.applications ?? hired.jobs))[0].jobId.jobDescription).toBe(
      DESCRIPTION,
    );
  });
});
