/**
 * Messaging: one conversation per quotation, opened with it; who may read and write it; paging,
 * unread counts, read-only once the job goes elsewhere, contact details masked before a hire, the
 * rate limit, reports, and the live events that follow a message or a read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Application,
  ChatMessage,
  ClientJob,
  Conversation,
  ConversationSummary,
  MessagePage,
  TradespersonRegisterInput,
} from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import * as migration from '../../db/migrations/2026-11-23-11-messaging.js';
import * as siteVisits from '../../db/migrations/2026-11-28-26-site-visits.js';
import { newId } from '../../lib/ids.js';
import type { LiveEvent } from '../live/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST';
const inject = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

/** A client's job in Manchester with `count` quotations from approved plumbers, and their conversations. */
async function jobWithQuotes(count: number) {
  const client = await createClient(ctx.app, { name: 'Priya Natarajan', phoneNumber: '+447400123456' });
  const job = await createJob(ctx.app, client.token);
  const people = [];
  const quotes: string[] = [];
  const conversations: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await approvedTradesperson({ name: `Trader ${i}`, businessName: `Plumbing ${i} Ltd` });
    const res = await inject('POST', `/api/apply-job/${job._id}`, person.token, { quotation: `Quote ${i}` });
    expect(res.statusCode).toBe(201);
    people.push(person);
    quotes.push(res.json().quotation._id as string);
    const applied = (await inject('GET', '/api/applied-jobs', person.token)).json<Application[]>();
    conversations.push(applied[0]!.conversationId);
  }
  return { client, job, people, quotes, conversations };
}

const send = (token: string, id: string, text: string) =>
  inject('POST', `/api/conversations/${id}/messages`, token, { text });
const page = async (token: string, id: string, before?: string) => {
  const res = await inject('GET', `/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<MessagePage>();
};
const conversation = async (token: string, id: string) => {
  const res = await inject('GET', `/api/conversations/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<Conversation>();
};
const list = async (token: string) => {
  const res = await inject('GET', '/api/conversations', token);
  expect(res.statusCode).toBe(200);
  return res.json<ConversationSummary[]>();
};
const me = async (token: string) => (await inject('GET', '/api/me', token)).json<{ unreadMessages: number }>();
const storedCount = async (id: string) =>
  (await ctx.database.db.selectFrom('messages').select('id').where('conversationId', '=', id).execute()).length;

/** Writes `count` messages straight to the table, alternating authors (the rate limit stops 65 sends). */
async function fill(id: string, count: number) {
  const start = Date.parse('2026-11-01T09:00:00.000Z');
  await ctx.database.db
    .insertInto('messages')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: newId(),
        conversationId: id,
        seq: i + 1,
        authorRole: i % 2 === 0 ? ('client' as const) : ('tradesperson' as const),
        text: `Message ${i + 1}`,
        createdAt: new Date(start + i * 1000).toISOString(),
      })),
    )
    .execute();
  await ctx.database.db.updateTable('conversations').set({ lastSeq: count }).where('id', '=', id).execute();
}

describe(`opening conversations (${dialectName()})`, () => {
  it('opens exactly one per quotation, carried by GET /api/jobs and GET /api/applied-jobs', async () => {
    const { client, job, people, conversations } = await jobWithQuotes(2);
    const rows = await ctx.database.db.selectFrom('conversations').selectAll().where('jobId', '=', job._id).execute();
    expect(rows).toHaveLength(2);
    expect(new Set(conversations).size).toBe(2);
    const jobs = (await inject('GET', '/api/jobs', client.token)).json<ClientJob[]>();
    const quotations = jobs.find((j) => j._id === job._id)!.quotations;
    for (const [i, person] of people.entries()) {
      const quotation = quotations.find((q) => q.tradesperson._id === person.id)!;
      expect(quotation.conversationId).toBe(conversations[i]);
      expect(rows.find((r) => r.id === conversations[i])).toMatchObject({
        clientId: client.id,
        tradespersonId: person.id,
        quotationId: quotation._id,
      });
    }
  });

  it('are listed by both sides with the counterpart and the job, newest activity first', async () => {
    const { client, job, people, conversations } = await jobWithQuotes(2);
    const before = await list(client.token);
    // Both open with no message yet, the newer quotation first.
    expect(before.map((c) => c._id)).toEqual([conversations[1], conversations[0]]);
    expect(before[1]).toMatchObject({
      job: { _id: job._id, workType: 'plumber', city: 'Manchester' },
      counterpart: { role: 'tradesperson', name: 'Trader 0', businessName: 'Plumbing 0 Ltd', deleted: false },
      lastMessage: null,
      unread: 0,
      closedReason: null,
    });

    expect((await send(people[0]!.token, conversations[0]!, 'Hello from Trader 0')).statusCode).toBe(201);
    const after = await list(client.token);
    expect(after.map((c) => c._id)).toEqual([conversations[0], conversations[1]]);
    expect(after[0]!.lastMessage).toMatchObject({ text: 'Hello from Trader 0', mine: false });

    const theirs = await list(people[0]!.token);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      _id: conversations[0],
      counterpart: { role: 'client', name: 'Priya Natarajan', deleted: false },
      lastMessage: { text: 'Hello from Trader 0', mine: true },
    });
  });
});

