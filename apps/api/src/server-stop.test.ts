import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../test/factories.js';

/**
 * Issue 38, item 6: servers started with `npm start` and stopped by a SIGTERM to their process group
 * hung. The server ran under a TypeScript loader (`node --import tsx`), which compiles through a
 * helper process (`esbuild --service`) in the same process group: the group's SIGTERM killed it too,
 * and a module compiled after that could not load. Production now runs compiled JavaScript. This
 * stops a busy server the way those checks did, many times, each from a cold start (as the first
 * start after a deploy: no compile cache to reuse).
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(apiDir, '../..');
const startScript = (
  JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;
const STOPS = 8;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// What `npm start` runs: the API as built by its build step (only when its sources changed).
beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--api'], {
    cwd: repoDir,
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}, 180_000);

/** The processes of a process group: [pid, parent pid, command line], read from /proc. */
function groupMembers(group: number): [number, number, string][] {
  return fs.readdirSync('/proc').flatMap((entry): [number, number, string][] => {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) !== group) return [];
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      return [[Number(entry), Number(ppid), command]];
    } catch {
      return []; // not a process, or gone meanwhile
    }
  });
}

const groupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The servers' database: a SQLite file in `dir`, or with TEST_DATABASE_URL a PostgreSQL database of
 * its own on that server (dropped afterwards). Each start after the first finds it migrated.
 */
async function serverDatabase(dir: string): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return `file:${path.join(dir, 'app.db')}`;
  const name = `stop_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  });
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

/**
 * Starts the API's start script (`node ...`) in a process group of its own, as a process manager
 * would, on `databaseUrl`; `dir` holds its temporary files.
 */
async function startServer(dir: string, databaseUrl: string) {
  const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
  const [program, ...args] = startScript.split(' ');
  expect(program).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '300',
      TMPDIR: tmp, // no compile cache from earlier runs
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const group = child.pid!;
  cleanups.push(() => {
    if (groupAlive(group)) process.kill(-group, 'SIGKILL');
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { group, url, exited, output: () => output };
}

/** Keeps `workers` requests in flight (health, directory, registrations) until `stop` is called. */
function putLoad(url: string, workers = 12) {
  let running = true;
  let answered = 0;
  const requests = [
    () => fetch(`${url}/healthz`),
    () => fetch(`${url}/api/tradespeople`),
    () => fetch(`${url}/`),
    () =>
      fetch(`${url}/client/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(clientInput()),
      }),
  ];
  const loops = Array.from({ length: workers }, async (_, index) => {
    for (let n = index; running; n += 1) {
      try {
        await (await requests[n % requests.length]!()).arrayBuffer();
        answered += 1;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10)); // refused or reset while stopping
      }
    }
  });
  return {
    answered: () => answered,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until the whole process group is gone; false if it is still there after `ms`. */
async function groupGone(group: number, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!groupAlive(group)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !groupAlive(group);
}

describe('stopping a busy server', () => {
  it(`SIGTERM to its process group stops it, ${STOPS} times in a row, each within 20 s and with exit code 0`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-stop-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = await serverDatabase(dir);
    for (let stop = 1; stop <= STOPS; stop += 1) {
      const server = await startServer(dir, databaseUrl);
      const load = putLoad(server.url);
      // Busy: answers arriving, and some registrations (a password hash each) in flight.
      for (const end = Date.now() + 30_000; load.answered() < 40 && Date.now() < end;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load.answered(), `stop ${stop}: the server did not answer`).toBeGreaterThanOrEqual(40);

      // Nothing else in the group that the signal could take away from under the server (under
      // tsx: the `esbuild --service` it compiles modules through).
      const members = groupMembers(server.group);
      expect(
        members.map(([pid]) => pid),
        JSON.stringify(members),
      ).toEqual([server.group]);

      process.kill(-server.group, 'SIGTERM');
      const gone = await groupGone(server.group, 20_000);
      await load.stop();
      expect(gone, `stop ${stop}: the server was still running 20 s after SIGTERM:\n${server.output()}`).toBe(true);
      expect(await server.exited, `stop ${stop}:\n${server.output()}`).toBe(0);
      expect(server.output(), `stop ${stop}`).not.toMatch(/Error|no longer running|Transform failed/);
    }
  }, 600_000);
});
