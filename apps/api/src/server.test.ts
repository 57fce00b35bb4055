import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientInput } from '../test/factories.js';

const server = path.resolve(import.meta.dirname, 'server.ts');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Starts the real server process on a port the OS picks; `url` settles once it listens. */
function start(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-server-'));
  // Node with tsx as its loader (one process, so the signals reach the server itself); `npm start`
  // runs the compiled JavaScript instead, which server-stop.test.ts starts.
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  url.catch(() => undefined); // a test that expects the start to fail never asks for the URL
  return { child, exited, url, output: () => output };
}

/** Asks until `check` holds: waits for the condition, not for a guessed length of time. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const register = (url: string) =>
  fetch(`${url}/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(clientInput()),
  }).then((res) => res.status);

describe('the server process', () => {
  it('stops on malformed configuration with a message naming the variable', async () => {
    const { exited, output } = start({ PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/PORT: must be a port number/);
  });

  it('stops at start-up, saying so, when the outward-code data cannot be read', async () => {
    const { exited, output } = start({ OUTCODES_FILE: '/nonexistent/uk-outcodes.csv' });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/OUTCODES_FILE: cannot read \/nonexistent\/uk-outcodes\.csv \(ENOENT\)/);
    expect(output()).not.toMatch(/Listening on/);
  });

  it('on SIGTERM drains: health turns 503, requests sent before and after the signal are all answered, then it exits cleanly', async () => {
    // A drain long enough that the requests sent after the signal cannot race its end, however busy
    // the machine (the server stops accepting only once it is over).
    const { child, exited, url: listening } = start({ SHUTDOWN_DRAIN_MS: '10000' });
    const url = await listening;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    // Registrations hash a password (tens of milliseconds each), so these are in flight at the signal.
    const before = Array.from({ length: 8 }, () => register(url));
    child.kill('SIGTERM');
    await until(async () => (await fetch(`${url}/healthz`)).status === 503, 'health to report draining');

    // A load balancer may still send for a moment: those requests are served too, on connections
    // the server asks to close so the next request goes elsewhere.
    const during = Array.from({ length: 8 }, () => register(url));
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');

    expect(await Promise.all([...before, ...during])).toEqual(Array(16).fill(201));
    expect(await exited).toBe(0);
  }, 60_000);

  it('a second signal exits at once instead of waiting for the drain to end', async () => {
    const { child, exited, url: listening } = start({ SHUTDOWN_DRAIN_MS: '600000' });
    const url = await listening;
    child.kill('SIGTERM');
    await until(async () => (await fetch(`${url}/healthz`)).status === 503, 'health to report draining');
    child.kill('SIGINT');
    expect(await exited).toBe(1);
  }, 60_000);
});
