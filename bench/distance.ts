/**
 * Distance benchmark (issue 16). For each database and size it fills a fresh database (jobs and
 * tradespeople at real outward codes, see fill.ts), starts the real server and loads, with
 * autocannon on loopback:
 * - GET /api/matching-jobs (10 a page) for a plumber based in central London with no added areas,
 *   at radius 15 and 50, newest first and sort=distance, and at radius 15 with their own postcode
 *   area added (what registering sets);
 * - GET /api/tradespeople?near=<postcode>&trade=plumber (the directory near a place, 24 a page).
 * Prints a Markdown table with the 200,000/2,000 p50 ratio of each row.
 *
 *   npx tsx bench/distance.ts                                   # SQLite, 2,000 and 200,000 jobs
 *   BENCH_PG_URL=postgres://... npx tsx bench/distance.ts       # PostgreSQL too
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_SIZES=2000,200000 BENCH_BASE='SE1 7PB'
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { fill, placeOf } from './fill.js';
import { freshDatabase, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '2000,200000').split(',').map(Number);
/** The measured plumber's business postcode, and the place the directory is asked about. */
const BASE = process.env.BENCH_BASE ?? 'SE1 7PB';
const PORT = 3430;

interface Scenario {
  name: string;
  radiusMiles: number;
  areas: string[];
  sort: 'newest' | 'distance';
}

const base = placeOf(BASE);
const SCENARIOS: Scenario[] = [
  { name: 'matching, radius 15, newest', radiusMiles: 15, areas: [], sort: 'newest' },
  { name: 'matching, radius 15, sort=distance', radiusMiles: 15, areas: [], sort: 'distance' },
  { name: 'matching, radius 50, newest', radiusMiles: 50, areas: [], sort: 'newest' },
  { name: 'matching, radius 50, sort=distance', radiusMiles: 50, areas: [], sort: 'distance' },
  { name: `matching, radius 15 + area ${base.area}, newest`, radiusMiles: 15, areas: [base.area], sort: 'newest' },
];
const DIRECTORY = `directory near ${BASE}, plumbers`;

interface Row {
  database: string;
  jobs: number;
  endpoint: string;
  /** What the measured page held: "shown of total". */
  matched: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function prepare(database: 'sqlite' | 'postgres', jobs: number) {
  const url = await freshDatabase(database, `tf_distance_${jobs}`);
  const { db, close } = createDb(url);
  await migrateToLatest(db);
  const started = Date.now();
  const filled = await fill(db, { tradespeople: 10_000, clients: Math.max(1, jobs / 10), jobs });
  // The measured plumber moves their business to BASE, stored as registering stores it.
  await db
    .updateTable('tradespeople')
    .set({ postcode: base.postcode, baseLatitude: base.latitude, baseLongitude: base.longitude })
    .where('id', '=', filled.tradespersonId)
    .execute();
  // What autovacuum does on its own within a minute of a bulk load: statistics and the visibility
  // map (without it PostgreSQL's index-only scans visit the table). SQLite gets no ANALYZE: the app
  // never runs one.
  if (database === 'postgres') await sql`vacuum analyze`.execute(db);
  const token = await createSession(db, 'tradesperson', filled.tradespersonId);
  await close();
  console.error(`${database}: filled ${jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, token };
}

async function benchOne(database: 'sqlite' | 'postgres', jobs: number): Promise<Row[]> {
  const { url, token } = await prepare(database, jobs);
  const server = await startServer({ DATABASE_URL: url }, PORT);
  const auth = { authorization: `Bearer ${token}` };
  const rows: Row[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const saved = await fetch(`${server.base}/api/coverage`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ areas: scenario.areas, radiusMiles: scenario.radiusMiles }),
      });
      if (!saved.ok) throw new Error(`PUT /api/coverage answered ${saved.status}: ${await saved.text()}`);
      const target = `${server.base}/api/matching-jobs?page=1&limit=10&sort=${scenario.sort}`;
      const page = (await (await fetch(target, { headers: auth })).json()) as { jobs: unknown[]; total: number };
      const matched = `${page.jobs.length} of ${page.total}`;
      console.error(`${database} ${jobs}: ${scenario.name}: ${matched}`);
      rows.push({ database, jobs, endpoint: scenario.name, matched, ...(await load(target, auth)) });
    }
    const target = `${server.base}/api/tradespeople?near=${encodeURIComponent(BASE)}&trade=plumber&page=1&limit=24`;
    const answer = await fetch(target);
    const matched = `${((await answer.json()) as unknown[]).length} of ${answer.headers.get('x-total-count')}`;
    console.error(`${database} ${jobs}: ${DIRECTORY}: ${matched}`);
    rows.push({ database, jobs, endpoint: DIRECTORY, matched, ...(await load(target)) });
    return rows;
  } finally {
    await stopServer(server);
  }
}

const databases: ('sqlite' | 'postgres')[] = ['sqlite', ...(process.env.BENCH_PG_URL ? (['postgres'] as const) : [])];
const rows: Row[] = [];
for (const database of databases) for (const jobs of SIZES) rows.push(...(await benchOne(database, jobs)));

const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
/** The row's figure at the largest size over the same row's at the smallest. */
const ratio = (row: Row, figure: 'p50' | 'mean') => {
  if (row.jobs !== large || small === large) return '';
  const before = rows.find((r) => r.database === row.database && r.jobs === small && r.endpoint === row.endpoint);
  // autocannon's percentiles are whole milliseconds (the mean is not); a 0 ms p50 gives no ratio.
  return before && before[figure] > 0 ? `${(row[figure] / before[figure]).toFixed(2)}x` : 'n/a';
};
console.log(
  `\nBase ${BASE} (${base.latitude}, ${base.longitude}); ${CONNECTIONS} connections, ${SECONDS} s per row, ` +
    `${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log(
  `| database | jobs | endpoint | page (shown of total) | req/s | mean ms | p50 ms | p99 ms | errors | p50 ${large.toLocaleString('en-GB')}/${small.toLocaleString('en-GB')} | mean ${large.toLocaleString('en-GB')}/${small.toLocaleString('en-GB')} |`,
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.database} | ${r.jobs.toLocaleString('en-GB')} | ${r.endpoint} | ${r.matched} | ${r.rps} | ${r.mean.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio(r, 'p50')} | ${ratio(r, 'mean')} |`,
  );
