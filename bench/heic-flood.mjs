// The HEIC flood of issue 38 (item 3), measured: 20 parallel 14 MB uploads that merely start like
// a HEIC (`ftypheic`, then random bytes), from 20 accounts and then from one, while /healthz is
// asked every 50 ms and the server's resident memory is read every 50 ms.
// Usage: node bench/heic-flood.mjs   (starts its own server on PORT, default 3917, with a fresh
// SQLite database under /tmp; prints the figures as JSON).
/* global fetch, Buffer, FormData, Blob, performance */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.PORT ?? 3917);
const base = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-flood-'));
const root = path.join(import.meta.dirname, '..');
const flags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
const server = spawn('node', [...flags, '--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: `file:${dir}/app.db`,
    UPLOADS_DIR: `${dir}/uploads`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    FORM_RATE_LIMIT: '100000',
    SHUTDOWN_DRAIN_MS: '0',
  },
  stdio: ['ignore', process.env.SERVER_NODE_FLAGS ? 'inherit' : 'ignore', 'inherit'],
});

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};
const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function healthy() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

let counter = 0;
async function clientWithJob() {
  const email = `flood-${process.pid}-${counter++}@example.com`;
  const account = {
    name: 'Flood Test',
    email,
    password: 'correct-horse-77',
    confirmPassword: 'correct-horse-77',
    phoneNumber: '+447911123456',
    street: '14 Lavender Hill',
    city: 'London',
    postcode: 'SW11 5RW',
  };
  const registered = await fetch(`${base}/client/register`, json(account));
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = await (await fetch(`${base}/client/login`, json({ email, password: account.password }))).json();
  const job = {
    workType: 'plumber',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    address: { street: '22 Deansgate', city: 'Manchester', postcode: 'M3 4LQ' },
    email,
    jobDescription: 'Leaking kitchen tap needs replacing.',
  };
  const posted = await fetch(`${base}/api/post-job`, json(job, token));
  if (posted.status !== 201) throw new Error(`post-job: ${posted.status} ${await posted.text()}`);
  return { token, jobId: (await posted.json())._id };
}

/** 14 MB that start like a HEIC photo and are random after. */
const fakeHeic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), randomBytes(14 * 1024 * 1024)]);

function upload({ token, jobId }, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/heic' }), 'photo.heic');
  return fetch(`${base}/api/jobs/${jobId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (res) => ({ status: res.status, code: (await res.json()).code }));
}

/**
 * Asks /healthz every 50 ms from a process of its own (this one is busy sending 280 MB), and reads
 * the server's memory at each answer; answers the samples when told to stop.
 */
function startProbe() {
  const script = `
    const samples = [];
    let running = true;
    process.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        await fetch('${base}/healthz');
        const ms = performance.now() - started;
        const status = require('node:fs').readFileSync('/proc/${server.pid}/status', 'utf8');
        samples.push({ ms, rssMb: Math.round(Number(/VmRSS:\\s+(\\d+)/.exec(status)[1]) / 1024) });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      process.send(samples, () => process.exit(0));
    })();`;
  const probe = spawn('node', ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const samples = new Promise((resolve) => probe.once('message', resolve));
  return { stop: () => (probe.send('stop'), samples) };
}

async function flood(senders) {
  const bytes = senders.map(() => fakeHeic());
  const probe = startProbe();
  await sleep(300);
  const before = rssMb();
  const started = performance.now();
  const answers = await Promise.all(senders.map((sender, i) => upload(sender, bytes[i])));
  const seconds = (performance.now() - started) / 1000;
  const samples = await probe.stop();
  const health = samples.map((sample) => sample.ms);
  const memory = samples.map((sample) => sample.rssMb);
  await sleep(2000);
  const statuses = {};
  for (const { status, code } of answers) statuses[`${status} ${code}`] = (statuses[`${status} ${code}`] ?? 0) + 1;
  return {
    seconds: Math.round(seconds * 10) / 10,
    answers: statuses,
    healthzMs: {
      max: Math.round(Math.max(...health)),
      median: Math.round(health.sort((a, b) => a - b)[Math.floor(health.length / 2)]),
      samples: health.length,
    },
    rssMb: { before, peak: Math.max(...memory, before), twoSecondsAfter: rssMb() },
  };
}

try {
  await healthy();
  const many = [];
  for (let i = 0; i < 20; i++) many.push(await clientWithJob());
  const one = await clientWithJob();
  const result = {
    idleRssMb: rssMb(),
    twentyAccounts: await flood(many),
    oneAccount: await flood(Array.from({ length: 20 }, () => one)),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
}
