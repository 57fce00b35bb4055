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

/** Issue 38, item 4: the email change must not be a way to mail anybody anything. */
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
});
afterAll(() => context.close());

const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
  context.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const mailsTo = (to: string) =>
  context.database.db.selectFrom('outbox').select(['kind', 'textBody']).where('recipient', '=', to).execute();

const SPAM_NAME = 'Your bank: call 0800 000 0000 now';

describe('POST /api/account/email is not a mail relay', () => {
  it('a few changes per account per quarter hour, then 429 and no email', async () => {
    const client = await createClient(context.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(
        '/api/account/email',
        { email: `target-${i}-${client.email}`, password: client.password },
        client.token,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    expect(await mailsTo(`target-5-${client.email}`)).toEqual([]);
  });

  it('a few confirmation emails per address per quarter hour, whoever asks', async () => {
    const target = `victim-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const client = await createClient(context.app);
      statuses.push(
        (await post('/api/account/email', { email: target, password: client.password }, client.token)).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect(await mailsTo(target)).toHaveLength(3);
  });

  it('a name is shown only to its owner: never to a new or unconfirmed address', async () => {
    const client = await createClient(context.app, { name: SPAM_NAME });
    const target = `someone-${client.email}`;
    expect(
      (await post('/api/account/email', { email: target, password: client.password }, client.token)).statusCode,
    ).toBe(202);
    const [confirm] = await mailsTo(target);
    expect(confirm!.textBody).not.toContain(SPAM_NAME);
    expect(confirm!.textBody).toMatch(/^Hello,/);
    // Sign-up and reset emails to an address nobody confirmed carry no name either.
    for (const mail of await mailsTo(client.email)) expect(mail.textBody).not.toContain(SPAM_NAME);
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const reset = (await mailsTo(client.email)).find((mail) => mail.kind === 'passwordReset');
    expect(reset!.textBody).not.toContain(SPAM_NAME);
  });

  it('the owner of a confirmed address is still greeted by name', async () => {
    const client = await createClient(context.app, { name: 'Amelia Hughes' });
    await context.database.db
      .updateTable('clients')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', client.id)
      .execute();
    await post('/api/password-reset', { email: client.email, role: 'client' });
    const reset = (await mailsTo(client.email)).find((mail) => mail.kind === 'passwordReset');
    expect(reset!.textBody).toMatch(/^Hello Amelia Hughes,/);
  });

  it('any email, not only the account’s own, greets an unconfirmed address without the typed name', async () => {
    const admin = await signIn(context.app, 'admin', await createAdmin(context.database.db));
    const approve = (id: string) =>
      context.app.inject({ method: 'POST', url: `/api/admin/tradespeople/${id}/approve`, headers: bearer(admin) });
    const squatter = await createTradesperson(context.app, { name: SPAM_NAME });
    expect((await approve(squatter.id)).statusCode).toBe(200);
    const told = (await mailsTo(squatter.email)).find((mail) => mail.kind === 'tradespersonApproved');
    expect(told!.textBody).not.toContain(SPAM_NAME);

    const owner = await createTradesperson(context.app, { name: 'Jack Thompson' });
    await markEmailVerified(context.database.db, 'tradesperson', owner.id);
    expect((await approve(owner.id)).statusCode).toBe(200);
    const approved = (await mailsTo(owner.email)).find((mail) => mail.kind === 'tradespersonApproved');
    expect(approved!.textBody).toMatch(/^Hello Jack Thompson,/);
  });
});
