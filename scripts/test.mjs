#!/usr/bin/env node
// `npm test`: every suite this machine can run, then one closing line "Total: N passed, N failed".
// API tests run on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set; browser tests run
// when Chromium is installed. What cannot run is said plainly, with how to enable it.
// REQUIRE_ALL=1 (set by .ci/run) turns a skipped suite into a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-test-'));
const totals = { passed: 0, failed: 0 };
const skipped = [];
let broken = false;

// Each suite gets the database it names; the SQLite run must not inherit TEST_DATABASE_URL.
const { TEST_DATABASE_URL, ...baseEnv } = process.env;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
  return result.status === 0;
}

function vitest(label, workspace, env = {}) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!fs.existsSync(report)) {
    broken = true;
    console.log(`${label}: the runner produced no report`);
    return;
  }
  const { numPassedTests, numFailedTests, numTotalTestSuites } = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  if (!ok && numFailedTests === 0) broken = true;
  if (numTotalTestSuites === 0) broken = true;
}

function playwright(label) {
  const report = path.join(tmp, 'e2e.json');
  const ok = run(label, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!fs.existsSync(report)) {
    broken = true;
    console.log(`${label}: the runner produced no report`);
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (!ok && stats.unexpected === 0) broken = true;
}

if (!run('build shared package', 'npm', ['run', 'build', '-w', 'packages/shared', '--silent'])) broken = true;
if (!run('type check', 'npm', ['run', 'typecheck', '--silent'])) broken = true;
if (!run('lint and formatting', 'npm', ['run', 'lint', '--silent'])) broken = true;
vitest('unit tests: shared', 'packages/shared');
vitest('unit tests: web', 'apps/web');
vitest('API tests on SQLite', 'apps/api');

if (TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', 'apps/api', { TEST_DATABASE_URL });
} else {
  skipped.push(
    'API tests on PostgreSQL: set TEST_DATABASE_URL=postgres://USER@HOST:PORT/DB (a database the tests may create schemas in), ' +
      'or run `bash .ci/run`, which starts a throwaway PostgreSQL 15 cluster.',
  );
}

if (fs.existsSync(chromium)) {
  // NODE_ENV=development as the README's default: the build must still be the production bundle
  // (e2e/tests/production-build.spec.ts checks what is served).
  if (run('build web app', 'npm', ['run', 'build', '-w', 'apps/web', '--silent'], { NODE_ENV: 'development' }))
    playwright('browser tests (Playwright, Chromium)');
  else broken = true;
} else {
  skipped.push(
    `browser tests: Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('');
for (const line of skipped) console.log(`SKIPPED ${line}`);
if (broken) console.log('A suite failed to run (see above).');
const failed = totals.failed + (broken ? 1 : 0) + (process.env.REQUIRE_ALL === '1' ? skipped.length : 0);
console.log(`Total: ${totals.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
