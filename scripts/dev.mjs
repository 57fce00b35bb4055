#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server with hot reload
// (port 5173), which proxies API calls to it. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';

spawnSync('npm', ['run', 'build', '-w', 'packages/shared', '--silent'], { stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-p', 'packages/shared/tsconfig.json', '--watch', '--preserveWatchOutput'], { stdio: 'ignore' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
