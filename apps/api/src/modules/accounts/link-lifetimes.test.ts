import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createClient } from '../../../test/factories.js';

/** Issue 38: a link stops working once a newer step of the same kind has succeeded. */
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
});
afterAll(() => context.close());

const post = (url: string, payload?: object, token?: string) =>
  context.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** The tokens of every link of that path written to `to`, oldest first (read where the sender reads). */
async function linkTokens(to: string, path: string): Promise<string[]> {
  const rows = await context.database.db
    .selectFrom('outbox')
    .select('textBody')
    .where('recipient', '=', to)
    .orderBy('createdAt')
    .execute();
  return rows.flatMap((row) => {
    const match = new RegExp(`https://tradewise\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(row.textBody);
    return match ? [match[1]!] : [];
  });
}

const resetWith = (token: string, password: string) =>
  post('/api/password-reset/confirm', { token, password, confirmPassword: password });

describe('password-reset links (issue 38, item 7)', () => {
  it('a successful reset ends every other reset link of the account', async () => {
    const client = await createClient(context.app);
    await post('/api/password-reset', { email: client.email, role: 'client' });
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const [first, second] = await linkTokens(client.email, '/reset-password');
    expect((await resetWith(second!, 'brand-new-pass-77')).statusCode).toBe(200);
    const stale = await resetWith(first!, 'attacker-pass-88');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('TOKEN_INVALID');
    expect((await post('/client/login', { email: client.email, password: 'brand-new-pass-77' })).statusCode).toBe(200);
  });

  it('a password changed on the account page ends the reset links sent before', async () => {
    const client = await createClient(context.app);
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const [token] = await linkTokens(client.email, '/reset-password');
    const change = await post(
      '/api/account/password',
      { currentPassword: client.password, password: 'brand-new-pass-77', confirmPassword: 'brand-new-pass-77' },
      client.token,
    );
    expect(change.statusCode).toBe(200);
    expect((await resetWith(token!, 'attacker-pass-88')).json().code).toBe('TOKEN_INVALID');
    expect((await post('/client/login', { email: client.email, password: 'brand-new-pass-77' })).statusCode).toBe(200);
  });
});

describe('email-change links (issue 38, item 13)', () => {
  it('an older link stops working once a newer one was confirmed', async () => {
    const client = await createClient(context.app);
    const older = `older-${client.email}`;
    const newer = `newer-${client.email}`;
    for (const email of [older, newer]) {
      expect((await post('/api/account/email', { email, password: client.password }, client.token)).statusCode).toBe(
        202,
      );
    }
    const [newerToken] = await linkTokens(newer, '/verify-email');
    const [olderToken] = await linkTokens(older, '/verify-email');
    expect((await post('/api/verify-email', { token: newerToken })).statusCode).toBe(200);

    const stale = await post('/api/verify-email', { token: olderToken });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('TOKEN_INVALID');
    const account = await context.app.inject({ method: 'GET', url: '/api/account', headers: bearer(client.token) });
    expect(account.json()).toMatchObject({ email: newer, emailVerified: true, pendingEmail: null });
  });
});
