import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import {
  bearer,
  clientInput,
  createAdmin,
  createClient,
  createTradesperson,
  tradespersonInput,
} from '../../../test/factories.js';
import { hashToken, newId } from '../../lib/ids.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe(`sign-in for each role (${dialectName()})`, () => {
  it('signs a client in with any letter case of the email and answers GET /api/me', async () => {
    const input = clientInput();
    await post('/client/register', input);
    const res = await post('/client/login', { email: input.email.toUpperCase(), password: input.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ role: 'client', email: input.email, name: input.name });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(body).not.toHaveProperty('passwordHash');
    const who = await me(body.token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      role: 'client',
      id: body.id,
      email: input.email,
      name: input.name,
      emailVerified: false,
      language: 'en',
      unreadMessages: 0,
    });
  });

  it('signs in an account whose password was stored before the hashing library changed', async () => {
    const input = clientInput();
    const { id } = (await post('/client/register', input)).json();
    // 'load-password-1' as the `argon2` package wrote it (parameters in the order m, p, t).
    const passwordHash =
      '$argon2id$v=19$m=19456,p=1,t=2$mfEZpV82AFJhqDIbmagw5Q$unnNC7/t1uhgEPlXum9rPw4hDSX80TJQ+34HrbsqHH0';
    await ctx.database.db.updateTable('clients').set({ passwordHash }).where('id', '=', id).execute();
    expect((await post('/client/login', { email: input.email, password: 'load-password-1' })).statusCode).toBe(200);
    expect((await post('/client/login', { email: input.email, password: input.password })).statusCode).toBe(401);
  });

  it('signs a pending tradesperson in and says the account is pending', async () => {
    const input = tradespersonInput();
    await post('/tradeperson/register', input);
    const res = await post('/tradeperson/login', { email: input.email, password: input.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'tradesperson', status: 'pending' });
    expect((await me(res.json().token)).json()).toMatchObject({
      role: 'tradesperson',
      status: 'pending',
      trade: 'plumber',
    });
  });

  it('refuses a suspended tradesperson with a reason, after checking the password', async () => {
    const person = await createTradesperson(ctx.app);
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ status: 'suspended' })
      .where('id', '=', person.id)
      .execute();
    const res = await post('/tradeperson/login', { email: person.email, password: person.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringMatching(/suspended/) });
    const wrong = await post('/tradeperson/login', { email: person.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs an administrator in at /api/admin/login', async () => {
    const admin = await createAdmin(ctx.database.db);
    const res = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json()).toMatchObject({ role: 'admin', email: admin.email });
  });

  it('keeps the kinds of account apart: a client cannot sign in as a tradesperson or admin', async () => {
    const client = await createClient(ctx.app);
    for (const url of ['/tradeperson/login', '/api/admin/login']) {
      const res = await post(url, { email: client.email, password: client.password });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const client = await createClient(ctx.app);
    const wrong = await post('/client/login', { email: client.email, password: 'not-the-password' });
    const unknown = await post('/client/login', {
      email: `nobody-${newId()}@example.com`,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid credentials. Please try again.',
      message: 'Invalid credentials. Please try again.',
    });
  });

  it('requires both fields, email-shaped, on every sign-in route', async () => {
    for (const url of ['/client/login', '/tradeperson/login', '/api/admin/login']) {
      const res = await post(url, { email: 'not-an-email', password: '' });
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`);
      expect(fields).toEqual(['email:signupPage.validation.emailInvalid', 'password:signupPage.validation.required']);
    }
  });
});

describe(`sessions (${dialectName()})`, () => {
  it('gives a new token per sign-in, stores only its hash, and sign-out revokes just that one', async () => {
    const client = await createClient(ctx.app);
    const second = (await post('/client/login', { email: client.email, password: client.password })).json()
      .token as string;
    expect(second).not.toBe(client.token);
    const stored = await ctx.database.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', client.id)
      .execute();
    expect(stored.map((s) => s.tokenHash).sort()).toEqual([hashToken(client.token), hashToken(second)].sort());

    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(client.token) });
    expect(out.statusCode).toBe(204);
    expect((await me(client.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime or after a day without use', async () => {
    const client = await createClient(ctx.app);
    const hash = hashToken(client.token);
    await ctx.database.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hash)
      .execute();
    expect((await me(client.token)).statusCode).toBe(401);

    const again = (await post('/client/login', { email: client.email, password: client.password })).json()
      .token as string;
    const longAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await ctx.database.db
      .updateTable('sessions')
      .set({ lastSeenAt: longAgo })
      .where('tokenHash', '=', hashToken(again))
      .execute();
    expect((await me(again)).statusCode).toBe(401);
  });

  it('stops a session whose account no longer exists', async () => {
    const client = await createClient(ctx.app);
    await ctx.database.db.deleteFrom('clients').where('id', '=', client.id).execute();
    expect((await me(client.token)).statusCode).toBe(401);
  });
});

describe(`failed sign-in throttling (${dialectName()})`, () => {
  it('locks an account for the address that failed 5 times, even for the right password, and says so (429)', async () => {
    const client = await createClient(ctx.app);
    const attacker = '198.51.100.66';
    const signIn = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/client/login',
        payload: { email: client.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await signIn(`wrong-${i}`, attacker)).statusCode).toBe(401);
    const res = await signIn(client.password, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/15 minutes/) });
    // Issue 38: the owner, from their own address, is not locked out by someone else's guesses.
    expect((await signIn(client.password, '192.0.2.10')).statusCode).toBe(200);
    // The guesser still is, and another account is unaffected.
    expect((await signIn(client.password, attacker)).statusCode).toBe(429);
    const other = await createClient(ctx.app);
    expect((await post('/client/login', { email: other.email, password: other.password })).statusCode).toBe(200);
    // A reset (the owner read the account's email) forgets the failures from every address.
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', client.email)
      .where('kind', '=', 'passwordReset')
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([\w-]+)/.exec(mail.textBody)![1]!;
    const password = 'brand-new-pass-77';
    expect((await post('/api/password-reset/confirm', { token, password, confirmPassword: password })).statusCode).toBe(
      200,
    );
    expect((await signIn(password, attacker)).statusCode).toBe(200);
  });

  it("forgets an account's failures after its right password, and never counts right passwords against an address", async () => {
    const client = await createClient(ctx.app);
    const remoteAddress = '203.0.113.9';
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/client/login',
        payload: { email: client.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 4; i += 1) expect((await signIn(`wrong-${i}`)).statusCode).toBe(401);
    expect((await signIn(client.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(`wrong-again-${i}`)).statusCode).toBe(401);
    expect((await signIn(client.password)).statusCode).toBe(200);
    // 50 failures lock an address; 55 right passwords from one office do not.
    for (let i = 0; i < 55; i += 1) expect((await signIn(client.password)).statusCode).toBe(200);
  });

  it('locks an address after 50 failures across accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 50; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/client/login',
        payload: { email: `guess-${i}@example.com`, password: 'guess-guess' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const client = await createClient(ctx.app);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/client/login',
      payload: { email: client.email, password: client.password },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post('/client/login', { email: client.email, password: client.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a password, a token or the Authorization header', async () => {
    const client = await createClient(ctx.app, { password: 'very-secret-pw', confirmPassword: 'very-secret-pw' });
    await me(client.token);
    const text = JSON.stringify(ctx.logs);
    expect(text).not.toContain('very-secret-pw');
    expect(text).not.toContain(client.token);
    expect(text).toContain('sign-in succeeded');
  });
});
