/**
 * Pages rendered on the server (issue 37): the directory page for plumbers near LS1, rendered by
 * React Router with its first page of results, beside the JSON route that page reads, with 10,000
 * approved tradespeople on SQLite, 50 connections on loopback, asking as a browser does (accepting
 * brotli). Needs the web build (`npm run build`). PAGE_CACHE_MB=0 measures every page rendered afresh.
 *
 *   npx tsx bench/pages.ts
 *   BENCH_DB=postgres BENCH_PG_URL=postgres://...   the same on PostgreSQL
 *   BENCH_SECONDS=20 (default) BENCH_CONNECTIONS=50 (default)
 */
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { fill } from './fill.js';
import { benchRoutes, freshDatabase, rssMiB, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3440;
/** What every browser sends: pages (and answers that are compressed) come brotli-compressed. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

const SCENARIOS = [
  { name: 'page: GET /directory?trade=plumber&near=LS1', path: '/directory?trade=plumber&near=LS1' },
  {
    name: 'JSON: GET /api/tradespeople (the page’s query)',
    path: '/api/tradespeople?page=1&limit=24&trade=plumber&near=LS1',
  },
  { name: 'page: GET / (home, its figures)', path: '/' },
  { name: 'page: GET /signin (no data)', path: '/signin' },
];

const url = await freshDatabase(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite', 'tf_pages');
const setup = createDb(url);
await migrateToLatest(setup.db);
await fill(setup.db, { tradespeople: 10_000, clients: 100, jobs: 1_000 });
// 300 of the plumbers also cover the LS postcode area: the page lists a full first page of 24.
const plumbers = await setup.db
  .selectFrom('tradespeople')
  .select('id')
  .where('trade', '=', 'plumber')
  .limit(300)
  .execute();
await setup.db
  .updateTable('tradespeople')
  .set({ coverage: JSON.stringify(['LS']) })
  .where(
    'id',
    'in',
    plumbers.map((plumber) => plumber.id),
  )
  .execute();
await setup.close();

const server = await startServer({ DATABASE_URL: url }, PORT);
try {
  const listed = await fetch(`${server.base}${SCENARIOS[1]!.path}`);
  console.log(
    `plumbers near LS1: ${listed.headers.get('x-total-count')} (first page ${((await listed.json()) as unknown[]).length})`,
  );
  await benchRoutes(server.base, SCENARIOS, { connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER });
  console.log(`server resident memory at the end: ${rssMiB(server.child.pid!)} MiB`);
} finally {
  await stopServer(server);
}
