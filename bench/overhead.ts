/**
 * The API's own overhead (issue 15), measured in one run: the bare-Fastify floor answering the
 * matching page's JSON, then on the real server (200,000 jobs, bench/fill.ts) matching jobs (the
 * first plumber as registering leaves them: their base, radius and own area), the client's job
 * list and the directory page, each alone at BENCH_CONNECTIONS, and a mixed load of all of them
 * plus posting and sign-in with 100 connections (p50/p99). Prints Markdown tables.
 *
 *   npx tsx bench/overhead.ts                                # SQLite
 *   BENCH_PG_URL=postgres://... npx tsx bench/overhead.ts    # and PostgreSQL
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_JOBS=200000
 *   BENCH_DATA=/tmp/tf-overhead   keep the filled databases there and reuse them on the next run
 *   BENCH_ONLY=matching           load only that row (with BENCH_PROFILE=DIR: a CPU profile of it)
 *   BENCH_PROFILE=DIR             the server writes a .cpuprofile there (bench/profile-summary.ts)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { fill } from './fill.js';
import { freshDatabase, ROOT, startServer, stopServer, waitFor, type Server } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const JOBS = Number(process.env.BENCH_JOBS ?? 200_000);
const ONLY = process.env.BENCH_ONLY;
const DATA = process.env.BENCH_DATA;
const PORT = 3440;
/** Ten accounts signing in in turn: one account signing in ten at a time would meet its own throttle. */
const SIGN_INS = Array.from({ length: 10 }, (_, i) => ({
  email: `overhead-signin-${i}@example.com`,
  password: 'overhead-password-1',
}));

