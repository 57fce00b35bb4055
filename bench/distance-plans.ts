/**
 * The query plans and database time of matching within a radius, on a database bench/distance.ts
 * filled (it leaves them behind: a SQLite file under the temporary directory, or the PostgreSQL
 * database tf_distance_<jobs>). For each radius and order it prints the plan of the page's ids and
 * of the total (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL) and the mean time of
 * each over 200 runs in this process.
 *
 *   npx tsx bench/distance-plans.ts file:/tmp/tf-tf_distance_200000-XXXX/bench.db
 *   npx tsx bench/distance-plans.ts postgres://postgres@127.0.0.1:54350/tf_distance_200000
 */
import { sql, type Compilable } from 'kysely';
import { LIMITS } from '@tradewise/shared';
import { createDb } from '../apps/api/src/db/create-db.js';
import { MAX_COUNTED_MATCHES, matchingIds } from '../apps/api/src/modules/jobs/repository.js';
import { placeOf } from './fill.js';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/distance-plans.ts DATABASE_URL');
const base = placeOf(process.env.BENCH_BASE ?? 'SE1 7PB');
const RUNS = 200;
const { db, close } = createDb(url);
const postgres = url.startsWith('postgres');

/** The compiled query with its parameters written in, for EXPLAIN. */
function inline(query: Compilable) {
  const { sql: text, parameters } = query.compile();
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  let i = 0;
  return text.replace(/\?|\$\d+/g, (token) => literal(parameters[token === '?' ? i++ : Number(token.slice(1)) - 1]));
}

async function explain(query: Compilable) {
  const rows = await sql
    .raw<Record<string, string>>(`${postgres ? 'explain (analyze, buffers)' : 'explain query plan'} ${inline(query)}`)
    .execute(db);
  return rows.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
}

async function meanMs(query: Compilable & { execute(): Promise<unknown> }) {
  await query.execute();
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) await query.execute();
  return ((performance.now() - started) / RUNS).toFixed(2);
}

const jobs = await db
  .selectFrom('jobs')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`${url}: ${jobs.n} jobs; base ${base.postcode}\n`);
for (const miles of [15, 50]) {
  for (const nearestFirst of [false, true]) {
    const coverage = { areas: [], districts: [], near: { centre: base, miles } };
    const options = { take: 10, newestFirst: true, nearestFirst };
    const ids = matchingIds(db, 'plumber', coverage, LIMITS.maxQuotationsPerJob, options)!;
    const page = db.selectFrom(ids.as('m')).select('m.id').orderBy('m.createdAt', 'desc').limit(10);
    const all = matchingIds(db, 'plumber', coverage, LIMITS.maxQuotationsPerJob, {
      take: MAX_COUNTED_MATCHES,
      newestFirst: false,
    })!;
    const count = db.selectFrom(all.as('m')).select((eb) => eb.fn.countAll().as('total'));
    const order = nearestFirst ? 'sort=distance' : 'newest';
    console.log(`## radius ${miles}, ${order}: page ${await meanMs(page)} ms, total ${await meanMs(count)} ms`);
    console.log(`### page\n${await explain(page)}`);
    if (!nearestFirst) console.log(`### total\n${await explain(count)}`);
    console.log();
  }
}
await close();
