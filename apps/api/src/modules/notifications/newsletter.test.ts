import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { bearer, createAdmin, signIn } from '../../../test/factories.js';
import { createMailTestApp, mailsTo, type TestSmtp } from '../../../test/smtp.js';

let context: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, smtp, close } = await createMailTestApp());
});
afterAll(() => close());

const post = (url: string, payload?: object) => context.app.inject({ method: 'POST', url, payload });
const status = async (email: string) =>
  (
    await context.database.db
      .selectFrom('newsletterSubscriptions')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).status;

describe('the newsletter takes only confirmed addresses (double opt-in)', () => {
  it('tells a Spanish subscriber why they get the email without speaking of an account', async () => {
    const email = 'lector@example.com';
    expect((await post('/api/newsletter', { email, language: 'es' })).statusCode).toBe(200);
    const [ask] = await mailsTo(smtp, email, 'Confirma tu suscripción al boletín de Tradewise');
    expect(ask!.text).toContain('esta dirección se suscribió al boletín de Tradewise');
    expect(ask!.text).not.toMatch(/cuenta/);
  });

  it('asks the owner in their language, confirms once, unsubscribes in one click, and can start again', async () => {
    const email = 'reader@example.com';
    expect((await post('/api/newsletter', { email, language: 'fr' })).statusCode).toBe(200);
    expect(await status(email)).toBe('pending');
    const [ask] = await mailsTo(smtp, email, 'Confirmez votre inscription à la lettre de Tradewise');
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(ask!.text!)![1]!;
    // Said to someone who may have no account: not "because of your account".
    expect(ask!.text).toContain('parce que cette adresse a été inscrite à la lettre de Tradewise');
    expect(ask!.text).not.toMatch(/compte/);

    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    expect(await status(email)).toBe('confirmed');
    expect((await post('/api/newsletter/confirm', { token })).json().code).toBe('TOKEN_INVALID');
    // Signing up again changes nothing and sends nothing.
    const sentBefore = smtp.messages.length;
    expect((await post('/api/newsletter', { email })).statusCode).toBe(200);
    expect(await status(email)).toBe('confirmed');

    const admin = bearer(await signIn(context.app, 'admin', await createAdmin(context.database.db)));
    const csv = (await context.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin })).body;
    const unsubscribe = /https:\/\/tradewise\.test(\/unsubscribe\?token=[\w-]+)/.exec(csv)![1]!;
    const res = await context.app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await status(email)).toBe('unsubscribed');
    expect(smtp.messages.length).toBe(sentBefore);

    expect((await post('/api/newsletter', { email })).statusCode).toBe(200);
    expect(await status(email)).toBe('pending');
  });
});
