/**
 * Reliability figures (issue 42) at scale: 10,000 approved tradespeople, 20,000 conversations and
 * 1,000,000 messages. A profile (GET /api/tradespeople/:id, which carries the figures) is read from
 * one kept row per tradesperson, so its time must not grow with the messages: it is measured with
 * 20,000 messages (each conversation's first answer) and again with 1,000,000, over 2,000 different
 * profiles. Then the write side: a tradesperson's first answer (POST a message), which raises the
 * figures in its transaction, timed one after another.
 *
 * The figures come from the real write path: each conversation's first answer is recorded with
 * `recordFirstAnswer`, as sending it does; the other 980,000 messages are inserted in bulk (they
 * are not first answers, so they change no figure).
 *
 *   npx tsx bench/reliability.ts                                   SQLite
 *   BENCH_DB=postgres BENCH_PG_URL=postgres://... npx tsx bench/reliability.ts
 *   BENCH_SECONDS=15 (default) BENCH_CONNECTIONS=10 (default)
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { recordFirstAnswer } from '../apps/api/src/modules/reliability/index.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { fill, inBatches, quoteEveryJob } from './fill.js';
import { freshDatabase, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TRADESPEOPLE = 10_000;
const CONVERSATIONS = 20_000;
const MESSAGES = 1_000_000;
const WRITES = 200;
const PORT = 3443;
/** Bulk message inserts: 1,000 rows a statement, 20,000 a transaction. */
const BULK = { statement: 1000, transaction: 20_000 };

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const url = await freshDatabase(kind, 'tf_reliability');
const setup = createDb(url);
const db = setup.db;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * The client's question and the tradesperson's first answer in each conversation (the answer
 * recorded in the figures as sending it would), except the last WRITES, which get only the
 * question: their answers are sent through the API below.
 */
async function firstAnswers(conversations: { id: string; tradespersonId: string }[]) {
  const asked = Date.parse('2026-11-30T09:00:00Z');
  const rows = [];
  const answers: { tradespersonId: string; askedAt: string; answeredAt: string }[] = [];
  for (const [i, c] of conversations.entries()) {
    const askedAt = new Date(asked + (i % 500) * 60_000).toISOString();
    rows.push({
      id: randomUUID(),
      conversationId: c.id,
      seq: 1,
      authorRole: 'client' as const,
      text: 'Are you free next week?',
      createdAt: askedAt,
    });
    if (i >= conversations.length - WRITES) continue;
    // Answers from a few minutes to a few working days later, so every bucket is used.
    const answeredAt = new Date(Date.parse(askedAt) + ((i * 37) % 4000) * 60_000).toISOString();
    rows.push({
      id: randomUUID(),
      conversationId: c.id,
      seq: 2,
      authorRole: 'tradesperson' as const,
      text: 'Yes, Tuesday works.',
      createdAt: answeredAt,
    });
    answers.push({ tradespersonId: c.tradespersonId, askedAt, answeredAt });
  }
  await inBatches(db, rows, (trx, batch) => trx.insertInto('messages').values(batch).execute(), BULK);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (const answer of answers)
      await recordFirstAnswer(trx, answer.tradespersonId, answer.askedAt, answer.answeredAt);
  });
  console.log(
    `figures recorded for ${answers.length} first answers in ${seconds(started)} s (recordFirstAnswer, one transaction)`,
  );
  await syncLastSeq();
  return rows.length;
}

/** Each conversation's last message number, as sending keeps it. */
const syncLastSeq = () =>
  db
    .updateTable('conversations')
    .set((eb) => ({
      lastSeq: eb
        .selectFrom('messages')
        .select((m) => m.fn.max<number>('seq').as('seq'))
        .whereRef('messages.conversationId', '=', 'conversations.id'),
    }))
    .execute();

/** The rest of the million: later messages of the answered conversations, in bulk. */
async function laterMessages(conversations: { id: string }[], already: number) {
  const open = conversations.slice(0, conversations.length - WRITES);
  const perConversation = Math.ceil((MESSAGES - already) / open.length);
  let left = MESSAGES - already;
  const at = new Date('2026-12-01T10:00:00Z').toISOString();
  for (let start = 0; start < open.length && left > 0; start += 1000) {
    const rows = [];
    for (const c of open.slice(start, start + 1000)) {
      for (let k = 0; k < perConversation && left > 0; k++, left--) {
        rows.push({
          id: randomUUID(),
          conversationId: c.id,
          seq: 3 + k,
          authorRole: k % 2 ? ('client' as const) : ('tradesperson' as const),
          text: `Message ${k} about the job.`,
          createdAt: at,
        });
      }
    }
    await inBatches(db, rows, (trx, batch) => trx.insertInto('messages').values(batch).execute(), BULK);
  }
  await syncLastSeq();
}

