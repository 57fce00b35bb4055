/**
 * What a tradesperson is told about their quotations: the outcome of each (GET /api/applied-jobs),
 * the client's contact details once hired and never before, withdrawing a pending quotation
 * (POST /api/quotations/:id/withdraw), and whether a job can be quoted on before the form is shown
 * (GET /api/apply-job/:jobId).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ClientRegisterInput, TradespersonRegisterInput } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

/** A client's job in Manchester (M3) with `count` quotations from approved plumbers covering M. */
async function jobWithQuotes(count: number, client?: Partial<ClientRegisterInput>) {
  const owner = await createClient(ctx.app, client);
  const job = await createJob(ctx.app, owner.token);
  const people = [];
  const quotes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await approvedTradesperson({ businessName: `Plumbing ${i} Ltd` });
    const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: `Quote ${i}` });
    expect(res.statusCode).toBe(201);
    people.push(person);
    quotes.push(res.json().quotation._id as string);
  }
  return { client: owner, job, people, quotes };
}

const applied = async (token: string) => (await inject('GET', '/api/applied-jobs', token)).json<Application[]>();

const jobRow = (id: string) =>
  ctx.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const quotationRows = (jobId: string) =>
  ctx.database.db.selectFrom('quotations').selectAll().where('jobId', '=', jobId).execute();

describe(`the outcome of each quotation (${dialectName()})`, () => {
  it('tells pending, hired, completed, not chosen and cancelled apart, keeping status and isAccepted', async () => {
    const hiredJob = await jobWithQuotes(2);
    const [winner, loser] = hiredJob.people;
    const pending = await applied(winner!.token);
    expect(pending[0]).toMatchObject({ status: 'pending', isAccepted: false, outcome: 'pending' });

    await inject('POST', `/api/accept-quotation/${hiredJob.job._id}/${hiredJob.quotes[0]}`, hiredJob.client.token);
    expect((await applied(winner!.token))[0]).toMatchObject({ status: 'accepted', isAccepted: true, outcome: 'hired' });
    expect((await applied(loser!.token))[0]).toMatchObject({ status: 'declined', outcome: 'not_chosen' });

    await inject('POST', `/api/jobs/${hiredJob.job._id}/complete`, hiredJob.client.token);
    expect((await applied(winner!.token))[0]).toMatchObject({
      status: 'accepted',
      isAccepted: true,
      outcome: 'completed',
    });
    expect((await applied(loser!.token))[0]).toMatchObject({ status: 'declined', outcome: 'not_chosen' });

    const cancelled = await jobWithQuotes(1);
    await inject('POST', `/api/jobs/${cancelled.job._id}/cancel`, cancelled.client.token);
    expect((await applied(cancelled.people[0]!.token))[0]).toMatchObject({
      status: 'declined',
      isAccepted: false,
      outcome: 'cancelled',
    });
  });
});

describe(`the client's contact details (${dialectName()})`, () => {
  const client = { name: 'Priya Natarajan', phoneNumber: '+447400123456' };

  it('reach the hired tradesperson only: name, phone, email and address, kept once completed', async () => {
    const { job, people, quotes, client: owner } = await jobWithQuotes(2, client);
    for (const person of people) {
      const res = await inject('GET', '/api/applied-jobs', person.token);
      expect(res.body).not.toContain(client.name);
      expect(res.body).not.toContain(client.phoneNumber);
      expect(res.body).not.toContain('22 Deansgate');
      expect(res.json()[0].jobId).not.toHaveProperty('client');
    }

    await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, owner.token);
    const hired = (await applied(people[0]!.token))[0]!;
    expect(hired.jobId).toMatchObject({
      client: { name: client.name, contactNumber: client.phoneNumber },
      contactEmail: 'owner@example.com',
      address: { street: '22 Deansgate', city: 'Manchester', postcode: 'M3 4LQ' },
    });
    const declined = await inject('GET', '/api/applied-jobs', people[1]!.token);
    expect(declined.body).not.toContain(client.name);
    expect(declined.body).not.toContain(client.phoneNumber);

    await inject('POST', `/api/jobs/${job._id}/complete`, owner.token);
    expect((await applied(people[0]!.token))[0]!.jobId.client).toEqual({
      name: client.name,
      contactNumber: client.phoneNumber,
    });
  });

  it('are not shown for a client who has deleted their account', async () => {
    const { job, people, quotes, client: owner } = await jobWithQuotes(1, client);
    await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, owner.token);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(owner.token),
      payload: { password: owner.password },
    });
    expect(gone.statusCode).toBe(200);
    const res = await inject('GET', '/api/applied-jobs', people[0]!.token);
    expect(res.json()[0].jobId).not.toHaveProperty('client');
    expect(res.body).not.toContain(client.phoneNumber);
  });
});

