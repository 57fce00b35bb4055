import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import type { TradespersonRegisterInput, TradespersonStatus } from '@tradewise/shared';
import {
  bearer,
  createClient,
  createJob,
  createTradesperson,
  jobRequestInput,
  markEmailVerified,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function withStatus(status: TradespersonStatus, overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status }).where('id', '=', person.id).execute();
  return person;
}

describe(`directory (${dialectName()})`, () => {
  it('lists approved tradespeople only, filtered by trade text and location, without internal fields', async () => {
    const gas = await withStatus('approved', {
      trade: 'gas_engineer',
      postcode: 'SW11 5RW',
      businessName: 'Aardvark Gas',
    });
    const roofer = await withStatus('approved', { trade: 'roofer', postcode: 'M1 5QA', businessName: 'Bee Roofing' });
    const pending = await withStatus('pending', { trade: 'gas_engineer', postcode: 'SW11 5RW' });
    const suspended = await withStatus('suspended', { trade: 'gas_engineer', postcode: 'SW11 5RW' });

    const all = await get('/api/tradespeople');
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((p: { _id: string }) => p._id);
    expect(ids).toEqual(expect.arrayContaining([gas.id, roofer.id]));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(suspended.id);
    expect(all.body).not.toMatch(/password|Hash|status/i);
    expect(all.json()[0]).toMatchObject({
      businessName: 'Aardvark Gas',
      email: gas.email,
      contactNumber: gas.contactNumber,
      name: gas.name,
      trade: 'gas_engineer',
    });

    expect((await get('/api/tradespeople?q=GAS%20eng')).json().map((p: { _id: string }) => p._id)).toEqual([gas.id]);
    // Everyday words find the trade they belong to, in any of the three languages.
    expect((await get('/api/tradespeople?q=boiler')).json().map((p: { _id: string }) => p._id)).toEqual([gas.id]);
    expect((await get('/api/tradespeople?q=chaudi%C3%A8re')).json().map((p: { _id: string }) => p._id)).toEqual([
      gas.id,
    ]);
    expect((await get('/api/tradespeople?q=chimney')).json().map((p: { _id: string }) => p._id)).toEqual([roofer.id]);
    expect((await get('/api/tradespeople?location=sw')).json().map((p: { _id: string }) => p._id)).toEqual([gas.id]);
    expect((await get('/api/tradespeople?location=M1%205QA')).json().map((p: { _id: string }) => p._id)).toEqual([
      roofer.id,
    ]);
    expect((await get('/api/tradespeople?trade=roofer&location=SW')).json()).toEqual([]);
    const paged = await get('/api/tradespeople?limit=1&page=2');
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('2');
    for (const query of ['location=%3Cscript%3E', 'limit=0', 'trade=wizard', 'page=-1']) {
      expect((await get(`/api/tradespeople?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('refuses a search longer than the limit with a 400 naming the field and saying the limit', async () => {
    const response = await get(`/api/tradespeople?q=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toBe('Search with 100 characters at most: a trade (plumber) or a job (boiler repair).');
    expect(body.details).toEqual([
      expect.objectContaining({
        field: 'q',
        code: 'directory.searchTooLong',
        message: 'Search with 100 characters at most: a trade (plumber) or a job (boiler repair).',
      }),
    ]);
  });

  it('shows a public profile with jobs won (top-rated needs reviews: none yet), and live category counts', async () => {
    const client = await createClient(ctx.app);
    const star = await withStatus('approved', { trade: 'plumber' });
    const job = await createJob(ctx.app, client.token);
    await createJob(ctx.app, client.token);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply-job/${job._id}`,
      headers: bearer(star.token),
      payload: { quotation: 'Yes' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/accept-quotation/${job._id}/${quote.json().quotation._id}`,
      headers: bearer(client.token),
    });

    const profile = (await get(`/api/tradespeople/${star.id}`)).json();
    expect(profile).toMatchObject({
      _id: star.id,
      businessName: star.businessName,
      trade: 'plumber',
      coverage: ['M'],
      jobsWon: 1,
    });
    // Top-rated ranks by reviews (see reviews.test.ts): winning a job alone puts nobody there.
    expect((await get('/api/top-rated')).json()).toEqual([]);
    const pending = await withStatus('pending');
    expect((await get(`/api/tradespeople/${pending.id}`)).statusCode).toBe(404);

    const categories = (await get('/api/categories')).json();
    expect(categories).toHaveLength(25);
    expect(categories.find((c: { trade: string }) => c.trade === 'plumber').openJobs).toBe(1);
  });
});

describe(`requests, contact and newsletter (${dialectName()})`, () => {
  const request = (email: string, overrides: Record<string, unknown> = {}) => ({
    ...jobRequestInput(email, {
      tradespersonType: 'locksmith',
      propertyType: 'flat',
      address: { street: '9 Briggate', city: 'Leeds', postcode: 'ls16hd' },
    }),
    ...overrides,
  });

  it("stores a home-page request that becomes the client's draft until published as a job", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/job-requests',
      payload: request('Draft.Owner@example.com'),
    });
    expect(res.statusCode).toBe(201);
    const client = await createClient(ctx.app, { email: 'draft.owner@example.com' });
    const mine = () => ctx.app.inject({ method: 'GET', url: '/api/job-requests/mine', headers: bearer(client.token) });
    // Anyone can sign up with an address: its requests show only once the owner confirms it.
    expect((await mine()).json()).toEqual([]);
    await markEmailVerified(ctx.database.db, 'client', client.id);
    const drafts = (
      await ctx.app.inject({ method: 'GET', url: '/api/job-requests/mine', headers: bearer(client.token) })
    ).json();
    expect(drafts).toEqual([
      expect.objectContaining({
        _id: res.json()._id,
        tradespersonType: 'locksmith',
        address: { street: '9 Briggate', city: 'Leeds', postcode: 'LS1 6HD' },
      }),
    ]);
    const stranger = await createClient(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-requests/mine', headers: bearer(stranger.token) })).json(),
    ).toEqual([]);

    const published = await ctx.app.inject({
      method: 'POST',
      url: '/api/post-job',
      headers: bearer(client.token),
      payload: {
        workType: 'locksmith',
        serviceTime: 'no_date',
        propertyType: 'flat',
        address: { street: '9 Briggate', city: 'Leeds', postcode: 'LS1 6HD' },
        email: client.email,
        jobDescription: 'New locks for the front door.',
        requestId: res.json()._id,
      },
    });
    expect(published.statusCode).toBe(201);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-requests/mine', headers: bearer(client.token) })).json(),
    ).toEqual([]);
  });

  it.each([
    ['no trade', { tradespersonType: '' }, 'tradespersonType', 'Please select a tradesperson type.'],
    [
      'no time',
      { serviceCompletionTime: undefined },
      'serviceCompletionTime',
      'Please select a service completion time.',
    ],
    ['no property', { propertyType: 'boat' }, 'propertyType', 'Please select a property type.'],
    [
      'a blank city',
      { address: { street: '1 A', city: '', postcode: 'LS1 6HD' } },
      'address.city',
      'Please fill out all address fields.',
    ],
    [
      'one email',
      { contactDetails: { email: 'a@b.com', confirmEmail: '' } },
      'contactDetails.confirmEmail',
      'Both email fields are required.',
    ],
    [
      'different emails',
      { contactDetails: { email: 'a@b.com', confirmEmail: 'c@d.com' } },
      'contactDetails.confirmEmail',
      'Emails must match.',
    ],
  ])('refuses a request with %s, in the words of the specification', async (_label, overrides, field, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/job-requests',
      payload: request('x@example.com', overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('validates the contact form on the server and takes a newsletter sign-up twice without fuss', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'x', phone: 'abc', website: 'nope', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().details.map((d: { field: string }) => d.field))].sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'website',
    ]);
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'Weekly@Example.com' },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await ctx.database.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', 'weekly@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'not-an-email' } })).statusCode,
    ).toBe(400);
  });
});
