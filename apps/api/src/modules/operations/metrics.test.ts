import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, clientInput, createClient } from '../../../test/factories.js';

const TOKEN = 'scrape-token-0123456789abcdef';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  ctx.app.server.closeAllConnections();
  await ctx.close();
});

/** Prometheus's text format, as a scraper reads it: each sample's name and labels, and its value. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}

async function scrape() {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

const requests = (samples: Map<string, number>, route: string, status = 200, method = 'GET') =>
  samples.get(`http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`) ?? 0;

describe(`GET /metrics (${dialectName()})`, () => {
  it('answers only with the token: 401 without it or with another, compared whole', async () => {
    for (const headers of [
      {},
      bearer('scrape-token-0123456789abcdeX'),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("has Node's defaults, and times each request under its route pattern and status", async () => {
    const before = await scrape();
    expect(before.has('process_cpu_user_seconds_total')).toBe(true);
    expect(before.has('nodejs_heap_size_used_bytes')).toBe(true);
    const id = '7d1d3c38-0000-4000-8000-000000000000';
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/tradespeople/${id}` });
    expect(profile.statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    const after = await scrape();
    expect(requests(after, '/healthz') - requests(before, '/healthz')).toBe(2);
    // The pattern, never the address: an id is not a label, and no route is one label for all.
    expect(requests(after, '/api/tradespeople/:id', 404) - requests(before, '/api/tradespeople/:id', 404)).toBe(1);
    expect(requests(after, 'unmatched', unknown.statusCode) - requests(before, 'unmatched', unknown.statusCode)).toBe(
      1,
    );
    expect([...after.keys()].some((key) => key.includes(id))).toBe(false);
    expect(
      after.get('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz",status_code="200"}'),
    ).toBe(requests(after, '/healthz'));
  });

  it('counts the outbox: a queued email raises its depth, and the oldest has an age', async () => {
    const before = await scrape();
    // Registering queues a verification email (no SMTP_URL here: it stays pending).
    const res = await ctx.app.inject({ method: 'POST', url: '/client/register', payload: clientInput() });
    expect(res.statusCode).toBe(201);
    const after = await scrape();
    expect(after.get('tradewise_outbox_pending_emails')).toBe(before.get('tradewise_outbox_pending_emails')! + 1);
    expect(after.get('tradewise_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the live streams open on this server', async () => {
    const client = await createClient(ctx.app);
    const { port } = ctx.app.server.address() as AddressInfo;
    const streams = () => scrape().then((samples) => samples.get('tradewise_live_streams_open'));
    const before = await streams();
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/live`, {
      headers: bearer(client.token),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    await res.body!.getReader().read();
    expect(await streams()).toBe(before! + 1);
    controller.abort();
    for (let tries = 0; (await streams()) !== before && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await streams()).toBe(before);
  });

  it("gives each worker's last success as recorded, once it has one", async () => {
    const name = 'worker="review-reminders"';
    expect((await scrape()).has(`tradewise_worker_last_success_timestamp_seconds{${name}}`)).toBe(false);
    const startedAt = Date.now() / 1000;
    await ctx.app.workers.runNow('review-reminders');
    const at = (await scrape()).get(`tradewise_worker_last_success_timestamp_seconds{${name}}`);
    expect(at).toBeGreaterThanOrEqual(Math.floor(startedAt));
    expect(at).toBeLessThanOrEqual(Date.now() / 1000 + 1);
  });

  it("shows PostgreSQL's pool on PostgreSQL, and no pool on SQLite (one connection, none to count)", async () => {
    const samples = await scrape();
    if (dialectName() !== 'postgres') {
      expect([...samples.keys()].filter((name) => name.startsWith('tradewise_db_pool'))).toEqual([]);
      return;
    }
    expect(samples.get('tradewise_db_pool_connections{state="max"}')).toBe(5);
    expect(samples.get('tradewise_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    // The scrape's own queries may be waiting for a connection as it is read.
    expect(samples.get('tradewise_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics elsewhere', () => {
  it('is not there without METRICS_TOKEN (404), nor timed', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is served without a token on METRICS_PORT, and only there', async () => {
    const free = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => free.once('listening', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const other = await createTestApp({ METRICS_PORT: String(port) });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parse(await res.text()).has('tradewise_live_streams_open')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // The API's own port keeps asking for the token, which is not set: 404.
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
