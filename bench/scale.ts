/**
 * Scale benchmark (issue: jobs and quotations). For each database and size it fills a fresh
 * database, starts the real server in a child process, and loads GET /api/matching-jobs,
 * GET /api/jobs and POST /api/post-job with autocannon on loopback, beside a bare Fastify route
 * answering the same JSON as the matching-jobs page (the floor). Prints a Markdown table.
 *
 *   npx tsx bench/scale.ts                      # SQLite, 2,000 and 200,000 jobs
 *   BENCH_PG_URL=postgres://... npx tsx bench/scale.ts   # PostgreSQL too
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10         # per-endpoint duration and connections
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { AREAS, fill } from './fill.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '2000,200000').split(',').map(Number);
const PORT = 3400;
const FLOOR_PORT = 3401;

interface Row {
  database: string;
  jobs: number;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function load(url: string, opts: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function freshPgDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function benchOne(database: string, jobs: number): Promise<Row[]> {
  let url: string;
  if (database === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-bench-'));
    url = `file:${path.join(dir, 'bench.db')}`;
  } else {
    url = await freshPgDatabase(process.env.BENCH_PG_URL!, `tf_bench_${jobs}`);
  }
  const { db, close } = createDb(url);
  await migrateToLatest(db);
  const started = Date.now();
  const filled = await fill(db, { tradespeople: 10_000, clients: Math.max(1, jobs / 10), jobs });
  // The benchmark's tradesperson covers 20 areas, so both sizes fill a whole page of ten.
  await db
    .updateTable('tradespeople')
    .set({ coverage: JSON.stringify(AREAS.slice(0, 20)) })
    .where('id', '=', filled.tradespersonId)
    .execute();
  const tradeToken = await createSession(db, 'tradesperson', filled.tradespersonId);
  const clientToken = await createSession(db, 'client', filled.clientId);
  const clientEmail = (
    await db.selectFrom('clients').select('email').where('id', '=', filled.clientId).executeTakeFirstOrThrow()
  ).email;
  await close();
  console.error(`${database}: filled ${jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = start('apps/api/src/server.ts', {
    DATABASE_URL: url,
    PORT: String(PORT),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/healthz`);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const matching = await fetch(`${base}/api/matching-jobs?page=1&limit=10`, { headers: auth(tradeToken) });
    const body = await matching.text();
    const page = JSON.parse(body);
    console.error(`${database}: matching page has ${page.jobs.length} jobs of ${page.total}`);

    const rows: Row[] = [];
    const record = (endpoint: string, r: Awaited<ReturnType<typeof load>>) =>
      rows.push({ database, jobs, endpoint, ...r });
    record(
      'GET /api/matching-jobs',
      await load(`${base}/api/matching-jobs?page=1&limit=10`, { headers: auth(tradeToken) }),
    );
    record(
      'GET /api/matching-jobs?page=5',
      await load(`${base}/api/matching-jobs?page=5&limit=10`, { headers: auth(tradeToken) }),
    );
    record(
      'GET /api/jobs',
      await load(`${base}/api/jobs?email=${encodeURIComponent(clientEmail)}`, { headers: auth(clientToken) }),
    );
    record(
      'POST /api/post-job',
      await load(`${base}/api/post-job`, {
        method: 'POST',
        headers: { ...auth(clientToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          workType: 'plumber',
          serviceTime: 'no_date',
          propertyType: 'house',
          address: { street: '1 Bench Road', city: 'Leeds', postcode: 'LS1 6HD' },
          email: clientEmail,
          jobDescription: 'Benchmark job',
        }),
      }),
    );

    const floor = start('bench/floor.ts', { FLOOR_PORT: String(FLOOR_PORT), FLOOR_BODY: body });
    try {
      await waitFor(`http://127.0.0.1:${FLOOR_PORT}/floor`);
      record('floor: bare Fastify, same JSON', await load(`http://127.0.0.1:${FLOOR_PORT}/floor`));
    } finally {
      await stop(floor);
    }
    return rows;
  } finally {
    await stop(server);
  }
}

const databases = ['sqlite', ...(process.env.BENCH_PG_URL ? ['postgres'] : [])];
const rows: Row[] = [];
for (const database of databases) for (const jobs of SIZES) rows.push(...(await benchOne(database, jobs)));

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log('| database | jobs | endpoint | req/s | p50 ms | p99 ms | errors |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.database} | ${r.jobs.toLocaleString('en-GB')} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
