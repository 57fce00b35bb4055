#!/usr/bin/env node
/**
 * Lighthouse 13 (mobile, simulated slow 4G) on the public pages of a running production build, in
 * English and French (the `lang` cookie), several runs each: the median performance score, LCP,
 * CLS, TBT and the accessibility score per page and language, and each run's score and LCP.
 *
 *   npm i --prefix /opt/lh lighthouse@13            # once (runs under Node 22 or 24)
 *   LIGHTHOUSE=/opt/lh/node_modules/.bin/lighthouse CHROME_PATH=/usr/bin/chromium \
 *     node bench/lighthouse.mjs http://127.0.0.1:3000 [--runs 3] [--pages /,/tradespeople/:profile]
 *
 * The server needs a listed tradesperson (:profile is the first one): the demo data
 * (SEED_DEMO=true) has them.
 */
import { execFileSync } from 'node:child_process';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const runs = Number(option('runs', '3'));
const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse';
const profile = JSON.parse(execFileSync('curl', ['-sk', `${base}/api/tradespeople?limit=1`]).toString())[0]?._id;
const pages = option('pages', '/,/directory?trade=plumber&near=LS1,/tradespeople/:profile,/signin,/register')
  .replace(':profile', profile)
  .split(',');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  '| Page | Language | Performance | LCP s | CLS | TBT ms | Accessibility | runs (performance) | runs (LCP s) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const page of pages) {
  for (const language of ['en', 'fr']) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse's trace now and then fails to record (NO_NAVSTART): that run is made again.
      const audit = () =>
        execFileSync(
          lighthouse,
          [
            base + page,
            '--output=json',
            '--quiet',
            '--only-categories=performance,accessibility',
            `--extra-headers=${JSON.stringify({ Cookie: `lang=${language}` })}`,
            `--chrome-flags=--headless=new --no-sandbox${base.startsWith('https:') ? ' --ignore-certificate-errors' : ''}`,
          ],
          { maxBuffer: 64 * 1024 * 1024 },
        );
      let out;
      for (let attempt = 1; !out; attempt += 1) {
        try {
          out = audit();
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      const report = JSON.parse(out.toString());
      results.push({
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
      });
    }
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      `| ${page.replace(profile, ':id')} | ${language} | ${pick('performance')} | ${pick('lcp').toFixed(2)} | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbt'))} | ${pick('accessibility')} | ${results.map((r) => r.performance).join(', ')} | ${results.map((r) => r.lcp.toFixed(2)).join(', ')} |`,
    );
  }
}
