import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import {
  bearer,
  clientInput,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  signIn,
} from '../../../test/factories.js';
import { createMailTestApp, mailsTo as sentTo, type TestSmtp } from '../../../test/smtp.js';

let context: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
let adminToken: string;
beforeAll(async () => {
  ({ context, smtp, close } = await createMailTestApp());
  adminToken = await signIn(context.app, 'admin', await createAdmin(context.database.db));
});
afterAll(() => close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });

const mailTo = async (to: string, subject: string): Promise<ParsedMail> => (await sentTo(smtp, to, subject))[0]!;

describe('own details', () => {
  it('a client reads and edits their details with the registration rules', async () => {
    const client = await createClient(context.app);
    const mine = await call('GET', '/api/account', client.token);
    expect(mine.json()).toMatchObject({
      role: 'client',
      name: client.name,
      email: client.email,
      emailVerified: false,
      pendingEmail: null,
      language: 'en',
      phoneNumber: client.phoneNumber,
      postcode: client.postcode,
    });
    expect(mine.body).not.toContain('passwordHash');

    const edit = {
      name: 'Amelia Brown',
      phoneNumber: '07911 123 999',
      street: '2 New Road',
      city: 'Leeds',
      postcode: 'ls1 6hd',
      language: 'fr',
    };
    const saved = await call('PUT', '/api/account', client.token, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Amelia Brown',
      phoneNumber: '+447911123999',
      postcode: 'LS1 6HD',
      language: 'fr',
    });

    const bad = await call('PUT', '/api/account', client.token, { ...edit, postcode: 'NOPE', businessName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['postcode']));
    expect((await call('GET', '/api/account', client.token)).json().name).toBe('Amelia Brown');
  });

  it('a tradesperson edits their business details; administrators and strangers get nothing', async () => {
    const person = await createTradesperson(context.app);
    const edit = {
      name: 'Jack T',
      businessName: 'JT Plumbing',
      contactNumber: '+447911123458',
      street: '4 Road',
      city: 'Leeds',
      postcode: 'LS1 6HD',
      language: 'es',
    };
    expect((await call('PUT', '/api/account', person.token, edit)).json()).toMatchObject({
      businessName: 'JT Plumbing',
      language: 'es',
    });
    expect((await call('GET', '/api/account', adminToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/account')).statusCode).toBe(401);
  });
});

describe('changing the email address', () => {
  it('takes effect only once the new address is confirmed; the old one is told', async () => {
    const client = await createClient(context.app);
    const taken = await createClient(context.app);
    const wrong = await call('POST', '/api/account/email', client.token, {
      email: 'new@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'password', code: 'accountSettings.currentPasswordWrong' });
    const clash = await call('POST', '/api/account/email', client.token, {
      email: taken.email,
      password: client.password,
    });
    expect(clash.statusCode).toBe(409);

    const fresh = `moved-${Date.now()}@example.com`;
    expect(
      (await call('POST', '/api/account/email', client.token, { email: fresh, password: client.password })).statusCode,
    ).toBe(202);
    expect((await call('GET', '/api/account', client.token)).json()).toMatchObject({
      email: client.email,
      pendingEmail: fresh,
    });
    await mailTo(client.email, 'Your email address is being changed');
    const confirm = await mailTo(fresh, 'Confirm your email address');
    const token = /verify-email\?token=([\w-]+)/.exec(confirm.text!)![1]!;
    expect((await call('POST', '/api/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/account', client.token)).json()).toMatchObject({
      email: fresh,
      emailVerified: true,
      pendingEmail: null,
    });
    expect(
      (await call('POST', '/client/login', undefined, { email: fresh, password: client.password })).statusCode,
    ).toBe(200);
  });
});

describe('my data and leaving', () => {
  it('the export holds the account, its jobs and quotations, and never a password hash', async () => {
    const client = await createClient(context.app);
    const job = await createJob(context.app, client.token);
    const res = await call('GET', '/api/account/export', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tradewise-data-/);
    const data = res.json();
    expect(data.account).toMatchObject({ email: client.email, name: client.name, emailPreferences: {} });
    expect(data.jobs.map((j: { id: string }) => j.id)).toEqual([job._id]);
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it('deleting a client cancels open jobs (quoters told), keeps hired history anonymised, frees the email', async () => {
    const client = await createClient(context.app, { postcode: 'M1 1AE' });
    const plumber = await createTradesperson(context.app, { postcode: 'M1 5QA' });
    await call('POST', `/api/admin/tradespeople/${plumber.id}/approve`, adminToken);
    const open = await createJob(context.app, client.token);
    const hired = await createJob(context.app, client.token);
    await call('POST', `/api/apply-job/${open._id}`, plumber.token, { quotation: 'Yes' });
    const { quotation } = (
      await call('POST', `/api/apply-job/${hired._id}`, plumber.token, { quotation: 'Yes' })
    ).json();
    await call('POST', `/api/accept-quotation/${hired._id}/${quotation._id}`, client.token);

    expect((await call('DELETE', '/api/account', client.token, { password: 'wrong-one' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/account', client.token, { password: client.password })).statusCode).toBe(200);
    expect((await call('GET', '/api/me', client.token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/client/login', undefined, { email: client.email, password: client.password })).statusCode,
    ).toBe(401);
    await mailTo(plumber.email, 'A job you quoted for was cancelled');

    const applied = (await call('GET', '/api/applied-jobs', plumber.token)).json();
    const kept = applied.find((a: { jobId: { _id: string } }) => a.jobId._id === hired._id);
    expect(JSON.stringify(kept)).not.toContain(client.email);
    expect(JSON.stringify(kept)).not.toContain(client.phoneNumber);
    expect(kept).toBeDefined();
    expect(applied.find((a: { jobId: { _id: string } }) => a.jobId._id === open._id).jobId.status).toBe('cancelled');

    const audit = await context.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', client.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'delete', kind: 'client_deleted_own_account', fields: '{}' }),
    ]);
    const again = await call('POST', '/client/register', undefined, clientInput({ email: client.email }));
    expect(again.statusCode).toBe(201);
  });

  it('deleting an account erases the whole address the account page names: street, town and postcode', async () => {
    const client = await createClient(context.app, { city: 'Leeds', postcode: 'LS1 5HD' });
    const job = await createJob(context.app, client.token, {
      address: { street: '9 Park Row', city: 'Leeds', postcode: 'LS1 5HD' },
    });
    const plumber = await createTradesperson(context.app, { city: 'Bradford', postcode: 'BD1 1HY' });
    expect((await call('DELETE', '/api/account', client.token, { password: client.password })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/account', plumber.token, { password: plumber.password })).statusCode).toBe(200);

    const clients = (await call('GET', `/api/admin/clients?search=deleted-${client.id}`, adminToken)).json();
    expect(clients).toEqual([
      expect.objectContaining({ name: 'Former client', address: { street: '', city: '', postcode: '' } }),
    ]);
    const trades = (await call('GET', `/api/admin/tradespeople?search=deleted-${plumber.id}`, adminToken)).json();
    expect(trades).toEqual([
      expect.objectContaining({ name: 'Former tradesperson', address: { street: '', city: '', postcode: '' } }),
    ]);
    // Their job keeps the town and the district everyone saw, not the street or the full postcode.
    const row = await context.database.db.selectFrom('jobs').selectAll().where('id', '=', job._id).executeTakeFirst();
    expect(row).toMatchObject({ street: '', city: 'Leeds', postcode: 'LS1', contactEmail: '' });
    const person = await context.database.db
      .selectFrom('tradespeople')
      .select(['baseLatitude', 'baseLongitude'])
      .where('id', '=', plumber.id)
      .executeTakeFirst();
    expect(person).toEqual({ baseLatitude: null, baseLongitude: null });
  });

  it('deleting a tradesperson withdraws their pending quotations', async () => {
    const client = await createClient(context.app);
    const plumber = await createTradesperson(context.app);
    await call('POST', `/api/admin/tradespeople/${plumber.id}/approve`, adminToken);
    const job = await createJob(context.app, client.token);
    await call('POST', `/api/apply-job/${job._id}`, plumber.token, { quotation: 'Yes' });
    expect((await call('DELETE', '/api/account', plumber.token, { password: plumber.password })).statusCode).toBe(200);
    const jobs = (await call('GET', '/api/jobs', client.token)).json();
    expect(jobs.find((j: { _id: string }) => j._id === job._id)).toMatchObject({ quotationCount: 0, quotations: [] });
  });
});
