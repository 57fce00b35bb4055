import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import type { TradespersonRegisterInput } from '@tradewise/shared';
import {
  bearer,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  jobRequestInput,
  signIn,
} from '../../../test/factories.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db, { email: 'root@example.com' }));
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function approved(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await call('POST', `/api/admin/tradespeople/${person.id}/approve`, admin);
  return person;
}

const someId = '00000000-0000-4000-8000-000000000000';

describe(`admin access (${dialectName()})`, () => {
  it('answers 401 without a token and 403 to a client or tradesperson on every admin route', async () => {
    const client = await createClient(ctx.app);
    const person = await createTradesperson(ctx.app);
    const routes = ctx.app.routeList.filter((r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/login');
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const url = route.url.replace(':id', someId);
      const body = ['POST', 'PUT'].includes(route.method) ? {} : undefined;
      const nobody = await call(route.method as Method, url, undefined, body);
      expect(nobody.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      for (const token of [client.token, person.token]) {
        const res = await call(route.method as Method, url, token, body);
        expect(res.statusCode, `${route.method} ${route.url} as non-admin`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });
});

describe(`managing tradespeople (${dialectName()})`, () => {
  it('approves a pending tradesperson, who can then quote; suspension ends their sessions and hides them', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const person = await createTradesperson(ctx.app);
    const pending = await call('GET', '/api/admin/tradespeople?status=pending', admin);
    expect(pending.json().map((p: { _id: string }) => p._id)).toContain(person.id);

    expect((await call('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Hi' })).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/tradespeople/${person.id}/approve`, admin)).json().message).toBe(
      'Tradesperson approved.',
    );
    expect((await call('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Hi' })).statusCode).toBe(201);
    expect((await call('GET', '/api/tradespeople')).json().map((p: { _id: string }) => p._id)).toContain(person.id);

    expect((await call('POST', `/api/admin/tradespeople/${person.id}/suspend`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', person.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/tradespeople')).json().map((p: { _id: string }) => p._id)).not.toContain(person.id);
    const signIn = await call('POST', '/tradeperson/login', undefined, {
      email: person.email,
      password: person.password,
    });
    expect(signIn.json().code).toBe('ACCOUNT_SUSPENDED');

    await call('POST', `/api/admin/tradespeople/${person.id}/approve`, admin);
    const audit = (await call('GET', '/api/admin/audit?limit=3', admin)).json();
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['reinstate', 'suspend', 'approve']);
    expect(audit[0]).toMatchObject({ adminEmail: 'root@example.com', targetType: 'tradesperson', targetId: person.id });
  });

  it('edits a tradesperson with registration rules, keeping the password when blank', async () => {
    const person = await createTradesperson(ctx.app);
    const edit = {
      name: 'Jack T. Thompson',
      email: person.email,
      businessName: 'JT Plumbing',
      contactNumber: '07911 123000',
      trade: 'gas_engineer',
      street: '4 New Road',
      city: 'Manchester',
      postcode: 'm1 1aa',
      password: '',
    };
    const res = await call('PUT', `/api/admin/tradespeople/${person.id}`, admin, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tradesperson updated successfully!');
    const listed = (
      await call('GET', `/api/admin/tradespeople?search=${encodeURIComponent('jt plumb')}`, admin)
    ).json();
    expect(listed[0]).toMatchObject({
      businessName: 'JT Plumbing',
      trade: 'gas_engineer',
      contactNumber: '+447911123000',
      address: { postcode: 'M1 1AA' },
    });
    expect(
      (await call('POST', '/tradeperson/login', undefined, { email: person.email, password: person.password }))
        .statusCode,
    ).toBe(200);

    const bad = await call('PUT', `/api/admin/tradespeople/${person.id}`, admin, {
      ...edit,
      name: 'Jo',
      trade: 'pilot',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['name', 'trade']);
    const missing = await call('PUT', `/api/admin/tradespeople/${person.id}`, admin, { name: 'Someone' });
    expect(missing.statusCode).toBe(400);
  });

  it('reopens a job when its hired tradesperson is deleted, and recounts quotations', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const hired = await approved();
    const other = await approved();
    const q1 = (await call('POST', `/api/apply-job/${job._id}`, hired.token, { quotation: 'Me' })).json().quotation._id;
    await call('POST', `/api/apply-job/${job._id}`, other.token, { quotation: 'Me too' });
    await call('POST', `/api/accept-quotation/${job._id}/${q1}`, client.token);

    const res = await call('DELETE', `/api/admin/tradespeople/${hired.id}`, admin);
    expect(res.json().message).toBe('Tradesperson deleted successfully!');
    const [after] = (await call('GET', '/api/jobs', client.token)).json();
    expect(after).toMatchObject({ status: 'open', quotationCount: 1, acceptedQuotation: null });
    expect(after.quotations.map((q: { status: string }) => q.status)).toEqual(['pending']);
    expect((await call('GET', '/api/me', hired.token)).statusCode).toBe(401);
    const again = await call('DELETE', `/api/admin/tradespeople/${hired.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });
});

describe(`managing clients and jobs (${dialectName()})`, () => {
  it('edits a client, refusing an email another client has, and a new password ends their sessions', async () => {
    const client = await createClient(ctx.app);
    const other = await createClient(ctx.app);
    const edit = {
      name: 'Amelia Jones',
      email: client.email,
      phoneNumber: '+447911123999',
      street: '1 High St',
      city: 'York',
      postcode: 'YO1 7HH',
    };
    expect((await call('PUT', `/api/admin/clients/${client.id}`, admin, edit)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', client.token)).statusCode).toBe(200);

    const clash = await call('PUT', `/api/admin/clients/${client.id}`, admin, {
      ...edit,
      email: other.email.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/clients/${client.id}`, admin, { ...edit, password: '123' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/api/admin/clients/${someId}`, admin, edit)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/clients/not-an-id', admin, edit)).statusCode).toBe(400);

    expect(
      (await call('PUT', `/api/admin/clients/${client.id}`, admin, { ...edit, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/me', client.token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/client/login', undefined, { email: client.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const listed = (await call('GET', `/api/admin/clients?search=${encodeURIComponent('AMELIA JONES')}`, admin)).json();
    expect(listed).toEqual([
      expect.objectContaining({
        _id: client.id,
        name: 'Amelia Jones',
        address: { street: '1 High St', city: 'York', postcode: 'YO1 7HH' },
      }),
    ]);
  });

  it("deletes a client with their jobs and those jobs' quotations in one go", async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const person = await approved();
    await call('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Hi' });
    const res = await call('DELETE', `/api/admin/clients/${client.id}`, admin);
    expect(res.json().message).toBe('Client deleted successfully!');
    expect(await ctx.database.db.selectFrom('jobs').select('id').where('id', '=', job._id).execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('quotations').select('id').where('jobId', '=', job._id).execute()).toEqual(
      [],
    );
    expect((await call('GET', '/api/me', client.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/applied-jobs', person.token)).json()).toEqual([]);
  });

  it('lists jobs with their quotations, searchable and paged, and deletes one', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token, { jobDescription: 'Unique zebra-striped fence repair' });
    const person = await approved();
    await call('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'Fence expert here' });
    const res = await call('GET', '/api/admin/jobs?search=ZEBRA&limit=5', admin);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()[0]).toMatchObject({
      _id: job._id,
      client: { _id: client.id, email: client.email },
      quotations: [{ quotationText: 'Fence expert here', tradesperson: { name: person.name, email: person.email } }],
    });
    const page = await call('GET', '/api/admin/jobs?page=1&limit=2', admin);
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/admin/jobs?limit=1000', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/jobs?status=lost', admin)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/admin/jobs/${job._id}`, admin)).json().message).toBe('Job deleted successfully');
    expect((await call('DELETE', `/api/admin/jobs/${job._id}`, admin)).statusCode).toBe(404);
  });

  it('counts everything on the dashboard', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin)).json();
    const clients = (await call('GET', '/api/admin/clients?limit=1', admin)).headers['x-total-count'];
    expect(stats.clients).toBe(Number(clients));
    expect(stats).toMatchObject({
      tradespeople: { pending: expect.any(Number), approved: expect.any(Number) },
      jobs: { open: expect.any(Number) },
    });
  });
});

describe(`inbox (${dialectName()})`, () => {
  it('shows contact messages and marks them read, lists requests and exports the newsletter as CSV', async () => {
    const sent = await call('POST', '/api/contact', undefined, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '07911 123456',
      website: 'example.co.uk',
      message: 'Do you cover Cornwall?',
    });
    expect(sent.statusCode).toBe(201);
    const before = (await call('GET', '/api/admin/stats', admin)).json().unreadMessages;
    const [message] = (await call('GET', '/api/admin/contact-messages', admin)).json();
    expect(message).toMatchObject({ name: 'Grace Hopper', phone: '+447911123456', readAt: null });
    expect((await call('POST', `/api/admin/contact-messages/${message._id}/read`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/stats', admin)).json().unreadMessages).toBe(before - 1);

    for (const email of ['=cmd@example.com', 'news@example.com', 'unconfirmed@example.com']) {
      await call('POST', '/api/newsletter', undefined, { email });
    }
    // The owners of the first two follow the emailed link (double opt-in); the third does not.
    for (const email of ['=cmd@example.com', 'news@example.com']) {
      const sent = await ctx.database.db
        .selectFrom('outbox')
        .select('textBody')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      const token = /newsletter\/confirm\?token=([\w-]+)/.exec(sent.textBody)![1];
      expect((await call('POST', '/api/newsletter/confirm', undefined, { token })).statusCode).toBe(200);
    }
    const csv = await call('GET', '/api/admin/newsletter.csv', admin);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    expect(csv.body.split('\r\n')[0]).toBe('email,language,confirmed_at,unsubscribe_url');
    expect(csv.body).toContain('"news@example.com","en"');
    expect(csv.body).toMatch(/\/unsubscribe\?token=[\w-]+"/);
    expect(csv.body).toContain(`"'=cmd@example.com"`);
    expect(csv.body).not.toContain('unconfirmed@example.com');
    const listed = (await call('GET', '/api/admin/newsletter', admin)).json();
    expect(listed.find((s: { email: string }) => s.email === 'unconfirmed@example.com')).toMatchObject({
      status: 'pending',
    });
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
  });

  it('sends the totals of contact messages and job requests in X-Total-Count, a page at a time', async () => {
    for (const name of ['Ada Lovelace', 'Alan Turing']) {
      const sent = await call('POST', '/api/contact', undefined, {
        name,
        email: 'someone@example.com',
        phone: '07911 123456',
        website: 'example.co.uk',
        message: 'A question about quotations.',
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const email of ['first@example.com', 'second@example.com']) {
      const sent = await call('POST', '/api/job-requests', undefined, jobRequestInput(email));
      expect(sent.statusCode).toBe(201);
    }
    const messages = await call('GET', '/api/admin/contact-messages?limit=1', admin);
    const allMessages = (await call('GET', '/api/admin/contact-messages?limit=100', admin)).json();
    expect(messages.json()).toHaveLength(1);
    expect(Number(messages.headers['x-total-count'])).toBe(allMessages.length);
    expect(allMessages.length).toBeGreaterThanOrEqual(2);

    const requests = await call('GET', '/api/admin/job-requests?limit=1', admin);
    const allRequests = (await call('GET', '/api/admin/job-requests?limit=100', admin)).json();
    expect(requests.json()).toHaveLength(1);
    expect(Number(requests.headers['x-total-count'])).toBe(allRequests.length);
    expect(allRequests.length).toBeGreaterThanOrEqual(2);
  });
});
