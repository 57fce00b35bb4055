/**
 * Messaging benchmark: messages sent per second while 200 live connections (GET /api/live) are
 * open, and the delay from the moment a message is sent to the moment its recipient's stream
 * says it arrived (p50, p99). The real server runs as a child process; the senders and the 200
 * listeners run here.
 *
 * PAIRS conversations (a client, a tradesperson, an open job and a pending quotation each); the
 * first 100 have both sides connected (200 streams). Senders go round every conversation, in turn
 * as the client and as the tradesperson, so no person nears the 20-a-minute limit; the delay is
 * measured on the messages whose recipient is connected, after a 3 s warm-up that is not counted.
 *
 *   npx tsx bench/messaging.ts                                 # SQLite
 *   BENCH_PG_URL=postgres://... npx tsx bench/messaging.ts     # PostgreSQL too (LISTEN/NOTIFY)
 *   BENCH_SECONDS=10 BENCH_SENDERS=32 BENCH_PAIRS=2000
 */
import type { Kysely } from 'kysely';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { fill, quoteEveryJob } from './fill.js';
import { freshDatabase, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 32);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2000);
const CONNECTED_PAIRS = 100;
const WARM_UP_SECONDS = 3;
const PORT = 3420;

interface Pair {
  conversationId: string;
  client: string;
  tradesperson: string;
}

/** PAIRS open jobs, each with one pending quotation and its conversation, and a token for each side. */
async function prepare(db: Kysely<Database>): Promise<Pair[]> {
  await fill(db, { tradespeople: PAIRS, clients: PAIRS, jobs: PAIRS });
  const conversations = await quoteEveryJob(db, (i) => i);
  const pairs: Pair[] = [];
  for (const c of conversations) {
    pairs.push({
      conversationId: c.id,
      client: await createSession(db, 'client', c.clientId),
      tradesperson: await createSession(db, 'tradesperson', c.tradespersonId),
    });
  }
  return pairs;
}

/** One live stream: calls `onMessage(conversationId)` for each `message` event it receives. */
async function listen(base: string, token: string, onMessage: (conversationId: string) => void, signal: AbortSignal) {
  const response = await fetch(`${base}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onMessage((JSON.parse(data.slice(6)) as { conversationId: string }).conversationId);
        }
      }
    } catch {
      /* aborted at the end of the run */
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;

async function run(base: string, pairs: Pair[]) {
  const controller = new AbortController();
  // Per conversation and recipient role, the send times of messages not yet seen arriving.
  const waiting = new Map<string, number[]>();
  const delays: number[] = [];
  const arrived = (key: string) => {
    const sentAt = waiting.get(key)?.shift();
    if (sentAt !== undefined) delays.push(performance.now() - sentAt);
  };
  const connected = pairs.slice(0, CONNECTED_PAIRS);
  await Promise.all(
    connected.flatMap((pair) => [
      listen(base, pair.client, (id) => arrived(`${id}:client`), controller.signal),
      listen(base, pair.tradesperson, (id) => arrived(`${id}:tradesperson`), controller.signal),
    ]),
  );

  let next = 0;
  let sent = 0;
  let refused = 0;
  const statuses = new Map<number, number>();
  let until = 0;
  let measuring = false;
  const sender = async () => {
    while (performance.now() < until) {
      const turn = next++;
      const pair = pairs[turn % pairs.length]!;
      const asClient = Math.floor(turn / pairs.length) % 2 === 0;
      const recipient = `${pair.conversationId}:${asClient ? 'tradesperson' : 'client'}`;
      const sentAt = performance.now();
      const isConnected = measuring && turn % pairs.length < CONNECTED_PAIRS;
      if (isConnected) waiting.set(recipient, [...(waiting.get(recipient) ?? []), sentAt]);
      const response = await fetch(`${base}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${asClient ? pair.client : pair.tradesperson}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text: `Message ${turn}: could you come on Tuesday morning instead?` }),
      });
      await response.arrayBuffer();
      if (!measuring) continue;
      if (response.status === 201) sent += 1;
      else {
        refused += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (isConnected) waiting.get(recipient)?.pop();
      }
    }
  };
  // A warm-up (compiled code paths, the database's caches), not counted.
  until = performance.now() + WARM_UP_SECONDS * 1000;
  await Promise.all(Array.from({ length: SENDERS }, sender));
  measuring = true;
  const started = performance.now();
  until = started + SECONDS * 1000;
  await Promise.all(Array.from({ length: SENDERS }, sender));
  const elapsed = (performance.now() - started) / 1000;
  // Let the last events arrive before counting what never did.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  controller.abort();
  const lost = [...waiting.values()].reduce((sum, list) => sum + list.length, 0);
  delays.sort((a, b) => a - b);
  return {
    perSecond: Math.round(sent / elapsed),
    sent,
    refused: [...statuses].map(([status, n]) => `${n}×${status}`).join(', ') || '0',
    measured: delays.length,
    lost,
    p50: percentile(delays, 50).toFixed(1),
    p99: percentile(delays, 99).toFixed(1),
    refusedCount: refused,
  };
}

const rows: string[] = [];
const kinds: ('sqlite' | 'postgres')[] = process.env.BENCH_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
for (const kind of kinds) {
  const url = await freshDatabase(kind, 'bench_messaging');
  const database = createDb(url);
  await migrateToLatest(database.db);
  const pairs = await prepare(database.db);
  await database.close();
  const server = await startServer({ DATABASE_URL: url }, PORT);
  try {
    const r = await run(server.base, pairs);
    rows.push(
      `| ${kind} | ${CONNECTED_PAIRS * 2} | ${SENDERS} | ${r.perSecond} | ${r.sent} | ${r.refused} | ${r.measured} | ${r.lost} | ${r.p50} | ${r.p99} |`,
    );
    console.error(rows.at(-1));
  } finally {
    await stopServer(server);
  }
}
console.log(
  '| database | live connections | concurrent senders | messages/s | sent | refused | delays measured | never arrived | delay p50 ms | delay p99 ms |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
