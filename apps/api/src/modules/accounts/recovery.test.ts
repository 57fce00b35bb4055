import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, clientInput, tradespersonInput } from '../../../test/factories.js';
import { startSmtpServer, type TestSmtp } from '../../../test/smtp.js';

let context: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tradewise.test' });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const post = (url: string, payload?: object, token?: string) =>
  context.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** The next email sent to `to` (waits for it). */
async function mailTo(to: string, after = 0): Promise<ParsedMail> {
  for (;;) {
    const found = smtp.messages.filter((mail) => (mail.to as { text: string }).text === to);
    if (found.length > after) return found[after]!;
    await smtp.received(smtp.messages.length + 1);
  }
}

const linkToken = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`https://tradewise\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
};

async function register(overrides: Record<string, string> = {}) {
  const input = clientInput(overrides);
  expect((await post('/client/register', input)).statusCode).toBe(201);
  const token = (await post('/client/login', { email: input.email, password: input.password })).json().token as string;
  return { ...input, token };
}

describe('email verification', () => {
  it('sign-up sends a link in the chosen language; the link verifies the address once', async () => {
    const client = await register({ language: 'fr' });
    const me = await context.app.inject({ method: 'GET', url: '/api/me', headers: bearer(client.token) });
    expect(me.json()).toMatchObject({ emailVerified: false, language: 'fr' });

    const mail = await mailTo(client.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.html).toContain('https://tradewise.test/verify-email?token=');
    const token = linkToken(mail, '/verify-email');

    expect((await post('/api/verify-email', { token })).statusCode).toBe(200);
    const after = await context.app.inject({ method: 'GET', url: '/api/me', headers: bearer(client.token) });
    expect(after.json().emailVerified).toBe(true);
    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Your email address is already confirmed: there is nothing more to do.',
      alreadyConfirmed: true,
    });
  });

  it('a used link says "already confirmed" only while the address it names is the account’s, confirmed', async () => {
    const client = await register();
    const token = linkToken(await mailTo(client.email), '/verify-email');
    expect((await post('/api/verify-email', { token })).json().alreadyConfirmed).toBe(false);
    // The address changed since: the old link confirms nothing and says nothing about the new one.
    await context.database.db
      .updateTable('clients')
      .set({ email: `moved-${client.email}` })
      .where('email', '=', client.email)
      .execute();
    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('an expired link of a confirmed address says so; of an unconfirmed one, that it is dead', async () => {
    const client = await register();
    const token = linkToken(await mailTo(client.email), '/verify-email');
    await context.database.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', client.email)
      .execute();
    expect((await post('/api/verify-email', { token })).json().code).toBe('TOKEN_INVALID');
    await context.database.db
      .updateTable('clients')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('email', '=', client.email)
      .execute();
    expect((await post('/api/verify-email', { token })).json()).toMatchObject({ alreadyConfirmed: true });
  });

  it('a tradesperson is sent the link too, and may ask for a new one a few times', async () => {
    const input = tradespersonInput({ language: 'es' });
    expect((await post('/tradeperson/register', input)).statusCode).toBe(201);
    expect((await mailTo(input.email)).subject).toBe('Confirma tu dirección de correo');
    const { token } = (await post('/tradeperson/login', { email: input.email, password: input.password })).json();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('/api/verify-email/resend', undefined, token)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await mailTo(input.email, 3)).subject).toBe('Confirma tu dirección de correo');
  });

  it('an expired link is refused', async () => {
    const client = await register();
    const token = linkToken(await mailTo(client.email), '/verify-email');
    await context.database.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await post('/api/verify-email', { token })).json().code).toBe('TOKEN_INVALID');
  });
});

describe('password recovery', () => {
  it('answers the same for an unknown address and sends it nothing', async () => {
    const client = await register();
    await mailTo(client.email); // the verification email
    const sentBefore = smtp.messages.length;
    const unknown = await post('/api/password-reset', { email: 'nobody-at-all@example.com', role: 'client' });
    const known = await post('/api/password-reset', { email: client.email, role: 'client' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const mail = await mailTo(client.email, 1);
    expect(mail.subject).toBe('Reset your password');
    expect(smtp.messages.length).toBe(sentBefore + 1);
    expect(smtp.messages.some((m) => (m.to as { text: string }).text === 'nobody-at-all@example.com')).toBe(false);
    // The account is a client's: asking as a tradesperson sends nothing either.
    expect((await post('/api/password-reset', { email: client.email, role: 'tradesperson' })).statusCode).toBe(202);
  });

  it('the link sets a new password once, ends every session, and the owner is told', async () => {
    const client = await register({ language: 'es' });
    await mailTo(client.email);
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const token = linkToken(await mailTo(client.email, 1), '/reset-password');

    const weak = await post('/api/password-reset/confirm', {
      token,
      password: 'Summer2024',
      confirmPassword: 'Summer2024',
    });
    expect(weak.statusCode).toBe(400);
    const confirm = (password: string) =>
      post('/api/password-reset/confirm', { token, password, confirmPassword: password });
    // Two tabs racing with the same link: one wins.
    const [first, second] = await Promise.all([confirm('brand-new-pass-77'), confirm('another-new-pass-88')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? 'brand-new-pass-77' : 'another-new-pass-88';

    const me = await context.app.inject({ method: 'GET', url: '/api/me', headers: bearer(client.token) });
    expect(me.statusCode).toBe(401);
    expect((await post('/client/login', { email: client.email, password: client.password })).statusCode).toBe(401);
    expect((await post('/client/login', { email: client.email, password: winner })).statusCode).toBe(200);
    expect((await mailTo(client.email, 2)).subject).toBe('Tu contraseña ha cambiado');
  });

  it('a password changed on the account page is also told by email', async () => {
    const client = await register();
    await mailTo(client.email);
    const res = await post(
      '/api/account/password',
      { currentPassword: client.password, password: 'brand-new-pass-77', confirmPassword: 'brand-new-pass-77' },
      client.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await mailTo(client.email, 1)).subject).toBe('Your password was changed');
  });
});
