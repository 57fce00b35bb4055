import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, SOCIAL } from './playwright.config';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the built app on a fresh SQLite database, on a port the OS picks (so two runs never
 * collide), and hands its address to the tests through E2E_BASE_URL. Returns the teardown.
 */
export default async function globalSetup() {
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-e2e-'));
  const server = spawn('bash', ['e2e/start-server.sh'], {
    cwd: ROOT,
    // Its own process group, so the teardown stops the script and the server together.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      E2E_DB_DIR: dbDir,
      E2E_ADMIN_EMAIL: ADMIN.email,
      E2E_ADMIN_PASSWORD: ADMIN.password,
      ...SOCIAL,
    },
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the app did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}) before listening:\n${output}`));
    });
  });
  // Workers start after this and inherit the address (playwright.config.ts reads it), and the
  // database's directory (support.ts reads the emails there, as their recipients get them).
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DB_DIR = dbDir;

  return async () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
    fs.rmSync(dbDir, { recursive: true, force: true });
  };
}