describe(`who may use a conversation (${dialectName()})`, () => {
  it('answers another client, another tradesperson and an administrator 404 on every route, as an unknown id', async () => {
    const { conversations, people } = await jobWithQuotes(1);
    const id = conversations[0]!;
    await send(people[0]!.token, id, 'Only for the client');
    const admin = await createAdmin(ctx.database.db);
    const outsiders = [
      (await createClient(ctx.app)).token,
      (await approvedTradesperson()).token,
      await signIn(ctx.app, 'admin', admin),
    ];
    const routes: [Method, string, object?][] = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { text: 'Let me in' }],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `/api/conversations/${id}/report`, { reason: 'spam' }],
    ];
    for (const token of outsiders) {
      for (const [method, url, body] of routes) {
        const res = await inject(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('Only for the client');
        const unknown = await inject(method, url.replace(id, newId()), token, body);
        expect(unknown.statusCode).toBe(404);
      }
      expect((await list(token === outsiders[2] ? outsiders[0]! : token)).map((c) => c._id)).not.toContain(id);
    }
    for (const [method, url, body] of routes) expect((await inject(method, url, undefined, body)).statusCode).toBe(401);
    expect(await storedCount(id)).toBe(1);
    const reports = await ctx.database.db
      .selectFrom('conversationReports')
      .select('id')
      .where('conversationId', '=', id)
      .execute();
    expect(reports).toHaveLength(0);
    expect((await inject('GET', '/api/conversations', outsiders[2])).statusCode).toBe(403);
  });
});

