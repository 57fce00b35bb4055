import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, dialectName, type TestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, signIn } from '../../../test/factories.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db/create-db.js';
import type { Recipient } from './hub.js';
import { postgresHub } from './postgres-hub.js';

let ctx: TestContext;
let base: string;
const cleanups: (() => Promise<unknown>)[] = [];

/**
 * Node's fetch (undici) opens a spare connection after an aborted stream and never sends a request
 * on it; the server counts it as a request under way until its 30 s request timeout, so closing
 * the app would wait for it. Browsers do not do this. The streams' own ends are tested below.
 */
const dropSpareConnections = (app: TestApp) => app.server.closeAllConnections();

const urlOf = (app: TestApp) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(ctx.app);
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  dropSpareConnections(ctx.app);
  await ctx.close();
});

/** Asks until `check` holds: waits for the condition, not for a guessed length of time. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** GET /api/live as the web app reads it: fetch and a streaming reader. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const more = async () => {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else text += decoder.decode(value, { stream: true });
  };
  return {
    res,
    text: () => text,
    /** Reads until the stream holds `part`. */
    async waitFor(part: string) {
      while (!text.includes(part)) {
        if (ended) throw new Error(`the stream ended without ${part}: ${text}`);
        await more();
      }
    },
    async readToEnd() {
      while (!ended) await more();
      return text;
    },
    close: () => controller.abort(),
  };
}

const frame = (type: string, conversationId: string) =>
  `event: ${type}\ndata: ${JSON.stringify({ conversationId })}\n\n`;

describe(`GET /api/live (${dialectName()})`, () => {
  it('refuses a caller without a session (401) and an administrator (403)', async () => {
    const nobody = await fetch(`${base}/api/live`);
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get('content-type')).toMatch(/application\/json/);
    const admin = await createAdmin(ctx.database.db);
    const refused = await fetch(`${base}/api/live`, { headers: bearer(await signIn(ctx.app, 'admin', admin)) });
    expect(refused.status).toBe(403);
  });

  it('does not take the token from the address, which gets logged', async () => {
    const client = await createClient(ctx.app);
    for (const query of ['token', 'access_token', 'authorization']) {
      const res = await fetch(`${base}/api/live?${query}=${client.token}`);
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
  });

  it("streams the signed-in person's events, and only theirs, as Server-Sent Events", async () => {
    const client = await createClient(ctx.app);
    const other = await createClient(ctx.app);
    const stream = await openStream(`${base}/api/live`, bearer(client.token));
    const otherStream = await openStream(`${base}/api/live`, bearer(other.token));
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.res.headers.get('cache-control')).toMatch(/no-cache/);
      expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.res.headers.get('content-encoding')).toBeNull();
      await stream.waitFor('\n\n');
      expect(stream.text()).toBe('retry: 3000\n\n');

      // Someone else's event reaches them (so the hub has handled it) and never this stream.
      ctx.app.live.publish({ role: 'client', id: other.id }, { type: 'message', conversationId: 'for-the-other' });
      await otherStream.waitFor(frame('message', 'for-the-other'));
      // The same id as a tradesperson is someone else too.
      ctx.app.live.publish({ role: 'tradesperson', id: client.id }, { type: 'read', conversationId: 'wrong-role' });
      ctx.app.live.publish({ role: 'client', id: client.id }, { type: 'message', conversationId: 'conv-1' });
      ctx.app.live.publish({ role: 'client', id: client.id }, { type: 'read', conversationId: 'conv-1' });
      await stream.waitFor(frame('read', 'conv-1'));
      expect(stream.text()).toContain(frame('message', 'conv-1'));
      expect(stream.text()).not.toContain('for-the-other');
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('a tradesperson hears their own events', async () => {
    const trade = await createTradesperson(ctx.app);
    const stream = await openStream(`${base}/api/live`, bearer(trade.token));
    try {
      await stream.waitFor('retry: 3000');
      ctx.app.live.publish({ role: 'tradesperson', id: trade.id }, { type: 'conversation', conversationId: 'c-9' });
      await stream.waitFor(frame('conversation', 'c-9'));
    } finally {
      stream.close();
    }
  });

  it('stops listening for a client who disconnects', async () => {
    const client = await createClient(ctx.app);
    const me: Recipient = { role: 'client', id: client.id };
    const first = await openStream(`${base}/api/live`, bearer(client.token));
    const second = await openStream(`${base}/api/live`, bearer(client.token));
    await first.waitFor('retry');
    await second.waitFor('retry');
    expect(ctx.app.live.subscribers(me)).toBe(2);
    first.close();
    await until(() => ctx.app.live.subscribers(me) === 1, 'the first stream to be unsubscribed');
    second.close();
    await until(() => ctx.app.live.subscribers(me) === 0, 'the second stream to be unsubscribed');
  });

  it('closing the app ends its open streams instead of waiting for them', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await createClient(own.app);
    const stream = await openStream(`${urlOf(own.app)}/api/live`, bearer(client.token));
    await stream.waitFor('retry');
    await own.close();
    expect(await stream.readToEnd()).toBe('retry: 3000\n\n');
  });
});

/** A second app server on the database of `ctx`, as another machine would run it. */
async function secondServer(): Promise<{ app: TestApp; database: Db }> {
  const database = createDb(process.env.TEST_DATABASE_URL!, { schema: ctx.schema, poolSize: 2 });
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', FORM_RATE_LIMIT: '100000' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database };
}

// Several servers share events only through PostgreSQL; on SQLite there is one server.
if (dialectName() === 'postgres') {
  describe('live updates across app servers on one PostgreSQL database', () => {
    it('an event published on server A arrives on a stream opened on server B', async () => {
      const b = await secondServer();
      cleanups.push(async () => {
        dropSpareConnections(b.app);
        await b.app.close();
        await b.database.close();
      });
      const client = await createClient(ctx.app);
      const stream = await openStream(`${urlOf(b.app)}/api/live`, bearer(client.token));
      try {
        await stream.waitFor('retry');
        ctx.app.live.publish({ role: 'client', id: client.id }, { type: 'message', conversationId: 'from-a' });
        await stream.waitFor(frame('message', 'from-a'));
      } finally {
        stream.close();
      }
    });

    it('listens again after losing its connection, and says so in the log', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const clients: pg.Client[] = [];
      const lines: string[] = [];
      const log = {
        info: (message: string) => lines.push(message),
        warn: (_details: unknown, message: string) => lines.push(message),
      } as unknown as FastifyBaseLogger;
      const hub = await postgresHub({
        db: ctx.database.db,
        connect: () => {
          const client = new pg.Client({ connectionString: url });
          clients.push(client);
          return client;
        },
        log,
      });
      cleanups.push(() => hub.close());
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      cleanups.push(() => admin.end());

      const me: Recipient = { role: 'client', id: `listener-${Date.now()}` };
      const heard: string[] = [];
      hub.subscribe(me, (event) => heard.push(event.conversationId));
      await admin.query('select pg_terminate_backend($1)', [
        (clients[0] as unknown as { processID: number }).processID,
      ]);
      await until(() => lines.some((line) => /lost the LISTEN connection/.test(line)), 'the loss to be logged');
      await until(() => lines.some((line) => /listening on PostgreSQL again/.test(line)), 'the listener to return');
      expect(clients).toHaveLength(2);
      hub.publish(me, { type: 'message', conversationId: 'after-the-loss' });
      await until(() => heard.includes('after-the-loss'), 'the event to arrive after reconnecting');
    });
  });
}