/** GET /api/tradespeople/:id over 2,000 different profiles under CONNECTIONS connections. */
async function profiles(base: string, ids: string[], label: string, connections: number) {
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections,
      duration,
      requests: [
        { setupRequest: (request) => ({ ...request, path: `/api/tradespeople/${ids[next++ % ids.length]}` }) },
      ],
    });
  await run(3);
  const result = await run(SECONDS);
  const errors = result.errors + result.non2xx + result.timeouts;
  console.log(
    `| ${label}, ${connections} connection${connections > 1 ? 's' : ''} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${errors} |`,
  );
}

const started = performance.now();
await migrateToLatest(db);
await fill(db, { tradespeople: TRADESPEOPLE, clients: 2_000, jobs: CONVERSATIONS });
// The first 2,000 tradespeople quote five times each (their figures are public), the rest once.
const conversations = await quoteEveryJob(db, (i, count) => (i < 10_000 ? i % 2_000 : i % count));
const written = await firstAnswers(conversations);
console.log(
  `${kind}: ${TRADESPEOPLE} tradespeople, ${conversations.length} conversations, ${written} messages in ${seconds(started)} s`,
);
const figureRows = await db
  .selectFrom('tradespersonReliability')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
const sample = await db
  .selectFrom('tradespersonReliability')
  .select('tradespersonId')
  .orderBy(
    (eb) =>
      eb(
        'answersWithinHour',
        '+',
        eb('answersWithinDay', '+', eb('answersWithinTwoDays', '+', eb.ref('answersLater'))),
      ),
    'desc',
  )
  .limit(2_000)
  .execute();
const ids = sample.map((row) => row.tradespersonId);
console.log(`figure rows: ${figureRows.n}`);

console.log(
  `\n| Profiles (${SECONDS} s each) | req/s | p50 ms | p99 ms | max ms | errors |\n|---|---|---|---|---|---|`,
);
let server = await startServer({ DATABASE_URL: url }, PORT);
const check = await (await fetch(`${server.base}/api/tradespeople/${ids[0]}`)).json();
for (const connections of [1, CONNECTIONS])
  await profiles(server.base, ids, `${written.toLocaleString('en-GB')} messages`, connections);
await stopServer(server);

const bulk = performance.now();
await laterMessages(conversations, written);
// As a running server's database would be by then: autovacuum would otherwise run during the measurement.
if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
const total = await db
  .selectFrom('messages')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`| (${Number(total.n).toLocaleString('en-GB')} messages after ${seconds(bulk)} s of inserts) | | | | | |`);
server = await startServer({ DATABASE_URL: url }, PORT);
for (const connections of [1, CONNECTIONS])
  await profiles(server.base, ids, `${Number(total.n).toLocaleString('en-GB')} messages`, connections);
console.log(`\na profile's figures: ${JSON.stringify(check.reliability)}`);

// The write side: first answers sent through the API, one after another, each raising the figures.
const withinHour = () =>
  db
    .selectFrom('tradespersonReliability')
    .select((eb) => eb.fn.sum<number>('answersWithinHour').as('hour'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.hour));
const before = await withinHour();
const waiting = conversations.slice(conversations.length - WRITES);
const times: number[] = [];
for (const c of waiting) {
  const token = await createSession(db, 'tradesperson', c.tradespersonId);
  const sentAt = performance.now();
  const answer = await fetch(`${server.base}/api/conversations/${c.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Yes, I can come on Tuesday.' }),
  });
  times.push(performance.now() - sentAt);
  if (answer.status !== 201) throw new Error(`first answer: ${answer.status} ${await answer.text()}`);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))]!.toFixed(1);
const after = await withinHour();
console.log(
  `first answers through the API (${WRITES}, one at a time): p50 ${at(50)} ms, p99 ${at(99)} ms; answers within an hour ${before} -> ${after}`,
);
await stopServer(server);
await setup.close();
