/**
 * The email fallback: a message left unread for 10 minutes brings one email per conversation, in
 * the recipient's language, without the messages' text; reading stops it; a newer message left
 * unread brings the next; the `messages` email choice turns it off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, Language } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';
import { sendUnreadMessageEmails } from './unread-emails.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A client's plumbing job in Leeds, quoted by an approved plumber: their conversation. */
async function conversationBetween(languages: { client?: Language; tradesperson?: Language } = {}) {
  const client = await createClient(ctx.app, { name: 'Priya Natarajan', language: languages.client ?? 'en' });
  const job = await createJob(ctx.app, client.token, {
    address: { street: '9 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA' },
  });
  const trade = await createTradesperson(ctx.app, {
    businessName: 'Pipes Ltd',
    postcode: 'LS1 1AA',
    language: languages.tradesperson ?? 'en',
  });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', trade.id).execute();
  expect((await inject('POST', `/api/apply-job/${job._id}`, trade.token, { quotation: 'Monday?' })).statusCode).toBe(
    201,
  );
  const applied = (await inject('GET', '/api/applied-jobs', trade.token)).json<Application[]>();
  return { client, trade, id: applied[0]!.conversationId };
}

async function send(token: string, id: string, text: string) {
  expect((await inject('POST', `/api/conversations/${id}/messages`, token, { text })).statusCode).toBe(201);
}

/** Every message of the conversation so far was written `minutes` ago. */
const age = (id: string, minutes: number) =>
  ctx.database.db
    .updateTable('messages')
    .set({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('conversationId', '=', id)
    .execute();

const emailsTo = (recipient: string) =>
  ctx.database.db
    .selectFrom('outbox')
    .select(['kind', 'subject', 'textBody', 'language', 'headers'])
    .where('recipient', '=', recipient)
    .where('kind', '=', 'messageUnread')
    .orderBy('createdAt')
    .execute();

const round = () => sendUnreadMessageEmails(ctx.database.db, ctx.app.mailer);

describe('a message left unread', () => {
  it('brings one email for the conversation after 10 minutes, however many messages and rounds', async () => {
    const { client, trade, id } = await conversationBetween();
    await send(client.token, id, 'Hello, can you come on Monday?');
    await send(client.token, id, 'My number is 07400 123456');
    await send(client.token, id, 'Or write to priya@example.com');
    await age(id, 11);
    // Two servers at once, then a later round.
    await Promise.all([round(), round()]);
    await round();

    const emails = await emailsTo(trade.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe('3 unread messages from Priya Natarajan');
    expect(email!.textBody).toContain('Priya Natarajan wrote to you about the plumber job in Leeds');
    expect(email!.textBody).toContain(`/messages?c=${id}`);
    // Nothing of the messages themselves, least of all the contact details hidden until the hire.
    for (const text of ['Monday', '07400', '123456', 'priya@example.com']) expect(email!.textBody).not.toContain(text);
    expect(JSON.parse(email!.headers)).toHaveProperty('List-Unsubscribe');
    // The author read their own messages: nothing for them.
    expect(await emailsTo(client.email)).toHaveLength(0);
  });

  it('brings nothing once read, nor while younger than 10 minutes', async () => {
    const read = await conversationBetween();
    await send(read.client.token, read.id, 'Hello');
    expect((await inject('POST', `/api/conversations/${read.id}/read`, read.trade.token)).statusCode).toBe(200);
    await age(read.id, 30);

    const young = await conversationBetween();
    await send(young.client.token, young.id, 'Hello');
    await age(young.id, 9);
    await round();

    expect(await emailsTo(read.trade.email)).toHaveLength(0);
    expect(await emailsTo(young.trade.email)).toHaveLength(0);
  });

  it('a newer message left unread after the email brings the next one', async () => {
    const { client, trade, id } = await conversationBetween();
    await send(client.token, id, 'First');
    await age(id, 12);
    await round();
    expect(await emailsTo(trade.email)).toHaveLength(1);

    expect((await inject('POST', `/api/conversations/${id}/read`, trade.token)).statusCode).toBe(200);
    await send(client.token, id, 'Second');
    await round();
    expect(await emailsTo(trade.email)).toHaveLength(1);

    await age(id, 11);
    await round();
    const emails = await emailsTo(trade.email);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toBe('1 unread message from Priya Natarajan');
  });

  it('is written in the recipient’s language, either way round', async () => {
    const { client, trade, id } = await conversationBetween({ client: 'es', tradesperson: 'fr' });
    await send(client.token, id, 'Hola');
    await send(client.token, id, '¿Puede venir?');
    await age(id, 15);
    await round();
    // Replying reads what came before: the client then waits for an answer.
    await send(trade.token, id, 'Oui, lundi.');
    await age(id, 15);
    await round();

    const [toTrade] = await emailsTo(trade.email);
    expect(toTrade).toMatchObject({ language: 'fr', subject: '2 messages non lus de Priya Natarajan' });
    expect(toTrade!.textBody).toContain('au sujet du chantier de plombier à Leeds');
    const [toClient] = await emailsTo(client.email);
    expect(toClient).toMatchObject({ language: 'es', subject: '1 mensaje sin leer de Pipes Ltd' });
    expect(toClient!.textBody).toContain('sobre el trabajo de fontanero en Leeds');
  });

  it('is an email choice of both sides, on unless turned off', async () => {
    const { client, trade, id } = await conversationBetween();
    expect((await inject('GET', '/api/account/notifications', client.token)).json()).toMatchObject({ messages: true });
    expect((await inject('GET', '/api/account/notifications', trade.token)).json()).toMatchObject({ messages: true });
    expect((await inject('PUT', '/api/account/notifications', trade.token, { messages: false })).statusCode).toBe(200);
    await send(client.token, id, 'Hello');
    await age(id, 11);
    await round();
    expect(await emailsTo(trade.email)).toHaveLength(0);
  });
});