type Kind = 'sqlite' | 'postgres';
interface Prepared {
  url: string;
  tradeToken: string;
  clientToken: string;
  /** The sign-in client posts the mixed load's jobs, so the measured client's list stays ten. */
  posterToken: string;
}
interface Row {
  database: string;
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A filled database (reused from BENCH_DATA when it is there) and the sessions the rows use. */
async function prepare(kind: Kind): Promise<Prepared> {
  const saved = DATA ? path.join(DATA, `${kind}-${JOBS}.json`) : null;
  if (saved && fs.existsSync(saved)) return JSON.parse(fs.readFileSync(saved, 'utf8')) as Prepared;
  let url: string;
  if (kind === 'sqlite' && DATA) {
    fs.mkdirSync(DATA, { recursive: true });
    url = `file:${path.join(DATA, `bench-${JOBS}.db`)}`;
    fs.rmSync(url.slice('file:'.length), { force: true });
  } else {
    url = await freshDatabase(kind, `tf_overhead_${JOBS}`);
  }
  const { db, close } = createDb(url);
  await migrateToLatest(db);
  const started = Date.now();
  // 20,000 clients: the first owns every 20,000th job, so ten of them.
  const filled = await fill(db, { tradespeople: 10_000, clients: Math.max(1, JOBS / 10), jobs: JOBS });
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(SIGN_INS[0]!.password);
  const signIns = SIGN_INS.map(({ email }, i) => ({
    id: crypto.randomUUID(),
    name: `Overhead Client ${i}`,
    email,
    passwordHash,
    phoneNumber: '+447911123456',
    street: '1 Road',
    city: 'Leeds',
    postcode: 'LS1 6HD',
    createdAt: now,
    updatedAt: now,
  }));
  await db.insertInto('clients').values(signIns).execute();
  const posterId = signIns[0]!.id;
  if (kind === 'postgres') await sqlVacuum(url);
  const prepared: Prepared = {
    url,
    tradeToken: await createSession(db, 'tradesperson', filled.tradespersonId),
    clientToken: await createSession(db, 'client', filled.clientId),
    posterToken: await createSession(db, 'client', posterId),
  };
  await close();
  console.error(`${kind}: filled ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (saved) fs.writeFileSync(saved, JSON.stringify(prepared));
  return prepared;
}

/** What autovacuum would do within a minute of the fill. */
async function sqlVacuum(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function measure(url: string, opts: Partial<autocannon.Options>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...opts });
  return {
    connections: opts.connections ?? CONNECTIONS,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

function scenarios(p: Prepared) {
  let signIn = 0;
  const json = { 'content-type': 'application/json' };
  return {
    matching: {
      name: 'GET /api/matching-jobs (10 a page)',
      path: '/api/matching-jobs?page=1&limit=10',
      headers: bearer(p.tradeToken),
    },
    jobs: { name: "GET /api/jobs (the client's 10 jobs)", path: '/api/jobs', headers: bearer(p.clientToken) },
    directory: { name: 'GET /api/tradespeople (directory page, 24)', path: '/api/tradespeople?page=1&limit=24' },
    post: {
      name: 'POST /api/post-job',
      path: '/api/post-job',
      method: 'POST' as const,
      headers: { ...json, ...bearer(p.posterToken) },
      body: JSON.stringify({
        workType: 'roofer',
        serviceTime: 'no_date',
        propertyType: 'flat',
        address: { street: '1 Load Road', city: 'Leeds', postcode: 'LS1 6HD' },
        email: SIGN_INS[0]!.email,
        jobDescription: 'Overhead benchmark job',
      }),
    },
    login: {
      name: 'POST /client/login (argon2id)',
      path: '/client/login',
      method: 'POST' as const,
      headers: json,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        body: JSON.stringify(SIGN_INS[signIn++ % SIGN_INS.length]),
      }),
    },
  };
}

async function floorRow(server: Server, tradeToken: string, database: string): Promise<Row> {
  const body = await (
    await fetch(`${server.base}/api/matching-jobs?page=1&limit=10`, { headers: bearer(tradeToken) })
  ).text();
  const floor = await startFloor(body);
  try {
    return { database, endpoint: 'floor: bare Fastify, the matching page as JSON', ...(await measure(floor.url, {})) };
  } finally {
    floor.stop();
  }
}

async function startFloor(body: string) {
  const port = PORT + 1;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor.ts'], {
    cwd: ROOT,
    env: { ...process.env, FLOOR_PORT: String(port), FLOOR_BODY: body },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/floor`;
  await waitFor(url);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function run(kind: Kind): Promise<{ alone: Row[]; mixed: Row[] }> {
  const p = await prepare(kind);
  const s = scenarios(p);
  const server = await startServer({ DATABASE_URL: p.url }, PORT);
  const alone: Row[] = [];
  const mixed: Row[] = [];
  try {
    for (const key of ['matching', 'jobs', 'directory'] as const) {
      if (ONLY && ONLY !== key) continue;
      const { name, ...request } = s[key];
      alone.push({ database: kind, endpoint: name, ...(await measure(server.base, { requests: [request] })) });
    }
    if (!ONLY) {
      alone.unshift(await floorRow(server, p.tradeToken, kind));
      const mix = [
        [s.directory, 25],
        [s.matching, 25],
        [s.jobs, 20],
        [s.post, 20],
        [s.login, 10],
      ] as const;
      const results = await Promise.all(
        mix.map(([{ name, ...request }, connections]) =>
          measure(server.base, { connections, requests: [request] }).then((r) => ({
            database: kind,
            endpoint: name,
            ...r,
          })),
        ),
      );
      mixed.push(...results);
    }
  } finally {
    await stopServer(server);
  }
  return { alone, mixed };
}

const kinds: Kind[] = ['sqlite', ...(process.env.BENCH_PG_URL ? (['postgres'] as const) : [])];
const alone: Row[] = [];
const mixed: Row[] = [];
for (const kind of kinds) {
  const r = await run(kind);
  alone.push(...r.alone);
  mixed.push(...r.mixed);
}

console.log(
  `\n${JOBS.toLocaleString('en-GB')} jobs, ${SECONDS} s a row, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(`\nAlone, ${CONNECTIONS} connections:\n`);
console.log('| database | endpoint | req/s | % of floor | p50 ms | p99 ms | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of alone) {
  const floor = alone.find((f) => f.database === r.database && f.endpoint.startsWith('floor'));
  const share = floor ? `${((r.rps / floor.rps) * 100).toFixed(1)}%` : '';
  console.log(`| ${r.database} | ${r.endpoint} | ${r.rps} | ${share} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
if (mixed.length > 0) {
  console.log('\nMixed, 100 connections at once:\n');
  console.log('| database | scenario | connections | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of mixed)
    console.log(`| ${r.database} | ${r.endpoint} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