describe(`messages (${dialectName()})`, () => {
  it('pages backwards from the newest, oldest first within a page', async () => {
    const { client, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    await fill(id, 65);
    const newest = await page(client.token, id);
    expect(newest.messages.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `Message ${36 + i}`));
    expect(newest.hasMore).toBe(true);
    const middle = await page(client.token, id, newest.messages[0]!._id);
    expect(middle.messages.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `Message ${6 + i}`));
    expect(middle.hasMore).toBe(true);
    const oldest = await page(client.token, id, middle.messages[0]!._id);
    expect(oldest.messages.map((m) => m.text)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(oldest.hasMore).toBe(false);
    expect(oldest.messages.map((m) => m.mine)).toEqual([true, false, true, false, true]);
    // A message of another conversation is not a place to page from.
    const elsewhere = await jobWithQuotes(1);
    const foreign = await send(elsewhere.client.token, elsewhere.conversations[0]!, 'Elsewhere');
    const res = await inject('GET', `/api/conversations/${id}/messages?before=${foreign.json()._id}`, client.token);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', `/api/conversations/${id}/messages?before=nope`, client.token)).statusCode).toBe(400);
  });

  it('are stored trimmed and literally, 1 to 2,000 characters; anything else is 400 and nothing is stored', async () => {
    const { client, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    for (const text of ['', '   \n  ', 'x'.repeat(2001)]) {
      const res = await send(client.token, id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await inject('POST', `/api/conversations/${id}/messages`, client.token, {})).statusCode).toBe(400);
    expect(await storedCount(id)).toBe(0);

    const html = '  <script>alert("hi")</script> & <b>bold</b>\nsecond line  ';
    const sent = await send(client.token, id, html);
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({
      text: '<script>alert("hi")</script> & <b>bold</b>\nsecond line',
      mine: true,
      masked: false,
    });
    expect((await send(client.token, id, ` ${'y'.repeat(2000)} `)).statusCode).toBe(201);
    const texts = (await page(client.token, id)).messages.map((m) => m.text);
    expect(texts).toEqual(['<script>alert("hi")</script> & <b>bold</b>\nsecond line', 'y'.repeat(2000)]);
  });

  it('sent at once get distinct, consecutive numbers', async () => {
    const { client, people, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i % 2 ? client.token : people[0]!.token, id, `Together ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const rows = await ctx.database.db
      .selectFrom('messages')
      .select(['seq', 'text'])
      .where('conversationId', '=', id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(rows.map((r) => r.text)).size).toBe(10);
    expect((await page(client.token, id)).messages).toHaveLength(10);
  });
});

describe(`unread messages (${dialectName()})`, () => {
  it('are counted per conversation and in /api/me, reset by reading, never raised by one’s own', async () => {
    const { client, people, conversations } = await jobWithQuotes(2);
    const [first, second] = conversations as [string, string];
    for (const text of ['One', 'Two', 'Three']) await send(people[0]!.token, first, text);
    await send(people[1]!.token, second, 'Hello');
    const unread = async (token: string) => Object.fromEntries((await list(token)).map((c) => [c._id, c.unread]));
    expect(await unread(client.token)).toEqual({ [first]: 3, [second]: 1 });
    expect((await me(client.token)).unreadMessages).toBe(4);
    expect((await me(people[0]!.token)).unreadMessages).toBe(0);

    const read = await inject('POST', `/api/conversations/${first}/read`, client.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadMessages: 1 });
    expect(await unread(client.token)).toEqual({ [first]: 0, [second]: 1 });
    expect((await conversation(people[0]!.token, first)).counterpartReadAt).not.toBeNull();
    expect((await conversation(client.token, first)).counterpartReadAt).toBeNull();

    await send(client.token, first, 'Thanks');
    expect((await me(client.token)).unreadMessages).toBe(1);
    expect((await me(people[0]!.token)).unreadMessages).toBe(1);
    await send(people[0]!.token, first, 'You are welcome');
    // Writing counts as having read what came before.
    expect((await me(people[0]!.token)).unreadMessages).toBe(0);
    expect((await me(client.token)).unreadMessages).toBe(2);
    const admin = await createAdmin(ctx.database.db);
    expect((await me(await signIn(ctx.app, 'admin', admin))).unreadMessages).toBe(0);
  });
});

describe(`after the job (${dialectName()})`, () => {
  const closed = async (token: string, id: string) => {
    const res = await send(token, id, 'Still there?');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONVERSATION_CLOSED');
  };

  it('is read-only for those not chosen; the hired pair keeps talking, after completion too', async () => {
    const { client, job, people, quotes, conversations } = await jobWithQuotes(2);
    const [hired, loser] = conversations as [string, string];
    await send(people[1]!.token, loser, 'Before the choice');
    expect((await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token)).statusCode).toBe(200);

    await closed(people[1]!.token, loser);
    await closed(client.token, loser);
    expect(await conversation(people[1]!.token, loser)).toMatchObject({ closedReason: 'not_chosen', hired: false });
    expect((await page(people[1]!.token, loser)).messages.map((m) => m.text)).toEqual(['Before the choice']);
    expect(await storedCount(loser)).toBe(1);

    expect(await conversation(client.token, hired)).toMatchObject({ closedReason: null, hired: true });
    expect((await send(client.token, hired, 'When can you start?')).statusCode).toBe(201);
    expect((await send(people[0]!.token, hired, 'Monday')).statusCode).toBe(201);
    expect((await inject('POST', `/api/jobs/${job._id}/complete`, client.token)).statusCode).toBe(200);
    expect((await send(client.token, hired, 'Thank you, all done')).statusCode).toBe(201);
    expect((await conversation(people[0]!.token, hired)).closedReason).toBeNull();
  });

  it('is read-only once the job is cancelled', async () => {
    const { client, job, people, conversations } = await jobWithQuotes(1);
    expect((await inject('POST', `/api/jobs/${job._id}/cancel`, client.token)).statusCode).toBe(200);
    await closed(client.token, conversations[0]!);
    await closed(people[0]!.token, conversations[0]!);
    expect((await conversation(client.token, conversations[0]!)).closedReason).toBe('cancelled');
  });

  it('is read-only once the quotation is withdrawn, and stays readable', async () => {
    const { client, people, quotes, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    await send(client.token, id, 'Is the price firm?');
    const res = await inject('POST', `/api/quotations/${quotes[0]}/withdraw`, people[0]!.token);
    expect(res.statusCode).toBe(200);
    await closed(client.token, id);
    await closed(people[0]!.token, id);
    expect((await conversation(client.token, id)).closedReason).toBe('withdrawn');
    expect((await list(people[0]!.token)).map((c) => c._id)).toContain(id);
    expect((await page(people[0]!.token, id)).messages.map((m) => m.text)).toEqual(['Is the price firm?']);
  });

  it('is read-only once the other side deleted their account, shown as a deleted user', async () => {
    const { client, people, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    await send(client.token, id, 'Are you there?');
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(people[0]!.token),
      payload: { password: people[0]!.password },
    });
    expect(gone.statusCode).toBe(200);
    await closed(client.token, id);
    const seen = await conversation(client.token, id);
    expect(seen.closedReason).toBe('account_closed');
    expect(seen.counterpart).toMatchObject({ role: 'tradesperson', deleted: true });
    expect(seen.counterpart).not.toHaveProperty('businessName');
  });
});

describe(`contact details (${dialectName()})`, () => {
  const TRADE_TEXT = 'Call me on 07911 123457 or write to jack@thompson-plumbing.co.uk, thanks';
  const CLIENT_TEXT = 'My number is +44 7400 123456 if easier';

  it('are masked to the other side before the hire, shown to the author, and to both after it', async () => {
    const { client, job, people, quotes, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    // The sender is told, in the answer to the send, that the other side sees the details hidden.
    expect((await send(people[0]!.token, id, TRADE_TEXT)).json()).toMatchObject({ mine: true, hiddenFromThem: true });
    expect((await send(client.token, id, CLIENT_TEXT)).json()).toMatchObject({ mine: true, hiddenFromThem: true });

    const clientSees = (await page(client.token, id)).messages;
    expect(clientSees[0]).toMatchObject({ text: 'Call me on ••• or write to •••, thanks', masked: true, mine: false });
    expect(clientSees[1]).toMatchObject({ text: CLIENT_TEXT, masked: false, mine: true, hiddenFromThem: true });
    expect(clientSees[0]).toMatchObject({ hiddenFromThem: false });
    const tradeSees = (await page(people[0]!.token, id)).messages;
    expect(tradeSees[0]).toMatchObject({ text: TRADE_TEXT, masked: false, mine: true });
    expect(tradeSees[1]).toMatchObject({ text: 'My number is ••• if easier', masked: true });
    expect((await list(people[0]!.token))[0]!.lastMessage).toMatchObject({ text: 'My number is ••• if easier' });
    const body = (await inject('GET', `/api/conversations/${id}/messages`, client.token)).body;
    expect(body).not.toContain('123457');
    expect(body).not.toContain('jack@');
    expect((await send(client.token, id, 'See you Tuesday')).json()).toMatchObject({ hiddenFromThem: false });

    expect((await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token)).statusCode).toBe(200);
    expect((await page(client.token, id)).messages[0]).toMatchObject({ text: TRADE_TEXT, masked: false });
    expect((await page(people[0]!.token, id)).messages[1]).toMatchObject({ text: CLIENT_TEXT, masked: false });
    // Once hired, nothing is hidden from either side.
    expect((await page(client.token, id)).messages[1]).toMatchObject({ hiddenFromThem: false });
    expect((await send(client.token, id, CLIENT_TEXT)).json()).toMatchObject({ hiddenFromThem: false });
  });
});

describe(`flooding and reporting (${dialectName()})`, () => {
  it('refuses a 21st message in a minute from one person with 429, storing nothing', async () => {
    const { client, people, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    for (let i = 0; i < 20; i += 1) expect((await send(client.token, id, `Message ${i}`)).statusCode).toBe(201);
    const refused = await send(client.token, id, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Object.keys(refused.json()).sort()).toEqual(['code', 'error', 'message']);
    expect(await storedCount(id)).toBe(20);
    // Counted per person: the other side still writes.
    expect((await send(people[0]!.token, id, 'My turn')).statusCode).toBe(201);
  });

  it('takes one report per person; a second is 409 ALREADY_REPORTED', async () => {
    const { client, people, conversations } = await jobWithQuotes(1);
    const id = conversations[0]!;
    const url = `/api/conversations/${id}/report`;
    expect((await inject('POST', url, client.token, { reason: 'nonsense' })).statusCode).toBe(400);
    expect((await conversation(client.token, id)).reported).toBe(false);
    const first = await inject('POST', url, client.token, { reason: 'scam', details: '  Asked for a deposit  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toHaveProperty('message');
    expect((await conversation(client.token, id)).reported).toBe(true);
    const again = await inject('POST', url, client.token, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REPORTED');
    expect((await conversation(people[0]!.token, id)).reported).toBe(false);
    expect((await inject('POST', url, people[0]!.token, { reason: 'harassment' })).statusCode).toBe(201);
    const rows = await ctx.database.db
      .selectFrom('conversationReports')
      .select(['reporterRole', 'reason', 'details'])
      .where('conversationId', '=', id)
      .orderBy('reporterRole')
      .execute();
    expect(rows).toEqual([
      { reporterRole: 'client', reason: 'scam', details: 'Asked for a deposit' },
      { reporterRole: 'tradesperson', reason: 'harassment', details: null },
    ]);
  });
});

describe(`live events (${dialectName()})`, () => {
  // With several servers on PostgreSQL the events travel through the database: wait for them.
  const heardExactly = (events: LiveEvent[], expected: LiveEvent[]) =>
    vi.waitFor(() => expect(events).toEqual(expected));

  it('tell both sides of a new message and the other side of a read; nothing for a refused message', async () => {
    const { client, job, people, quotes, conversations } = await jobWithQuotes(2);
    const [id, loser] = conversations as [string, string];
    const heard = { client: [] as LiveEvent[], trade: [] as LiveEvent[], loser: [] as LiveEvent[] };
    const stops = [
      ctx.app.live.subscribe({ role: 'client', id: client.id }, (e) => heard.client.push(e)),
      ctx.app.live.subscribe({ role: 'tradesperson', id: people[0]!.id }, (e) => heard.trade.push(e)),
      ctx.app.live.subscribe({ role: 'tradesperson', id: people[1]!.id }, (e) => heard.loser.push(e)),
    ];
    try {
      await send(people[0]!.token, id, 'Hello');
      await heardExactly(heard.client, [{ type: 'message', conversationId: id }]);
      await heardExactly(heard.trade, [{ type: 'message', conversationId: id }]);
      await inject('POST', `/api/conversations/${id}/read`, client.token);
      await heardExactly(heard.trade, [
        { type: 'message', conversationId: id },
        { type: 'read', conversationId: id },
      ]);

      await inject('POST', `/api/accept-quotation/${job._id}/${quotes[0]}`, client.token);
      expect((await send(people[1]!.token, loser, 'Too late')).statusCode).toBe(409);
      // The next message's event arrives alone: the refused one told nobody.
      await send(people[0]!.token, id, 'See you Monday');
      await heardExactly(heard.client, [
        { type: 'message', conversationId: id },
        { type: 'message', conversationId: id },
      ]);
      expect(heard.loser).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe(`quotations made before messaging (${dialectName()})`, () => {
  it('each get a conversation from the migration', async () => {
    const other = await createTestApp();
    try {
      const db = other.database.db;
      const client = await createClient(other.app);
      const job = await createJob(other.app, client.token);
      const person = await createTradesperson(other.app);
      await db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
      const quoted = await other.app.inject({
        method: 'POST',
        url: `/api/apply-job/${job._id}`,
        headers: bearer(person.token),
        payload: { quotation: 'Made before messaging' },
      });
      const quotationId = quoted.json().quotation._id as string;
      // As it was before the migration: no conversation tables; then the migration runs. Site visits
      // (a later migration) refer to conversations: they go first and come back after.
      await siteVisits.down(db);
      await migration.down(db);
      await migration.up(db);
      await siteVisits.up(db);
      const rows = await db.selectFrom('conversations').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({ jobId: job._id, clientId: client.id, tradespersonId: person.id, quotationId }),
      ]);
      const jobs = await other.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(client.token) });
      expect(jobs.json()[0].quotations[0].conversationId).toBe(rows[0]!.id);
      const sent = await other.app.inject({
        method: 'POST',
        url: `/api/conversations/${rows[0]!.id}/messages`,
        headers: bearer(client.token),
        payload: { text: 'Hello' },
      });
      expect(sent.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});
