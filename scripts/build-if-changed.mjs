#!/usr/bin/env node
// `npm start`'s build step: builds packages/shared and the web app only when their sources changed
// since the last build (or its output is missing). The sources' fingerprint is a SHA-256 of every
// input file's path and bytes, kept in node_modules/.cache; `npm run build` always builds.
// The API is compiled to JavaScript the same way, with its own inputs and stamp (buildApiIfChanged).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
  'packages/locales',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/src',
];
const OUTPUTS = ['packages/shared/dist/index.js', 'apps/web/dist/server/index.js'];
const stampFile = path.join(root, 'node_modules/.cache/tradewise-build.sha256');

function files(entry) {
  const full = path.join(root, entry);
  // A folder git keeps nothing in (apps/web/public, since robots.txt is served by the API) is absent.
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/**
 * The API as production runs it: JavaScript compiled by `npm run build -w apps/api` into
 * apps/api/dist (no TypeScript loader in the server process: see docs/operations.md), rebuilt only
 * when its sources changed. Type checking is `npm run typecheck`'s job, not this build's.
 */
function buildApiIfChanged() {
  const inputs = ['package-lock.json', 'tsconfig.base.json', 'apps/api/package.json', 'apps/api/tsconfig.json'];
  inputs.push('apps/api/tsconfig.build.json', 'apps/api/src'); // tests (*.test.ts) are left out below
  const apiStamp = path.join(root, 'node_modules/.cache/tradewise-api-build.sha256');
  const apiHash = createHash('sha256');
  const sources = inputs.flatMap(files).filter((file) => !file.endsWith('.test.ts'));
  for (const file of sources.sort()) {
    apiHash.update(`${file}\0`);
    apiHash.update(fs.readFileSync(path.join(root, file)));
  }
  const apiFingerprint = apiHash.digest('hex');
  const apiPrevious = fs.existsSync(apiStamp) ? fs.readFileSync(apiStamp, 'utf8').trim() : '';
  if (fs.existsSync(path.join(root, 'apps/api/dist/server.js')) && apiPrevious === apiFingerprint) {
    console.log('The API is up to date with its sources: not rebuilt (`npm run build -w apps/api` rebuilds it).');
    return;
  }
  fs.rmSync(apiStamp, { force: true });
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/api', '--silent'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  fs.mkdirSync(path.dirname(apiStamp), { recursive: true });
  fs.writeFileSync(apiStamp, `${apiFingerprint}\n`);
}
buildApiIfChanged();
if (process.argv.includes('--api')) process.exit(0); // the API alone (its tests)

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(files).sort()) {
  hash.update(`${file}\0`);
  hash.update(fs.readFileSync(path.join(root, file)));
}
const fingerprint = hash.digest('hex');

const built = OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (built && previous === fingerprint) {
  console.log('The web app is up to date with its sources: not rebuilt (`npm run build` rebuilds it).');
  process.exit(0);
}

fs.rmSync(stampFile, { force: true });
const { status } = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (status !== 0) process.exit(status ?? 1);
fs.mkdirSync(path.dirname(stampFile), { recursive: true });
fs.writeFileSync(stampFile, `${fingerprint}\n`);
