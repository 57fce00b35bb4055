import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import {
  bearer,
  createAdmin,
  createClient,
  createTradesperson,
  markEmailVerified,
  signIn,
} from '../../../test/factories.js';

/**
 * Issue 38 ("also look at"): an administrator who changes someone's email must not leave the account
 * confirmed for an address nobody confirmed.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db, { email: 'root@example.com' }));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const clientEdit = (email: string) => ({
  name: 'Amelia Jones',
  email,
  phoneNumber: '+447911123999',
  street: '1 High St',
  city: 'York',
  postcode: 'YO1 7HH',
});

const mailsTo = (to: string) =>
  ctx.database.db.selectFrom('outbox').select(['kind', 'textBody']).where('recipient', '=', to).execute();

describe('an administrator changing an email', () => {
  it('leaves the client unconfirmed, sends the new address its link, and ends the links sent to the old one', async () => {
    const client = await createClient(ctx.app);
    await markEmailVerified(ctx.database.db, 'client', client.id);
    await call('POST', '/api/password-reset', undefined, { email: client.email, role: 'client' });
    const reset = (await mailsTo(client.email)).find((mail) => mail.kind === 'passwordReset')!;
    const resetToken = /reset-password\?token=([\w-]+)/.exec(reset.textBody)![1]!;

    const moved = `moved-${client.email}`;
    expect((await call('PUT', `/api/admin/clients/${client.id}`, admin, clientEdit(moved))).statusCode).toBe(200);
    expect((await call('GET', '/api/me', client.token)).json()).toMatchObject({ email: moved, emailVerified: false });

    const link = (await mailsTo(moved)).find((mail) => mail.kind === 'verifyEmail');
    const token = /verify-email\?token=([\w-]+)/.exec(link!.textBody)![1]!;
    const password = 'brand-new-pass-77';
    const stale = await call('POST', '/api/password-reset/confirm', undefined, {
      token: resetToken,
      password,
      confirmPassword: password,
    });
    expect(stale.json().code).toBe('TOKEN_INVALID');

    expect((await call('POST', '/api/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/me', client.token)).json()).toMatchObject({ emailVerified: true });
  });

  it('keeps a confirmed address confirmed when the edit leaves the email as it was', async () => {
    const client = await createClient(ctx.app);
    await markEmailVerified(ctx.database.db, 'client', client.id);
    expect((await call('PUT', `/api/admin/clients/${client.id}`, admin, clientEdit(client.email))).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/me', client.token)).json()).toMatchObject({ emailVerified: true });
  });

  it('does the same for a tradesperson', async () => {
    const person = await createTradesperson(ctx.app);
    await markEmailVerified(ctx.database.db, 'tradesperson', person.id);
    const { password: _password, confirmPassword: _confirm, ...details } = person;
    const moved = `moved-${person.email}`;
    const res = await call('PUT', `/api/admin/tradespeople/${person.id}`, admin, {
      name: details.name,
      email: moved,
      businessName: details.businessName,
      contactNumber: details.contactNumber,
      trade: details.trade,
      street: details.street,
      city: details.city,
      postcode: details.postcode,
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/me', person.token)).json()).toMatchObject({ email: moved, emailVerified: false });
    expect((await mailsTo(moved)).map((mail) => mail.kind)).toEqual(['verifyEmail']);
  });
});
