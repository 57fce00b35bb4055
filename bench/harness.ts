/** Shared pieces of the bench scripts: fresh databases, the real server as a child, waiting. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A fresh database URL: a new SQLite file, or a new database on the given PostgreSQL server. */
export async function freshDatabase(kind: 'sqlite' | 'postgres', name: string): Promise<string> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tf-${name}-`));
    return `file:${path.join(dir, 'bench.db')}`;
  }
  const base = process.env.BENCH_PG_URL;
  if (!base) throw new Error('BENCH_PG_URL is not set');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts apps/api/src/server.ts in one node process (so a signal reaches the server itself). */
export async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  return { child, base, exited };
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null) server.child.kill(signal);
  await server.exited;
}

export async function waitFor(url: string, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * CPU seconds used so far by a process's threads (Linux, from /proc): its first thread, which runs
 * the event loop, and all the others together (libuv's thread pool, which hashes passwords, and
 * V8's helpers for garbage collection and compiling; Node names them all `node`).
 */
export function threadCpuSeconds(pid: number): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const kind = tid === String(pid) ? 'event loop' : 'other threads';
    // pid (comm) state ...: utime and stime are the 14th and 15th fields, counted in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / 100);
  }
  return byKind;
}

/** The cores each kind of thread used between two `threadCpuSeconds` readings `seconds` apart. */
export function coresBetween(before: Map<string, number>, after: Map<string, number>, seconds: number): string {
  return [...after]
    .map(([kind, used]) => [kind, (used - (before.get(kind) ?? 0)) / seconds] as const)
    .filter(([, cores]) => cores >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, cores]) => `${kind} ${cores.toFixed(2)}`)
    .join(', ');
}

/**
 * Each route under load (a 3 s warm-up, then the measured run), printed as a Markdown table of
 * req/s, p50 and p99 latency and errors (failed, non-2xx or timed-out requests).
 */
export async function benchRoutes(
  base: string,
  routes: readonly { name: string; path: string }[],
  { connections, seconds, headers }: { connections: number; seconds: number; headers: Record<string, string> },
) {
  console.log(`| Route | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|`);
  for (const { name, path: route } of routes) {
    await autocannon({ url: base + route, headers, connections, duration: 3 });
    const result = await autocannon({ url: base + route, headers, connections, duration: seconds });
    const errors = result.errors + result.non2xx + result.timeouts;
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
}
