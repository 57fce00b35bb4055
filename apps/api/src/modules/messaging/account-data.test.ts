/**
 * Messages as account data: the export holds each conversation with every message; a client who
 * deletes their account leaves the tradesperson's copy, read-only, with the client shown as deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ConversationSummary, MessagePage } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function conversation() {
  const client = await createClient(ctx.app, { name: 'Priya Natarajan' });
  const job = await createJob(ctx.app, client.token);
  const trade = await createTradesperson(ctx.app, { businessName: 'Pipes Ltd' });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', trade.id).execute();
  expect((await inject('POST', `/api/apply-job/${job._id}`, trade.token, { quotation: 'Monday?' })).statusCode).toBe(
    201,
  );
  const id = (await inject('GET', '/api/applied-jobs', trade.token)).json<Application[]>()[0]!.conversationId;
  return { client, trade, job, id };
}

const send = (token: string, id: string, text: string) =>
  inject('POST', `/api/conversations/${id}/messages`, token, { text });

interface Exported {
  conversations: {
    id: string;
    job: { workType: string; city: string };
    counterpart: { name: string };
    messages: { authorRole: string; text: string; masked: boolean; createdAt: string }[];
  }[];
}

describe('messages in the account data', () => {
  it('the export holds each conversation with every message, the other side’s contact details as shown', async () => {
    const { client, trade, id } = await conversation();
    expect((await send(client.token, id, 'Is Monday fine? Call 07400 123456')).statusCode).toBe(201);
    expect((await send(trade.token, id, 'Yes, or mail pipes@example.com')).statusCode).toBe(201);

    const exported = (await inject('GET', '/api/account/export', client.token)).json<Exported>();
    expect(exported.conversations).toHaveLength(1);
    const [mine] = exported.conversations;
    expect(mine).toMatchObject({
      id,
      job: { workType: 'plumber', city: 'Manchester' },
      counterpart: { name: trade.name },
    });
    expect(mine!.messages.map(({ authorRole, text, masked }) => ({ authorRole, text, masked }))).toEqual([
      { authorRole: 'client', text: 'Is Monday fine? Call 07400 123456', masked: false },
      // Not hired yet: the export does not give away what the conversation hides.
      { authorRole: 'tradesperson', text: 'Yes, or mail •••', masked: true },
    ]);
    expect(mine!.messages.every((message) => !Number.isNaN(Date.parse(message.createdAt)))).toBe(true);

    const theirs = (await inject('GET', '/api/account/export', trade.token)).json<Exported>();
    expect(theirs.conversations.map((c) => c.messages.map((m) => m.text))).toEqual([
      ['Is Monday fine? Call •••', 'Yes, or mail pipes@example.com'],
    ]);
  });

  it('a client who deletes their account leaves the tradesperson’s copy, read-only, from a deleted user', async () => {
    const { client, trade, id } = await conversation();
    expect((await send(client.token, id, 'Can you come on Monday?')).statusCode).toBe(201);
    expect((await send(trade.token, id, 'Yes, at nine.')).statusCode).toBe(201);
    expect((await inject('DELETE', '/api/account', client.token, { password: client.password })).statusCode).toBe(200);

    const [listed] = (await inject('GET', '/api/conversations', trade.token)).json<ConversationSummary[]>();
    expect(listed).toMatchObject({ _id: id, closedReason: 'account_closed', counterpart: { deleted: true } });
    expect(listed!.counterpart.name).not.toBe('Priya Natarajan');
    const page = (await inject('GET', `/api/conversations/${id}/messages`, trade.token)).json<MessagePage>();
    expect(page.messages.map((m) => m.text)).toEqual(['Can you come on Monday?', 'Yes, at nine.']);
    const refused = await send(trade.token, id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONVERSATION_CLOSED');
  });
});
