/**
 * Found by people searching (issue 40): with 10,000 approved tradespeople on SQLite (bench/fill.ts),
 * how long /sitemap.xml and a chunk take to answer (the first time, with nothing kept, and after),
 * and a trade-and-place page under 50 connections (rendered by React Router from its API answer,
 * which is measured beside it). Needs the web build (`npm run build`).
 *
 *   npx tsx bench/places.ts
 *   BENCH_DB=postgres BENCH_PG_URL=postgres://...   the same on PostgreSQL
 *   BENCH_SECONDS=20 (default) BENCH_CONNECTIONS=50 (default)
 */
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { fill } from './fill.js';
import { benchRoutes, freshDatabase, rssMiB, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3441;
const BROWSER = { 'accept-encoding': 'br, gzip' };

const SCENARIOS = [
  { name: 'page: GET /plumbers/leeds', path: '/plumbers/leeds' },
  { name: 'page: GET /fr/plombiers/ls1', path: '/fr/plombiers/ls1' },
  { name: 'JSON: GET /api/places/plumber/leeds (the page’s data)', path: '/api/places/plumber/leeds' },
  { name: 'GET /sitemap.xml', path: '/sitemap.xml' },
];

const url = await freshDatabase(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite', 'tf_places');
const setup = createDb(url);
await migrateToLatest(setup.db);
await fill(setup.db, { tradespeople: 10_000, clients: 100, jobs: 1_000 });
await setup.close();

const server = await startServer({ DATABASE_URL: url }, PORT);
/** One request's time in ms and its size, as a crawler asks (brotli accepted). */
async function timed(path: string) {
  const started = performance.now();
  const answer = await fetch(server.base + path, { headers: BROWSER });
  const body = await answer.text();
  return { ms: Math.round(performance.now() - started), status: answer.status, bytes: body.length, body };
}
try {
  const first = await timed('/sitemap.xml');
  const again = await timed('/sitemap.xml');
  const chunks = [...first.body.matchAll(/<loc>[^<]*\/sitemaps\/(\d+)\.xml<\/loc>/g)].length;
  const chunk = await timed('/sitemaps/1.xml');
  const chunkAgain = await timed('/sitemaps/1.xml');
  const last = await timed(`/sitemaps/${chunks}.xml`);
  const places = (last.body.match(/<url>/g) ?? []).length;
  console.log(`sitemap index: ${chunks} chunks; first answer ${first.ms} ms (nothing kept), then ${again.ms} ms`);
  console.log(`chunk 1: first ${chunk.ms} ms, then ${chunkAgain.ms} ms, ${chunk.bytes} bytes`);
  console.log(`last chunk (${chunks}): ${last.ms} ms, ${places} URLs`);
  const page = await timed('/plumbers/leeds');
  console.log(`/plumbers/leeds: ${page.status}, first render ${page.ms} ms`);
  await benchRoutes(server.base, SCENARIOS, { connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER });
  console.log(`server resident memory at the end: ${rssMiB(server.child.pid!)} MiB`);
} finally {
  await stopServer(server);
}
