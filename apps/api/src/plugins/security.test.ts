import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../test/app.js';
import { bearer, clientInput, createClient } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe(`passwords (${dialectName()})`, () => {
  it.each(['password1', 'qwerty123', 'Iloveyou', 'football'])(
    'refuses the common password %j at registration',
    async (password) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/client/register',
        payload: clientInput({ password, confirmPassword: password }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          field: 'password',
          code: 'signupPage.validation.passwordTooCommon',
          message: expect.stringMatching(/most common/),
        },
      ]);
    },
  );

  it('changes a password after checking the current one, ending every other session', async () => {
    const client = await createClient(ctx.app);
    const other = (
      await ctx.app.inject({
        method: 'POST',
        url: '/client/login',
        payload: { email: client.email, password: client.password },
      })
    ).json().token;
    const change = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/account/password', headers: bearer(client.token), payload });

    const wrong = await change({
      currentPassword: 'not-it',
      password: 'a-new-secret',
      confirmPassword: 'a-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      field: 'currentPassword',
      code: 'accountSettings.currentPasswordWrong',
    });
    expect(
      (await change({ currentPassword: client.password, password: 'password123', confirmPassword: 'password123' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: client.password, password: 'a-new-secret', confirmPassword: 'different' }))
        .statusCode,
    ).toBe(400);

    const ok = await change({
      currentPassword: client.password,
      password: 'a-new-secret',
      confirmPassword: 'a-new-secret',
    });
    expect(ok.statusCode).toBe(200);
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect((await me(client.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/client/login',
          payload: { email: client.email, password: 'a-new-secret' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('forms anyone can send', () => {
  it('are limited per address (429 in the error shape), other addresses unaffected', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT: '3' });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: 'n@example.com' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i += 1) expect((await send('198.51.100.1')).statusCode).toBe(200);
      const blocked = await send('198.51.100.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many requests/),
      });
      expect((await send('198.51.100.2')).statusCode).toBe(200);
      const signup = await limited.app.inject({
        method: 'POST',
        url: '/client/register',
        payload: clientInput(),
        remoteAddress: '198.51.100.1',
      });
      expect(signup.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('transport and documentation settings', () => {
  it('sends HSTS only on requests that arrived over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const http = await proxied.app.inject({ method: 'GET', url: '/healthz' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    const direct = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const open = await createTestApp({ CORS_ORIGIN: 'https://partner.example' });
    try {
      const allowed = await open.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://partner.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
      const refused = await open.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('serves API documentation in development and not in production unless enabled', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().paths).toHaveProperty('/api/matching-jobs');
    expect(docs.json().paths).toHaveProperty('/client/register');
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    const enabled = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await enabled.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await enabled.close();
    }
  });
});
