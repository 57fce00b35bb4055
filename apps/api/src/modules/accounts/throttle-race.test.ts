import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createClient } from '../../../test/factories.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const count = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});

describe('limits that hold under parallel guesses', () => {
  it('40 parallel wrong passwords for one account: at most 5 are checked, the rest are refused with 429', async () => {
    const client = await createClient(context.app);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        context.app
          .inject({ method: 'POST', url: '/client/login', payload: { email: client.email, password: `wrong-${i}` } })
          .then((res) => res.statusCode),
      ),
    );
    expect(count(statuses)).toEqual({ 401: 5, 429: 35 });
    const right = await context.app.inject({
      method: 'POST',
      url: '/client/login',
      payload: { email: client.email, password: client.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('a session holder cannot guess the current password without limit when changing it', async () => {
    const client = await createClient(context.app);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        context.app
          .inject({
            method: 'POST',
            url: '/api/account/password',
            headers: bearer(client.token),
            payload: {
              currentPassword: `guess-${i}`,
              password: 'brand-new-pass-77',
              confirmPassword: 'brand-new-pass-77',
            },
          })
          .then((res) => res.statusCode),
      ),
    );
    expect(count(statuses)).toEqual({ 400: 5, 429: 7 });
  });
});

describe('a password change races the sign-ins that checked the old password', () => {
  it('no session opened with the old password outlives the change, whatever the order', async () => {
    const client = await createClient(context.app);
    const change = context.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(client.token),
      payload: {
        currentPassword: client.password,
        password: 'brand-new-pass-77',
        confirmPassword: 'brand-new-pass-77',
      },
    });
    // Sign-ins with the old password spread over the change: some read the old hash before it
    // commits and finish checking it after.
    const signIns = Array.from({ length: 8 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 15)).then(() =>
        context.app.inject({
          method: 'POST',
          url: '/client/login',
          payload: { email: client.email, password: client.password },
        }),
      ),
    );
    const [changed, ...answers] = await Promise.all([change, ...signIns]);
    expect(changed.statusCode).toBe(200);
    for (const answer of answers.filter((res) => res.statusCode === 200)) {
      const me = await context.app.inject({ method: 'GET', url: '/api/me', headers: bearer(answer.json().token) });
      expect(me.statusCode).toBe(401);
    }
  });
});
