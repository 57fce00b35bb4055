import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import type { TradespersonRegisterInput } from '@tradewise/shared';
import { bearer, createClient, createJob, createTradesperson, jobInput } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

/** Rows created within one millisecond would tie on createdAt; tests that check order wait a little. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

const jobCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const quotationCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('quotations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`posting a job (${dialectName()})`, () => {
  it('stores the job for the signed-in client with a normalised postcode', async () => {
    const client = await createClient(ctx.app);
    const res = await inject(
      'POST',
      '/api/post-job',
      client.token,
      jobInput({ address: { street: '1 King St', city: 'Manchester', postcode: 'm25ab' } }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      workType: 'plumber',
      status: 'open',
      address: { postcode: 'M2 5AB' },
      quotations: [],
      acceptedQuotation: null,
    });
    const row = await ctx.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      clientId: client.id,
      postcodeArea: 'M',
      postcodeOutward: 'M2',
      postcodeDistrict: 'M2',
    });
  });

  it.each([
    ['workType', { workType: undefined }, 'workType', 'jobPostForm.workTypeRequired'],
    ['an unknown workType', { workType: 'wizard' }, 'workType', 'jobPostForm.workTypeRequired'],
    ['serviceTime', { serviceTime: '' }, 'serviceTime', 'jobPostForm.serviceTimeRequired'],
    ['propertyType', { propertyType: 'castle' }, 'propertyType', 'jobPostForm.propertyTypeRequired'],
    [
      'a blank street',
      { address: { street: ' ', city: 'Leeds', postcode: 'LS1 6HD' } },
      'address.street',
      'jobPostForm.addressRequired',
    ],
    ['no address', { address: undefined }, 'address', 'jobPostForm.addressRequired'],
    [
      'a bad postcode',
      { address: { street: '1 A St', city: 'Leeds', postcode: 'LS1' } },
      'address.postcode',
      'signupPage.validation.postcodeInvalid',
    ],
    ['a blank email', { email: '' }, 'email', 'jobPostForm.email'],
    ['a malformed email', { email: 'nope' }, 'email', 'signupPage.validation.emailInvalid'],
    ['a blank description', { jobDescription: '   ' }, 'jobDescription', 'jobPostForm.jobDescriptionRequired'],
    [
      'a 301-character description',
      { jobDescription: 'x'.repeat(301) },
      'jobDescription',
      'jobPostForm.jobDescriptionMaxLength',
    ],
    ['a description of the wrong type', { jobDescription: 42 }, 'jobDescription', 'jobPostForm.jobDescriptionRequired'],
  ])('refuses %s and stores nothing', async (_label, overrides, field, code) => {
    const client = await createClient(ctx.app);
    const before = await jobCount();
    const res = await inject('POST', '/api/post-job', client.token, { ...jobInput(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await jobCount()).toBe(before);
  });

  it('takes a 300-character description and keeps HTML as literal text', async () => {
    const client = await createClient(ctx.app);
    const description = `<img src=x onerror=alert(1)>${'y'.repeat(272)}`;
    expect(description).toHaveLength(300);
    const res = await inject('POST', '/api/post-job', client.token, jobInput({ jobDescription: description }));
    expect(res.statusCode).toBe(201);
    expect(res.json().jobDescription).toBe(description);
  });

  it('needs a client token: 401 without one, 403 for a tradesperson or administrator', async () => {
    const before = await jobCount();
    expect((await inject('POST', '/api/post-job', undefined, jobInput())).statusCode).toBe(401);
    const person = await createTradesperson(ctx.app);
    expect((await inject('POST', '/api/post-job', person.token, jobInput())).statusCode).toBe(403);
    expect(await jobCount()).toBe(before);
  });
});

describe(`a client's jobs (${dialectName()})`, () => {
  it("answers only the signed-in client's jobs and refuses another email", async () => {
    const alice = await createClient(ctx.app);
    const bob = await createClient(ctx.app);
    const job = await createJob(ctx.app, alice.token);
    await createJob(ctx.app, bob.token);

    const mine = await inject('GET', `/api/jobs?email=${encodeURIComponent(alice.email.toUpperCase())}`, alice.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((j: { _id: string }) => j._id)).toEqual([job._id]);
    expect((await inject('GET', '/api/jobs', alice.token)).json()).toHaveLength(1);

    const spying = await inject('GET', `/api/jobs?email=${encodeURIComponent(alice.email)}`, bob.token);
    expect(spying.statusCode).toBe(403);
    expect(spying.body).not.toContain(job._id);
    expect((await inject('GET', '/api/jobs')).statusCode).toBe(401);
  });

  it('pages a client with many jobs, newest first, with the total in X-Total-Count', async () => {
    const client = await createClient(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await tick();
      ids.push((await createJob(ctx.app, client.token))._id);
    }
    const first = await inject('GET', '/api/jobs?limit=2', client.token);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((j: { _id: string }) => j._id)).toEqual([ids[2], ids[1]]);
    const second = await inject('GET', '/api/jobs?limit=2&page=2', client.token);
    expect(second.json().map((j: { _id: string }) => j._id)).toEqual([ids[0]]);
    expect((await inject('GET', '/api/jobs?limit=101', client.token)).statusCode).toBe(400);
  });
});

describe(`matching jobs (${dialectName()})`, () => {
  it('lists open jobs of my trade in my areas, newest first, ten a page, without the street', async () => {
    const client = await createClient(ctx.app);
    const plumber = await approvedTradesperson({ trade: 'glazier', postcode: 'BS1 5NT' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await tick();
      ids.push(
        (
          await createJob(ctx.app, client.token, {
            workType: 'glazier',
            address: { street: `${i} Park St`, city: 'Bristol', postcode: 'BS1 5NT' },
          })
        )._id,
      );
    }
    await createJob(ctx.app, client.token, {
      workType: 'glazier',
      address: { street: '1 A St', city: 'Leeds', postcode: 'LS1 6HD' },
    });
    await createJob(ctx.app, client.token, {
      workType: 'roofer',
      address: { street: '1 B St', city: 'Bristol', postcode: 'BS1 5NT' },
    });

    const first = await inject('GET', '/api/matching-jobs?page=1&limit=10', plumber.token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ currentPage: 1, totalPages: 2, total: 12 });
    expect(page1.jobs).toHaveLength(10);
    expect(page1.jobs[0]._id).toBe(ids[11]);
    expect(page1.jobs[0].address).toEqual({ city: 'Bristol', postcode: 'BS1' });
    expect(page1.jobs[0]).not.toHaveProperty('contactEmail');
    expect(first.body).not.toContain('Park St');

    const page2 = (await inject('GET', '/api/matching-jobs?page=2&limit=10', plumber.token)).json();
    expect(page2.jobs.map((j: { _id: string }) => j._id)).toEqual([ids[1], ids[0]]);
    expect((await inject('GET', '/api/matching-jobs', plumber.token)).json().jobs).toHaveLength(10);
  });

  it('answers a repeated ask of either list as the data stands: a new job, a quotation, a hire show at once', async () => {
    const client = await createClient(ctx.app);
    const person = await approvedTradesperson({ trade: 'roofer', postcode: 'EX1 1AA' });
    const matching = async () =>
      (await inject('GET', '/api/matching-jobs', person.token)).json<{
        total: number;
        jobs: { _id: string; quoted: boolean }[];
      }>();
    const clientList = async () =>
      (await inject('GET', '/api/jobs', client.token)).json<{ _id: string; status: string; quotations: unknown[] }[]>();
    expect((await matching()).total).toBe(0);
    expect(await clientList()).toEqual([]);

    const job = await createJob(ctx.app, client.token, {
      workType: 'roofer',
      address: { street: '2 High St', city: 'Exeter', postcode: 'EX1 1AA' },
    });
    expect((await matching()).jobs.map((j) => [j._id, j.quoted])).toEqual([[job._id, false]]);
    expect((await clientList()).map((j) => j.quotations.length)).toEqual([0]);

    const sent = await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Next week.' });
    expect(sent.statusCode).toBe(201);
    expect((await matching()).jobs.map((j) => [j._id, j.quoted])).toEqual([[job._id, true]]);
    const quoted = await clientList();
    expect(quoted.map((j) => j.quotations.length)).toEqual([1]);

    const quotationId = sent.json<{ quotation: { _id: string } }>().quotation._id;
    expect((await inject('POST', `/api/accept-quotation/${job._id}/${quotationId}`, client.token)).statusCode).toBe(
      200,
    );
    expect((await clientList()).map((j) => j.status)).toEqual(['hired']);
    expect((await matching()).total).toBe(0);
  });

  it('refuses malformed paging and other roles', async () => {
    const person = await approvedTradesperson();
    for (const query of ['page=0', 'page=abc', 'limit=500', 'page=1.5']) {
      const res = await inject('GET', `/api/matching-jobs?${query}`, person.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].code).toBe('validation.invalidPage');
    }
    const client = await createClient(ctx.app);
    expect((await inject('GET', '/api/matching-jobs', client.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/matching-jobs')).statusCode).toBe(401);
  });

  it('follows the coverage the tradesperson sets: areas and districts, validated', async () => {
    const client = await createClient(ctx.app);
    const person = await approvedTradesperson({ trade: 'welder', postcode: 'M1 5QA' });
    expect((await inject('GET', '/api/coverage', person.token)).json()).toMatchObject({ coverage: ['M'] });
    const job = await createJob(ctx.app, client.token, {
      workType: 'welder',
      address: { street: '1 Rd', city: 'London', postcode: 'SW1A 1AA' },
    });
    expect((await inject('GET', '/api/matching-jobs', person.token)).json().total).toBe(0);

    const bad = await inject('PUT', '/api/coverage', person.token, { coverage: ['SW', 'not a code'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'coverage.1', code: 'coverage.invalid' });
    expect((await inject('PUT', '/api/coverage', person.token, { coverage: [] })).statusCode).toBe(400);
    expect((await inject('GET', '/api/coverage', person.token)).json()).toMatchObject({ coverage: ['M'] });

    const saved = await inject('PUT', '/api/coverage', person.token, { coverage: ['sw1a', 'M', 'sw1a'] });
    expect(saved.json()).toMatchObject({ coverage: ['SW1A', 'M'] });
    expect(
      (await inject('GET', '/api/matching-jobs', person.token)).json().jobs.map((j: { _id: string }) => j._id),
    ).toEqual([job._id]);

    await inject('PUT', '/api/coverage', person.token, { coverage: ['SW'] });
    expect((await inject('GET', '/api/matching-jobs', person.token)).json().total).toBe(1);
  });
});

describe(`quoting (${dialectName()})`, () => {
  it('takes one quotation per approved tradesperson of the trade and area, with an optional price', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const person = await approvedTradesperson();
    const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, {
      quotation: 'I can do it tomorrow.',
      price: 120.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().quotation).toMatchObject({
      quotationText: 'I can do it tomorrow.',
      price: 120.5,
      status: 'pending',
    });

    const again = await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_QUOTED');

    const listed = (await inject('GET', '/api/matching-jobs', person.token)).json().jobs;
    expect(listed.find((j: { _id: string }) => j._id === job._id).quoted).toBe(true);
  });

  it.each([
    ['a pending tradesperson', 'pending', {}, 403, 'APPROVAL_PENDING'],
    ['another trade', 'approved', { trade: 'electrician' }, 403, 'TRADE_MISMATCH'],
    ['another area', 'approved', { postcode: 'SW11 5RW' }, 403, 'OUTSIDE_COVERAGE'],
    ['a suspended tradesperson', 'suspended', {}, 403, 'ACCOUNT_SUSPENDED'],
  ] as const)('refuses %s', async (_label, status, overrides, code, errorCode) => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const person = await createTradesperson(ctx.app, overrides);
    await ctx.database.db.updateTable('tradespeople').set({ status }).where('id', '=', person.id).execute();
    const before = await quotationCount();
    const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Hello' });
    expect(res.statusCode).toBe(code);
    expect(res.json().code).toBe(errorCode);
    expect(await quotationCount()).toBe(before);
  });

  it.each([
    ['a negative price', { quotation: 'Hi', price: -5 }, 'applyJob.priceInvalid'],
    ['a huge price', { quotation: 'Hi', price: 1e12 }, 'applyJob.priceInvalid'],
    ['a price that is not a number', { quotation: 'Hi', price: '100' }, 'applyJob.priceInvalid'],
    ['fractions of a penny', { quotation: 'Hi', price: 10.001 }, 'applyJob.priceInvalid'],
    ['an empty quotation', { quotation: '  ' }, 'applyJob.quotationRequired'],
    ['a missing quotation', { price: 10 }, 'applyJob.quotationRequired'],
    ['an extra field', { quotation: 'Hi', status: 'accepted' }, 'signupPage.validation.unknownField'],
  ])('refuses %s', async (_label, body, code) => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const person = await approvedTradesperson();
    const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].code).toBe(code);
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const person = await approvedTradesperson();
    const unknown = await inject('POST', '/api/apply-job/00000000-0000-4000-8000-000000000000', person.token, {
      quotation: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await inject('POST', "/api/apply-job/1'%20OR%201=1", person.token, { quotation: 'Hi' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].code).toBe('validation.invalidId');
  });

  it('caps a job at 5 quotations even when they arrive together, then drops it from matching lists', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const people = await Promise.all(Array.from({ length: 8 }, () => approvedTradesperson()));
    const results = await Promise.all(
      people.map((p) => inject('POST', `/api/apply-job/${job._id}`, p.token, { quotation: 'Me!' })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'JOB_FULL',
      'JOB_FULL',
      'JOB_FULL',
    ]);
    const row = await ctx.database.db
      .selectFrom('jobs')
      .select('quotationCount')
      .where('id', '=', job._id)
      .executeTakeFirstOrThrow();
    expect(row.quotationCount).toBe(5);
    const latecomer = await approvedTradesperson();
    const listed = (await inject('GET', '/api/matching-jobs', latecomer.token)).json().jobs;
    expect(listed.map((j: { _id: string }) => j._id)).not.toContain(job._id);
  });
});

describe(`accepting and finishing (${dialectName()})`, () => {
  async function jobWithQuotes(count: number) {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const people = [];
    const quotes: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const person = await approvedTradesperson();
      people.push(person);
      const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, {
        quotation: `Quote ${i}`,
        ...(i === 0 ? { price: 99.99 } : {}),
      });
      quotes.push(res.json().quotation._id);
    }
    return { client, job, people, quotes };
  }

  it("shows the client each quotation, then on accept only the hired tradesperson's contact details", async () => {
    const { client, job, people, quotes } = await jobWithQuotes(2);
    const before = (await inject('GET', '/api/jobs', client.token)).json()[0];
    expect(before.quotations).toHaveLength(2);
    expect(before.quotations[0]).toMatchObject({
      quotationText: 'Quote 0',
      price: 99.99,
      status: 'pending',
      tradesperson: { name: people[0]!.name, businessName: people[0]!.businessName },
    });
    expect(JSON.stringify(before)).not.toContain(people[0]!.email);

    const res = await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token);
    expect(res.statusCode).toBe(200);
    const after = (await inject('GET', '/api/jobs', client.token)).json()[0];
    expect(after.status).toBe('hired');
    expect(after.acceptedQuotation).toEqual({
      _id: quotes[0],
      quotationText: 'Quote 0',
      price: 99.99,
      tradeperson: {
        name: people[0]!.name,
        email: people[0]!.email,
        contactNumber: people[0]!.contactNumber,
        businessName: people[0]!.businessName,
      },
    });
    expect(after.quotations.map((q: { status: string }) => q.status)).toEqual(['accepted', 'declined']);

    // The hired tradesperson now sees the address and contact email; the other does not.
    const hired = (await inject('GET', '/api/applied-jobs', people[0]!.token)).json();
    expect(hired[0]).toMatchObject({
      isAccepted: true,
      status: 'accepted',
      jobId: { address: { street: '22 Deansgate', postcode: 'M3 4LQ' }, contactEmail: 'owner@example.com' },
    });
    const declined = (await inject('GET', '/api/applied-jobs', people[1]!.token)).json();
    expect(declined[0]).toMatchObject({
      isAccepted: false,
      status: 'declined',
      jobId: { address: { city: 'Manchester', postcode: 'M3' } },
    });
    expect(declined[0].jobId).not.toHaveProperty('contactEmail');
    expect(declined[0].jobId.address).not.toHaveProperty('street');

    const again = await inject('POST', `/api/accept-quotation/${job._id}/${quotes[1]}`, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_NOT_OPEN');
  });

  it('lets exactly one of two racing accepts win', async () => {
    const { client, job, quotes } = await jobWithQuotes(2);
    const results = await Promise.all(
      quotes.map((q) => inject('POST', `/api/accept-quotation/${job._id}/${q}`, client.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const accepted = await ctx.database.db
      .selectFrom('quotations')
      .select('status')
      .where('jobId', '=', job._id)
      .where('status', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(1);
  });

  it("refuses another client's job, a quotation of another job, and unknown ids, changing nothing", async () => {
    const { job, quotes } = await jobWithQuotes(1);
    const other = await jobWithQuotes(1);
    const stranger = await createClient(ctx.app);
    expect((await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, stranger.token)).statusCode).toBe(
      403,
    );
    expect(
      (await inject('POST', `/api/accept-quotation/${job._id}/${other.quotes[0]}`, other.client.token)).statusCode,
    ).toBe(403);
    const mixed = await inject('POST', `/api/accept-quotation/${other.job._id}/${quotes[0]}`, other.client.token);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('QUOTATION_NOT_FOUND');
    expect(
      (await inject('POST', `/api/accept-quotation/00000000-0000-4000-8000-000000000000/${quotes[0]}`, stranger.token))
        .statusCode,
    ).toBe(404);
    expect((await inject('POST', `/api/accept-quotation/abc/${quotes[0]}`, stranger.token)).statusCode).toBe(400);
    expect((await inject('POST', `/api/jobs/${job._id}/cancel`, stranger.token)).statusCode).toBe(403);
    const statuses = await ctx.database.db
      .selectFrom('jobs')
      .select('status')
      .where('id', 'in', [job._id, other.job._id])
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['open', 'open']);
  });

  it('completes a hired job and cancels an open one, each only from the right status', async () => {
    const { client, job, quotes } = await jobWithQuotes(1);
    expect((await inject('POST', `/api/jobs/${job._id}/complete`, client.token)).statusCode).toBe(409);
    await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token);
    expect((await inject('POST', `/api/jobs/${job._id}/cancel`, client.token)).statusCode).toBe(409);
    const done = await inject('POST', `/api/jobs/${job._id}/complete`, client.token);
    expect(done.statusCode).toBe(200);
    expect((await inject('GET', '/api/jobs', client.token)).json()[0].status).toBe('completed');

    const open = await createJob(ctx.app, client.token);
    expect((await inject('POST', `/api/jobs/${open._id}/cancel`, client.token)).statusCode).toBe(200);
    const person = await approvedTradesperson();
    const late = await inject('POST', `/api/apply-job/${open._id}`, person.token, { quotation: 'Hi' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('JOB_NOT_OPEN');
  });

  it('orders applied jobs accepted first, then newest first', async () => {
    const client = await createClient(ctx.app);
    const person = await approvedTradesperson();
    const jobs = [];
    for (let i = 0; i < 3; i += 1) jobs.push(await createJob(ctx.app, client.token, { jobDescription: `Job ${i}` }));
    const quoteIds = [];
    for (const job of jobs) {
      await tick();
      quoteIds.push(
        (await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Hi' })).json().quotation._id,
      );
    }
    await inject('POST', `/api/accept-quotation/${jobs[0]!._id}/${quoteIds[0]}`, client.token);
    const applied = (await inject('GET', '/api/applied-jobs', person.token)).json();
    expect(applied.map((a: { jobId: { jobDescription: string } }) => a.jobId.jobDescription)).toEqual([
      'Job 0',
      'Job 2',
      'Job 1',
    ]);
    expect(applied[0]).toMatchObject({ quotationText: 'Hi', userId: { name: person.name, email: person.email } });
  });
});
