/**
 * Mixed load: 100 connections for 60 s on loopback against the real server — the directory,
 * matching jobs, the client dashboard, posting jobs and quoting, and sign-in — recording
 * throughput, latency percentiles, errors, and the server's resident memory after warm-up and at
 * the end.
 *
 *   npx tsx bench/load.ts                                    # SQLite
 *   BENCH_PG_URL=postgres://USER@HOST:PORT/DB npx tsx bench/load.ts   # and PostgreSQL
 *   BENCH_SECONDS=60 (default)
 */
import autocannon from 'autocannon';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { AREAS, fill } from './fill.js';
import { coresBetween, freshDatabase, rssMiB, sleep, startServer, stopServer, threadCpuSeconds } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = 3430;

async function run(kind: 'sqlite' | 'postgres') {
  const url = await freshDatabase(kind, 'tf_load');
  const setup = createDb(url);
  await migrateToLatest(setup.db);
  const filled = await fill(setup.db, { tradespeople: 10_000, clients: 2_000, jobs: 20_000 });
  // 200 plumbers covering area M quote on 25,000 fresh plumbing jobs in M, five each at most.
  const plumbers = await setup.db
    .selectFrom('tradespeople')
    .select('id')
    .where('trade', '=', 'plumber')
    .limit(200)
    .execute();
  await setup.db
    .updateTable('tradespeople')
    .set({ coverage: JSON.stringify(['M', ...AREAS.slice(0, 10)]) })
    .where(
      'id',
      'in',
      plumbers.map((p) => p.id),
    )
    .execute();
  // Another client owns the jobs being quoted on, so the dashboard client keeps a realistic ten.
  const clientId = (
    await setup.db
      .selectFrom('clients')
      .select('id')
      .where('id', '!=', filled.clientId)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;
  const quoteJobs: string[] = [];
  const now = Date.now();
  for (let i = 0; i < 25_000; i += 500) {
    const batch = Array.from({ length: 500 }, (_, j) => ({
      id: crypto.randomUUID(),
      clientId,
      workType: 'plumber' as const,
      serviceTime: 'no_date' as const,
      propertyType: 'house' as const,
      street: `${i + j} Load Street`,
      city: 'Manchester',
      postcode: 'M1 5QA',
      postcodeOutward: 'M1',
      postcodeArea: 'M',
      postcodeDistrict: 'M1',
      contactEmail: 'load@example.com',
      jobDescription: 'Load test job',
      status: 'open' as const,
      quotationCount: 0,
      acceptedQuotationId: null,
      createdAt: new Date(now - (i + j) * 1000).toISOString(),
      updatedAt: new Date(now).toISOString(),
    }));
    await setup.db.insertInto('jobs').values(batch).execute();
    quoteJobs.push(...batch.map((b) => b.id));
  }
  // The tradesperson whose matching list is loaded: a roofer covering twenty areas.
  const roofer = (
    await setup.db
      .selectFrom('tradespeople')
      .select('id')
      .where('trade', '=', 'roofer')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;
  await setup.db
    .updateTable('tradespeople')
    .set({ coverage: JSON.stringify(AREAS.slice(0, 20)) })
    .where('id', '=', roofer)
    .execute();
  const matchingToken = await createSession(setup.db, 'tradesperson', roofer);
  const clientToken = await createSession(setup.db, 'client', filled.clientId);
  const tradeTokens = await Promise.all(plumbers.map((p) => createSession(setup.db, 'tradesperson', p.id)));
  // Ten accounts signed in in turn: sign-in refuses more than five attempts at once on one account
  // (accounts/throttle.ts), which ten connections on a single account would measure instead.
  const signInEmails = Array.from({ length: 10 }, (_, i) => `load-signin-${i}@example.com`);
  const signInHash = await hashPassword('load-password-1');
  await setup.db
    .insertInto('clients')
    .values(
      signInEmails.map((email, i) => ({
        id: crypto.randomUUID(),
        name: `Load Client ${i}`,
        email,
        passwordHash: signInHash,
        phoneNumber: '+447911123456',
        street: '1 Road',
        city: 'Leeds',
        postcode: 'LS1 6HD',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })),
    )
    .execute();
  let signIn = 0;
  const signInBody = () =>
    JSON.stringify({ email: signInEmails[signIn++ % signInEmails.length], password: 'load-password-1' });
  await setup.close();

  const server = await startServer({ DATABASE_URL: url }, PORT);
  const pid = server.child.pid!;
  const base = server.base;
  const json = { 'content-type': 'application/json' };
  let quote = 0;

  const scenarios: [string, number, autocannon.Options['requests']][] = [
    ['GET /api/tradespeople (directory)', 25, [{ method: 'GET', path: '/api/tradespeople?limit=24&q=plumb' }]],
    [
      'GET /api/matching-jobs',
      25,
      [
        {
          method: 'GET',
          path: '/api/matching-jobs?page=1&limit=10',
          headers: { authorization: `Bearer ${matchingToken}` },
        },
      ],
    ],
    [
      'GET /api/jobs (client dashboard)',
      20,
      [{ method: 'GET', path: '/api/jobs', headers: { authorization: `Bearer ${clientToken}` } }],
    ],
    [
      'POST /api/post-job + POST /api/apply-job',
      20,
      [
        {
          method: 'POST',
          path: '/api/post-job',
          headers: { ...json, authorization: `Bearer ${clientToken}` },
          body: JSON.stringify({
            workType: 'roofer',
            serviceTime: 'no_date',
            propertyType: 'flat',
            address: { street: '1 Load Road', city: 'Leeds', postcode: 'LS1 6HD' },
            email: 'load@example.com',
            jobDescription: 'Load test',
          }),
        },
        {
          method: 'POST',
          setupRequest: (req) => {
            // Job k/5 gets quotations from five different plumbers: never a duplicate or a sixth.
            const k = quote++;
            const job = quoteJobs[Math.floor(k / 5) % quoteJobs.length];
            const token = tradeTokens[(k % 5) + 5 * (Math.floor(k / 5) % 40)];
            return {
              ...req,
              path: `/api/apply-job/${job}`,
              headers: { ...json, authorization: `Bearer ${token}` },
              body: JSON.stringify({ quotation: 'Load quotation', price: 99 }),
            };
          },
        },
      ],
    ],
    [
      'POST /client/login',
      10,
      [
        {
          method: 'POST',
          path: '/client/login',
          headers: json,
          setupRequest: (request: autocannon.Request) => ({ ...request, body: signInBody() }),
        },
      ],
    ],
  ];

  const warmUp = Math.min(10, Math.floor(SECONDS / 6));
  let rssAfterWarmUp = 0;
  // Where the two cores go after the warm-up: the server's event loop, its other threads, and this
  // process (the load generator).
  let cpuAfterWarmUp = { at: 0, threads: new Map<string, number>(), generator: process.cpuUsage() };
  const samples: number[] = [];
  const sampler = (async () => {
    await sleep(warmUp * 1000);
    rssAfterWarmUp = rssMiB(pid);
    cpuAfterWarmUp = { at: performance.now(), threads: threadCpuSeconds(pid), generator: process.cpuUsage() };
    while (samples.length < 1000 && server.child.exitCode === null) {
      samples.push(rssMiB(pid));
      await sleep(5000);
      if (samples.length * 5 + warmUp >= SECONDS) break;
    }
  })();
  const probeLogin = async () => {
    const started = Date.now();
    const res = await fetch(`${base}/client/login`, {
      method: 'POST',
      headers: json,
      body: signInBody(),
    });
    return `${res.status} in ${Date.now() - started} ms`;
  };
  if (process.env.BENCH_PROBE) {
    const load = autocannon({ url: base, connections: 90, duration: 8, requests: scenarios[0]![2], timeout: 10 });
    await sleep(3000);
    console.log('login during directory load:', await probeLogin(), await probeLogin());
    await load;
  }
  if (process.env.BENCH_EACH) {
    for (const [name, connections, requests] of scenarios) {
      const r = await autocannon({ url: base, connections, duration: 4, requests, timeout: 10 });
      console.log(
        `alone: ${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, errors ${r.non2xx + r.timeouts + r.errors}`,
      );
    }
  }
  const results = await Promise.all(
    scenarios.map(([, connections, requests]) =>
      autocannon({ url: base, connections, duration: SECONDS, requests, timeout: 10 }),
    ),
  );
  await sampler;
  const rssAtEnd = rssMiB(pid);
  const measured = (performance.now() - cpuAfterWarmUp.at) / 1000;
  const generator = process.cpuUsage(cpuAfterWarmUp.generator);
  const cores = `${coresBetween(cpuAfterWarmUp.threads, threadCpuSeconds(pid), measured)}; load generator ${(
    (generator.user + generator.system) /
    1e6 /
    measured
  ).toFixed(2)}`;
  await stopServer(server);

  console.log(`\n### ${kind}: ${SECONDS} s, 100 connections\n`);
  console.log('| scenario | connections | requests | req/s | p50 ms | p99 ms | errors (non-2xx, timeouts, socket) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  scenarios.forEach(([name, connections], i) => {
    const r = results[i]!;
    console.log(
      `| ${name} | ${connections} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.timeouts + r.errors} |`,
    );
  });
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const errors = results.reduce((sum, r) => sum + r.non2xx + r.timeouts + r.errors, 0);
  const growth = ((rssAtEnd - rssAfterWarmUp) / rssAfterWarmUp) * 100;
  console.log(`\ncores used after the warm-up, by thread: ${cores}`);
  console.log(
    `\ntotal ${total} requests, ${errors} errors; resident memory ${rssAfterWarmUp} MiB after ${warmUp} s warm-up, ${rssAtEnd} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%); samples every 5 s: ${samples.join(', ')} MiB`,
  );
  return errors === 0 && growth <= 10;
}

const kinds: ('sqlite' | 'postgres')[] = ['sqlite', ...(process.env.BENCH_PG_URL ? (['postgres'] as const) : [])];
let ok = true;
for (const kind of kinds) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
