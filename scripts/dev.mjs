#!/usr/bin/env node
// `npm run dev`: one server on port 3000 (PORT), the API with reload on change and the web app from
// its sources through Vite (WEB_DEV: hot reload, pages rendered on the server as in production).
// Ctrl+C stops it.
import { spawn, spawnSync } from 'node:child_process';

spawnSync('npm', ['run', 'build', '-w', 'packages/shared', '--silent'], { stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-p', 'packages/shared/tsconfig.json', '--watch', '--preserveWatchOutput'], { stdio: 'ignore' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', env: { ...process.env, WEB_DEV: 'true' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
