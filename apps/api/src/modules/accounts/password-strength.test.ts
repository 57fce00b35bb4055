import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { clientInput } from '../../../test/factories.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const register = (password: string, overrides: Record<string, string> = {}) =>
  context.app.inject({
    method: 'POST',
    url: '/client/register',
    payload: clientInput({ password, confirmPassword: password, ...overrides }),
  });

describe('new passwords are measured, not only looked up', () => {
  it.each(['P@ssw0rd', 'Summer2024', 'Qwerty123!', 'letmein!'])(
    'refuses %s, a variant of a common password, naming the field',
    async (password) => {
      const res = await register(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        expect.objectContaining({ field: 'password', code: expect.stringMatching(/passwordToo(Weak|Common)$/) }),
      ]);
    },
  );

  it('refuses a password made of the person’s own name', async () => {
    const res = await register('ameliahughes1', { name: 'Amelia Hughes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].code).toBe('signupPage.validation.passwordTooWeak');
  });

  it.each(['correct-horse-42', 'plombier-de-nuit', 'Tr0ub4dor&3'])('accepts %s', async (password) => {
    expect((await register(password)).statusCode).toBe(201);
  });
});
