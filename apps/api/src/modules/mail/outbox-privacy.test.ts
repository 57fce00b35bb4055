import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, signIn } from '../../../test/factories.js';

/**
 * Issue 38, item 5: the outbox shows administrators what was sent, never a link that acts for its
 * recipient; reading an email's text is in the audit log. One administrator cannot take over
 * another through a password reset.
 */
let context: TestContext;
let reader: string;
beforeAll(async () => {
  context = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
  reader = await signIn(context.app, 'admin', await createAdmin(context.database.db));
});
afterAll(() => context.close());

const get = (url: string, token = reader) => context.app.inject({ method: 'GET', url, headers: bearer(token) });

/** The token the email really carries (read where the sender reads it). */
async function storedToken(to: string, kind: string) {
  const row = await context.database.db
    .selectFrom('outbox')
    .select(['id', 'textBody'])
    .where('recipient', '=', to)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return { id: row.id, token: /\?token=([\w-]+)/.exec(row.textBody)![1]! };
}

describe('the admin outbox', () => {
  it('never shows a live reset link, so one administrator cannot reset another’s password', async () => {
    const victim = await createAdmin(context.database.db);
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: victim.email, role: 'admin' },
    });
    expect(asked.statusCode).toBe(202);
    const { id, token } = await storedToken(victim.email, 'passwordReset');

    const list = await get('/api/admin/outbox?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    const listed = list.json().find((mail: { _id: string }) => mail._id === id);
    expect(listed).toMatchObject({ kind: 'passwordReset', recipient: victim.email });
    expect(listed.text).toBeUndefined();

    const one = await get(`/api/admin/outbox/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(token);
    expect(one.json().text).toContain('https://tradewise.test/reset-password?token=•••');

    // The victim can still use their own link.
    const password = 'brand-new-pass-77';
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('hides every token link (verification, unsubscribe) and records who read which email', async () => {
    const client = await createClient(context.app);
    const { id, token } = await storedToken(client.email, 'verifyEmail');
    const one = await get(`/api/admin/outbox/${id}`);
    expect(one.body).not.toContain(token);
    expect(one.json().text).toContain('/verify-email?token=•••');

    const audit = await context.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'read', targetType: 'email', kind: 'email_read' });
    expect(JSON.parse(audit.fields)).toEqual({ subject: expect.any(String), recipient: client.email });
  });

  it('answers 404 for an email that does not exist and 400 for a malformed id', async () => {
    expect((await get('/api/admin/outbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/outbox/not-an-id')).statusCode).toBe(400);
  });
});
