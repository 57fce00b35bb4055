import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientInput } from '../test/factories.js';

const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const server = path.resolve(import.meta.dirname, 'server.ts');

function start(env: Record<string, string>) {
  const child = spawn(tsx, [server], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilUp(url: string) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

describe('the server process', () => {
  it('stops on malformed configuration with a message naming the variable', async () => {
    const { exited, output } = start({ PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/PORT: must be a port number/);
  });

  it('on SIGTERM finishes the requests in flight, then exits cleanly', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-sigterm-'));
    const port = String(3600 + Math.floor(Math.random() * 300));
    const { child, exited } = start({
      DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
      PORT: port,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
      // Registrations hash a password (tens of milliseconds each), so several are in flight at once.
      const inFlight = Array.from({ length: 8 }, () =>
        fetch(`http://127.0.0.1:${port}/client/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(clientInput()),
        }).then((res) => res.status),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGTERM');
      expect(await Promise.all(inFlight)).toEqual(Array(8).fill(201));
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
