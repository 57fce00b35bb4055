/**
 * PostgreSQL stopped and started under the running server: while it is down, requests fail with
 * 503 and a clear message (the server stays up); once it is back they succeed without a restart.
 * Uses the throwaway cluster of scripts/pg-cluster.sh:
 *
 *   BENCH_PG_URL=$(bash scripts/pg-cluster.sh start) npx tsx bench/pg-fault.ts
 */
import { execFileSync } from 'node:child_process';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createSession } from '../apps/api/src/modules/sessions/index.js';
import { fill } from './fill.js';
import { freshDatabase, ROOT, sleep, startServer, stopServer } from './harness.js';

const cluster = (command: string) =>
  execFileSync('bash', ['scripts/pg-cluster.sh', command], { cwd: ROOT, stdio: 'inherit' });

const url = await freshDatabase('postgres', 'tf_fault');
const setup = createDb(url);
await migrateToLatest(setup.db);
const { clientId } = await fill(setup.db, { tradespeople: 25, clients: 1, jobs: 10 });
const token = await createSession(setup.db, 'client', clientId);
await setup.close();

const server = await startServer({ DATABASE_URL: url }, 3420);
const probe = async () => {
  const res = await fetch(`${server.base}/api/jobs`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.text()).slice(0, 160) };
};
const health = async () => (await fetch(`${server.base}/healthz`)).status;

const rows: string[] = [];
const record = (phase: string, result: { status: number; body: string }, healthz: number) =>
  rows.push(
    `| ${phase} | ${result.status} | ${healthz} | ${result.status === 200 ? '(jobs list)' : result.body.replaceAll('|', '/')} |`,
  );

record('database up', await probe(), await health());
cluster('pause');
const down = await probe();
record('database stopped', down, await health());
await sleep(2000);
record('still stopped, 2 s later', await probe(), await health());
cluster('resume');
let back = await probe();
for (let i = 0; i < 20 && back.status !== 200; i += 1) {
  await sleep(250);
  back = await probe();
}
record('database started again (same server process)', back, await health());
const alive = server.child.exitCode === null;
await stopServer(server);

console.log('\n| phase | GET /api/jobs | GET /healthz | answer |');
console.log('| --- | ---: | ---: | --- |');
for (const row of rows) console.log(row);
console.log(`\nserver process stayed up throughout: ${alive}`);
process.exit(down.status === 503 && back.status === 200 && alive ? 0 : 1);
