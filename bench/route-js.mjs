// What each route ships on a cold load, and when its first data request leaves. Start a production
// build first (`npm run build`, which writes the .br/.gz files the server sends), then:
//   node bench/route-js.mjs http://127.0.0.1:3000 [--runs N] [--list] [--as ROLE=TOKEN ...]
//     [--paths /fr,/fr/signin]
// --paths measures those paths instead of the English routes below (:profile is the first listed
// tradesperson's id: /fr/tradespeople/:profile). --as signs the browser in with that session token
// (client, tradesperson or admin: stored where the app keeps it) and adds the role's dashboard to
// the routes; the first /api/ request's path is printed with its time.
// Per route: JavaScript as transferred (Brotli or gzip, as served), the number of script requests,
// request rounds (a script that starts only after another script finished is one round later: the
// depth of the chain the browser discovered them in) and the start of the first /api/ request in
// milliseconds after navigation (median of N cold loads, default 5). --list prints each script.
/* global performance, localStorage, fetch */
import { URL } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = args.find(
  (arg, i) => !arg.startsWith('--') && !/^\d+$/.test(arg) && args[i - 1] !== '--as' && args[i - 1] !== '--paths',
);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const list = args.includes('--list');
/** --as role=token, each: where the app keeps each role's token, and the role's dashboard. */
const TOKEN_KEYS = { client: 'authToken', tradesperson: 'token', admin: 'adminToken' };
const DASHBOARDS = { client: '/client-dashboard', tradesperson: '/dashboard', admin: '/admin/dashboard' };
const signedIn = args
  .flatMap((arg, i) => (args[i - 1] === '--as' ? [arg.split('=')] : []))
  .map(([role, token]) => ({ key: TOKEN_KEYS[role], token, dashboard: DASHBOARDS[role] }));
const chosen = args[args.indexOf('--paths') + 1];
const ENGLISH_ROUTES = [
  ...signedIn.map(({ dashboard }) => dashboard).filter((path) => path !== '/dashboard'),
  '/',
  '/directory',
  '/signin',
  '/signup',
  '/register',
  '/contact-us',
  '/about-us',
  '/post-job',
  '/dashboard',
  '/admin/login',
];
/** The --paths, with :profile asked for once. */
async function chosenPaths() {
  const paths = chosen.split(',');
  if (!paths.some((path) => path.includes(':profile'))) return paths;
  const profile = (await (await fetch(`${base}/api/tradespeople?limit=1`)).json())[0]?._id;
  return paths.map((path) => path.replace(':profile', profile));
}
const ROUTES = args.includes('--paths') ? await chosenPaths() : ENGLISH_ROUTES;

/** Each resource's round: 1 + the latest round among scripts that had finished when it started. */
function rounds(entries) {
  const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
  const round = new Map();
  for (const entry of [...scripts].sort((a, b) => a.startTime - b.startTime)) {
    const before = scripts.filter((other) => round.has(other) && other.responseEnd <= entry.startTime);
    round.set(entry, 1 + Math.max(0, ...before.map((other) => round.get(other))));
  }
  return Math.max(0, ...round.values());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
console.log('| route | scripts | KB transferred | request rounds | first /api/ request (ms) |');
console.log('| ----- | ------: | -------------: | -------------: | -----------------------: |');
for (const path of ROUTES) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    for (const { key, token } of signedIn) {
      await context.addInitScript(([name, value]) => localStorage.setItem(name, value), [key, token]);
    }
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') {
        const { responseBodySize } = await request.sizes();
        sizes.push({ bytes: responseBodySize, url: request.url() });
      }
    });
    if (signedIn.length > 0) {
      // Signed in, a page keeps a live connection open (new messages): never idle; given 3 s.
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
    } else {
      await page.goto(base + path, { waitUntil: 'networkidle' });
    }
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name, startTime, responseEnd, initiatorType }) => ({
        name,
        startTime,
        responseEnd,
        initiatorType,
      })),
    );
    const api = entries.find((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    samples.push({
      count: sizes.length,
      kb: sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024,
      rounds: rounds(entries),
      api: api ? api.startTime : null,
      apiPath: api ? new URL(api.name).pathname : null,
      sizes,
    });
    await context.close();
  }
  const first = samples[0];
  const api = samples.map((sample) => sample.api).filter((value) => value !== null);
  console.log(
    `| ${path} | ${first.count} | ${first.kb.toFixed(1)} | ${median(samples.map((s) => s.rounds))} | ${
      api.length ? `${median(api).toFixed(0)} (${first.apiPath})` : 'none'
    } |`,
  );
  if (list) {
    for (const { bytes, url } of first.sizes.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
  }
}
await browser.close();