describe(`withdrawing a quotation (${dialectName()})`, () => {
  it('removes it from the client’s job, frees its place and tells the client in their language', async () => {
    const { people, quotes, client } = await jobWithQuotes(2, { language: 'fr' });
    const res = await inject('POST', `/api/quotations/${quotes[0]}/withdraw`, people[0]!.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your quotation has been withdrawn.' });

    const seen = (await inject('GET', '/api/jobs', client.token)).json()[0];
    expect(seen.quotations.map((q: { _id: string }) => q._id)).toEqual([quotes[1]]);
    expect(seen.quotationCount).toBe(1);
    // Their own list still shows it, as withdrawn, with what it said.
    expect(await applied(people[0]!.token)).toEqual([
      expect.objectContaining({
        _id: quotes[0],
        conversationId: expect.any(String),
        quotationText: 'Quote 0',
        status: 'withdrawn',
        outcome: 'withdrawn',
        isAccepted: false,
        withdrawnAt: expect.any(String),
      }),
    ]);

    const mail = await ctx.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', client.email)
      .where('kind', '=', 'quotationWithdrawn')
      .executeTakeFirstOrThrow();
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Plumbing 0 Ltd a retiré son devis');
    expect(mail.textBody).toContain('Il vous reste 1 devis');
  });

  it('keeps the one who withdrew from quoting on that job again, so the client is emailed once', async () => {
    const { job, people, quotes, client } = await jobWithQuotes(1);
    expect((await inject('POST', `/api/quotations/${quotes[0]}/withdraw`, people[0]!.token)).statusCode).toBe(200);

    const check = await inject('GET', `/api/apply-job/${job._id}`, people[0]!.token);
    expect(check.statusCode).toBe(409);
    expect(check.json().code).toBe('QUOTATION_WITHDRAWN');
    const again = await inject('POST', `/api/apply-job/${job._id}`, people[0]!.token, { quotation: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'QUOTATION_WITHDRAWN',
      message: 'You withdrew your quotation for this job, so you cannot quote on it again.',
    });
    expect(await quotationRows(job._id)).toEqual([]);
    expect((await jobRow(job._id)).quotationCount).toBe(0);
    // Their list of matching jobs marks it, so it offers no Apply.
    const matching = (await inject('GET', '/api/matching-jobs?page=1&limit=10', people[0]!.token)).json();
    expect(matching.jobs.find((j: { _id: string }) => j._id === job._id)).toMatchObject({
      withdrawn: true,
      quoted: false,
    });
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', client.email)
      .where('kind', '=', 'quotationWithdrawn')
      .execute();
    expect(mails).toHaveLength(1);

    // Someone else may still take the place.
    const other = await approvedTradesperson();
    expect((await inject('POST', `/api/apply-job/${job._id}`, other.token, { quotation: 'Mine' })).statusCode).toBe(
      201,
    );
  });

  it('frees a place on a full job for another tradesperson', async () => {
    const { job, people, quotes } = await jobWithQuotes(5);
    const latecomer = await approvedTradesperson();
    const full = await inject('POST', `/api/apply-job/${job._id}`, latecomer.token, { quotation: 'Me too' });
    expect(full.json().code).toBe('JOB_FULL');
    expect((await inject('POST', `/api/quotations/${quotes[2]}/withdraw`, people[2]!.token)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/apply-job/${job._id}`, latecomer.token, { quotation: 'Me too' })).statusCode,
    ).toBe(201);
    expect((await jobRow(job._id)).quotationCount).toBe(5);
  });

  it('refuses another’s quotation, unknown and malformed ids and other roles, changing nothing', async () => {
    const { job, people, quotes, client } = await jobWithQuotes(2);
    const before = await quotationRows(job._id);
    const stranger = await approvedTradesperson();
    for (const [token, id, status] of [
      [people[1]!.token, quotes[0], 404],
      [stranger.token, quotes[0], 404],
      [people[0]!.token, '00000000-0000-4000-8000-000000000000', 404],
      [people[0]!.token, 'nope', 400],
      [client.token, quotes[0], 403],
      [undefined, quotes[0], 401],
    ] as const) {
      const res = await inject('POST', `/api/quotations/${id}/withdraw`, token);
      expect(res.statusCode, `${id} ${status}`).toBe(status);
      expect(res.body).not.toContain('Quote 0');
    }
    expect(await quotationRows(job._id)).toEqual(before);
    expect((await jobRow(job._id)).quotationCount).toBe(2);
  });

  it('refuses once the client has decided: hired (either quotation) or cancelled', async () => {
    const hired = await jobWithQuotes(2);
    await inject('POST', `/api/accept-quotation/${hired.job._id}/${hired.quotes[0]}`, hired.client.token);
    for (const [index, person] of hired.people.entries()) {
      const res = await inject('POST', `/api/quotations/${hired.quotes[index]}/withdraw`, person.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('JOB_NOT_OPEN');
    }
    expect((await quotationRows(hired.job._id)).map((q) => q.status).sort()).toEqual(['accepted', 'declined']);

    const cancelled = await jobWithQuotes(1);
    await inject('POST', `/api/jobs/${cancelled.job._id}/cancel`, cancelled.client.token);
    const res = await inject('POST', `/api/quotations/${cancelled.quotes[0]}/withdraw`, cancelled.people[0]!.token);
    expect(res.statusCode).toBe(409);
    expect(await quotationRows(cancelled.job._id)).toHaveLength(1);
  });

  it('counts one withdrawal when the same one is sent twice at once', async () => {
    const { job, people, quotes } = await jobWithQuotes(3);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => inject('POST', `/api/quotations/${quotes[1]}/withdraw`, people[1]!.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    expect((await jobRow(job._id)).quotationCount).toBe(2);
    expect(await quotationRows(job._id)).toHaveLength(2);
  });

  it('never hires a withdrawn quotation: of a withdrawal and an accept sent together, one wins whole', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { job, people, quotes, client } = await jobWithQuotes(2);
      const [withdrawal, accept] = await Promise.all([
        inject('POST', `/api/quotations/${quotes[0]}/withdraw`, people[0]!.token),
        inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token),
      ]);
      const row = await jobRow(job._id);
      const rows = await quotationRows(job._id);
      if (withdrawal.statusCode === 200) {
        expect(accept.statusCode).toBe(404);
        expect(accept.json().code).toBe('QUOTATION_NOT_FOUND');
        expect(row).toMatchObject({ status: 'open', acceptedQuotationId: null, quotationCount: 1 });
        expect(rows.map((q) => [q.id, q.status])).toEqual([[quotes[1], 'pending']]);
      } else {
        expect(withdrawal.statusCode).toBe(409);
        expect(accept.statusCode).toBe(200);
        expect(row).toMatchObject({ status: 'hired', acceptedQuotationId: quotes[0], quotationCount: 2 });
        expect(rows.find((q) => q.id === quotes[0])?.status).toBe('accepted');
      }
    }
  });
});

describe(`may I quote on this job? (${dialectName()})`, () => {
  it('answers the job without its street or contact email, and whether I already quoted', async () => {
    const { job, people } = await jobWithQuotes(1);
    const other = await approvedTradesperson();
    const res = await inject('GET', `/api/apply-job/${job._id}`, other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: job._id,
      workType: 'plumber',
      address: { city: 'Manchester', postcode: 'M3' },
      quoted: false,
      quotationCount: 1,
    });
    expect(res.body).not.toContain('Deansgate');
    expect(res.body).not.toContain('owner@example.com');
    expect((await inject('GET', `/api/apply-job/${job._id}`, people[0]!.token)).json().quoted).toBe(true);
  });

  it('says why not: unknown, no longer open, full, awaiting approval, another trade or area', async () => {
    const person = await approvedTradesperson();
    const unknown = await inject('GET', '/api/apply-job/00000000-0000-4000-8000-000000000000', person.token);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);

    const cancelled = await jobWithQuotes(0);
    await inject('POST', `/api/jobs/${cancelled.job._id}/cancel`, cancelled.client.token);
    const closed = await inject('GET', `/api/apply-job/${cancelled.job._id}`, person.token);
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'JOB_NOT_OPEN']);

    const crowded = await jobWithQuotes(5);
    const full = await inject('GET', `/api/apply-job/${crowded.job._id}`, person.token);
    expect([full.statusCode, full.json().code]).toEqual([409, 'JOB_FULL']);
    // One of the five still sees the job, as quoted.
    expect((await inject('GET', `/api/apply-job/${crowded.job._id}`, crowded.people[0]!.token)).json().quoted).toBe(
      true,
    );

    const open = await jobWithQuotes(0);
    const pending = await createTradesperson(ctx.app);
    const waiting = await inject('GET', `/api/apply-job/${open.job._id}`, pending.token);
    expect([waiting.statusCode, waiting.json().code]).toEqual([403, 'APPROVAL_PENDING']);
    expect(waiting.body).not.toContain('Leaking');
    const electrician = await approvedTradesperson({ trade: 'electrician' });
    expect((await inject('GET', `/api/apply-job/${open.job._id}`, electrician.token)).json().code).toBe(
      'TRADE_MISMATCH',
    );
    const faraway = await approvedTradesperson({ postcode: 'SW11 5RW' });
    expect((await inject('GET', `/api/apply-job/${open.job._id}`, faraway.token)).json().code).toBe('OUTSIDE_COVERAGE');
    expect((await inject('GET', `/api/apply-job/${open.job._id}`, open.client.token)).statusCode).toBe(403);
  });
});
