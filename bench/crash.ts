/**
 * Crash test: concurrent job posts and quotations against the real server, SIGKILL mid-way, restart,
 * then check that every request answered 2xx is in the database (and, on SQLite, that
 * PRAGMA integrity_check is ok). Three rounds per database.
 *
 *   npx tsx bench/crash.ts                                  # SQLite
 *   BENCH_PG_URL=postgres://USER@HOST:PORT/DB npx tsx bench/crash.ts   # and PostgreSQL
 */
import SQLite from 'better-sqlite3';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { sqlitePath } from '../apps/api/src/db/create-db.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { freshDatabase, sleep, startServer, stopServer } from './harness.js';
import { fill } from './fill.js';

const PORT = 3410;
const WORKERS = 16;

interface Acknowledged {
  jobs: Set<string>;
  quotations: Set<string>;
}

async function round(kind: 'sqlite' | 'postgres', n: number) {
  const url = await freshDatabase(kind, `tf_crash_${n}`);
  const setup = createDb(url);
  await migrateToLatest(setup.db);
  // 250 plumbers in areas AB..., one client; the plumbers all cover area M where the jobs are.
  await fill(setup.db, { tradespeople: 250, clients: 1, jobs: 0 });
  await setup.db
    .updateTable('tradespeople')
    .set({ coverage: JSON.stringify(['M']) })
    .where('trade', '=', 'plumber')
    .execute();
  const clientId = (await setup.db.selectFrom('clients').select('id').executeTakeFirstOrThrow()).id;
  const plumbers = await setup.db.selectFrom('tradespeople').select('id').where('trade', '=', 'plumber').execute();
  const clientToken = await createSession(setup.db, 'client', clientId);
  const tradeTokens = await Promise.all(plumbers.map((p) => createSession(setup.db, 'tradesperson', p.id)));
  await setup.close();

  let server = await startServer({ DATABASE_URL: url }, PORT);
  const acknowledged: Acknowledged = { jobs: new Set(), quotations: new Set() };
  const openJobs: string[] = [];
  let running = true;
  let errors = 0;

  const worker = async (w: number) => {
    for (let i = 0; running; i += 1) {
      try {
        if (i % 3 === 0 || openJobs.length === 0) {
          const res = await fetch(`${server.base}/api/post-job`, {
            method: 'POST',
            headers: { authorization: `Bearer ${clientToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              workType: 'plumber',
              serviceTime: 'no_date',
              propertyType: 'house',
              address: { street: `${w}-${i} Crash Street`, city: 'Manchester', postcode: 'M1 5QA' },
              email: 'crash@example.com',
              jobDescription: `Crash test job ${w}-${i}`,
            }),
          });
          if (res.status === 201) {
            const id = ((await res.json()) as { _id: string })._id;
            acknowledged.jobs.add(id);
            openJobs.push(id);
          }
        } else {
          const jobId = openJobs[Math.floor(Math.random() * openJobs.length)]!;
          const token = tradeTokens[(w * 31 + i) % tradeTokens.length]!;
          const res = await fetch(`${server.base}/api/apply-job/${jobId}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ quotation: 'Crash test quotation', price: 42 }),
          });
          if (res.status === 201)
            acknowledged.quotations.add(((await res.json()) as { quotation: { _id: string } }).quotation._id);
        }
      } catch {
        errors += 1; // the connection died with the server: that request was never acknowledged
        await sleep(5);
      }
    }
  };

  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await sleep(1500 + Math.floor(Math.random() * 1500));
  server.child.kill('SIGKILL');
  await server.exited;
  running = false;
  await Promise.all(workers);

  server = await startServer({ DATABASE_URL: url }, PORT);
  const check = createDb(url);
  const jobs = new Set((await check.db.selectFrom('jobs').select('id').execute()).map((r) => r.id));
  const quotations = new Set((await check.db.selectFrom('quotations').select('id').execute()).map((r) => r.id));
  const counts = await check.db.selectFrom('jobs').select(['id', 'quotationCount']).execute();
  const perJob = await check.db
    .selectFrom('quotations')
    .select(['jobId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('jobId')
    .execute();
  await check.close();
  const counted = new Map(perJob.map((r) => [r.jobId, Number(r.n)]));
  const countMismatches = counts.filter((j) => (counted.get(j.id) ?? 0) !== j.quotationCount).length;
  const missingJobs = [...acknowledged.jobs].filter((id) => !jobs.has(id)).length;
  const missingQuotations = [...acknowledged.quotations].filter((id) => !quotations.has(id)).length;

  let integrity = 'n/a (PostgreSQL)';
  if (kind === 'sqlite') {
    const raw = new SQLite(sqlitePath(url), { readonly: true });
    integrity = String(raw.pragma('integrity_check', { simple: true }));
    raw.close();
  }
  // The restarted server takes writes again.
  const after = await fetch(`${server.base}/api/jobs`, { headers: { authorization: `Bearer ${clientToken}` } });
  await stopServer(server);
  return {
    kind,
    round: n,
    jobs: acknowledged.jobs.size,
    quotations: acknowledged.quotations.size,
    missingJobs,
    missingQuotations,
    countMismatches,
    integrity,
    afterRestart: after.status,
    droppedConnections: errors,
  };
}

const kinds: ('sqlite' | 'postgres')[] = ['sqlite', ...(process.env.BENCH_PG_URL ? (['postgres'] as const) : [])];
const results = [];
for (const kind of kinds) for (let n = 1; n <= 3; n += 1) results.push(await round(kind, n));

console.log(
  '\n| database | round | jobs answered 201 | quotations answered 201 | missing after restart | quotation counts wrong | integrity_check | GET after restart | requests cut by the kill |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.kind} | ${r.round} | ${r.jobs} | ${r.quotations} | ${r.missingJobs + r.missingQuotations} | ${r.countMismatches} | ${r.integrity} | ${r.afterRestart} | ${r.droppedConnections} |`,
  );
}
const failed = results.some(
  (r) =>
    r.missingJobs + r.missingQuotations + r.countMismatches > 0 ||
    (r.kind === 'sqlite' && r.integrity !== 'ok') ||
    r.afterRestart !== 200,
);
process.exit(failed ? 1 : 0);
