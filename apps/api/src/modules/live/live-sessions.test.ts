import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, signIn } from '../../../test/factories.js';
import { MAX_STREAMS_PER_PERSON } from './routes.js';

/** Issue 38, item 11: a live stream lives no longer than its session, and one person holds a few. */
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Node's fetch leaves a spare connection after an aborted stream (see live.test.ts).
  (ctx.app.server as Server).closeAllConnections();
  await ctx.close();
});

async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live`, { headers, signal: controller.signal });
  let text = '';
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    res,
    text: () => text,
    /** Whether the server ended the stream within `ms`. */
    endsWithin: (ms: number) =>
      Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]),
    close: () => controller.abort(),
  };
}

async function until(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 400 && !check(); attempt += 1) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`gave up waiting: ${what}`);
}

describe(`a live stream ends with its session (${dialectName()})`, () => {
  it('after sign-out: no event reaches it, and the server ends it', async () => {
    const client = await createClient(ctx.app);
    const stream = await openStream(bearer(client.token));
    await until(() => stream.text().includes('retry'), 'the stream to open');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(client.token) });
    expect(out.statusCode).toBeLessThan(300);
    ctx.app.live.publish({ role: 'client', id: client.id }, { type: 'message', conversationId: 'after-sign-out' });
    expect(await stream.endsWithin(8_000)).toBe(true);
    expect(stream.text()).not.toContain('after-sign-out');
    expect(ctx.app.live.subscribers({ role: 'client', id: client.id })).toBe(0);
  });

  it("after a suspension ends the tradesperson's sessions", async () => {
    const trade = await createTradesperson(ctx.app);
    const admin = bearer(await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db)));
    const stream = await openStream(bearer(trade.token));
    await until(() => stream.text().includes('retry'), 'the stream to open');
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tradespeople/${trade.id}/suspend`,
      headers: admin,
    });
    expect(suspended.statusCode).toBe(200);
    ctx.app.live.publish({ role: 'tradesperson', id: trade.id }, { type: 'conversation', conversationId: 'suspended' });
    expect(await stream.endsWithin(8_000)).toBe(true);
    expect(stream.text()).not.toContain('suspended');
  });

  it('keeps the streams of the sessions still open', async () => {
    const client = await createClient(ctx.app);
    const other = await signIn(ctx.app, 'client', client);
    const kept = await openStream(bearer(other));
    const ending = await openStream(bearer(client.token));
    try {
      await until(() => kept.text().includes('retry') && ending.text().includes('retry'), 'both streams to open');
      await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(client.token) });
      expect(await ending.endsWithin(8_000)).toBe(true);
      ctx.app.live.publish({ role: 'client', id: client.id }, { type: 'read', conversationId: 'still-here' });
      await until(() => kept.text().includes('still-here'), 'the event on the open session');
    } finally {
      kept.close();
    }
  });
});

describe(`streams per person (${dialectName()})`, () => {
  it(`accepts ${MAX_STREAMS_PER_PERSON} at once and refuses one more (429) until one closes`, async () => {
    const client = await createClient(ctx.app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_PERSON; i += 1) streams.push(await openStream(bearer(client.token)));
    try {
      expect(streams.map((stream) => stream.res.status)).toEqual(streams.map(() => 200));
      const refused = await openStream(bearer(client.token));
      expect(refused.res.status).toBe(429);
      expect((await refused.res.json().catch(() => ({}))).code ?? 'RATE_LIMITED').toBe('RATE_LIMITED');
      streams.shift()!.close();
      await until(
        () => ctx.app.live.subscribers({ role: 'client', id: client.id }) < MAX_STREAMS_PER_PERSON,
        'a stream to close',
      );
      const again = await openStream(bearer(client.token));
      expect(again.res.status).toBe(200);
      streams.push(again);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
