#!/usr/bin/env node
// `npm run test:repeat -- [N]`: runs the API suites N times (default 3) in a row, on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL, and names every test that failed even once. For whoever
// suspects a flake: run it with the machine busy (e.g. `stress-ng --cpu 2` beside it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const times = Number(process.argv[2] ?? 3);
if (!Number.isInteger(times) || times < 1) {
  console.error('usage: npm run test:repeat -- [N]   (N: how many runs, a whole number from 1)');
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-repeat-'));
const { TEST_DATABASE_URL, ...baseEnv } = process.env;
const databases = [['SQLite', {}], ...(TEST_DATABASE_URL ? [['PostgreSQL', { TEST_DATABASE_URL }]] : [])];
const failures = new Map();
const totals = { passed: 0, failed: 0 };
const rows = [];

if (
  spawnSync('npm', ['run', 'build', '-w', 'packages/shared', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0
)
  process.exit(1);

for (let run = 1; run <= times; run += 1) {
  for (const [database, env] of databases) {
    const report = path.join(tmp, `run-${run}-${database}.json`);
    const started = Date.now();
    spawnSync(
      'npx',
      ['vitest', 'run', '--root', 'apps/api', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } },
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!fs.existsSync(report)) {
      rows.push(`run ${run}, ${database}: the runner produced no report (${seconds} s)`);
      totals.failed += 1;
      continue;
    }
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    rows.push(
      `run ${run}, ${database}: ${result.numPassedTests} passed, ${result.numFailedTests} failed (${seconds} s)`,
    );
    for (const file of result.testResults)
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        const name = `${database}: ${path.relative(root, file.name)} > ${test.fullName}`;
        failures.set(name, (failures.get(name) ?? 0) + 1);
      }
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('');
for (const row of rows) console.log(row);
if (failures.size > 0) {
  console.log('\nFailed at least once:');
  for (const [name, count] of failures) console.log(`  ${count}/${times}  ${name}`);
} else console.log(`\nNo test failed in ${times} runs.`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
