// What a slow phone's main thread goes through on a cold load of each route: the browser's CPU slowed
// 4 times (Chromium's own throttling, as Lighthouse's mobile profile assumes), the long tasks it
// records (50 ms or more), from navigation until the network has been quiet for a second. Start a
// production build first (`npm start`, or the API with WEB_DIST_DIR), then:
//   node bench/main-thread.mjs http://127.0.0.1:3000 [--runs N] [--routes /,/directory]
// Per route, medians of N cold loads (default 5): the blocking time after the first contentful
// paint (each long task's time past 50 ms, as total blocking time counts it), the longest task,
// the number of long tasks and the first contentful paint.
/* global performance, PerformanceObserver, window */
import { URL } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = args.find((arg, i) => !arg.startsWith('--') && !['--runs', '--routes'].includes(args[i - 1]));
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const routes = args.includes('--routes')
  ? args[args.indexOf('--routes') + 1].split(',')
  : ['/', '/directory', '/signin', '/register'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function load(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const after = tasks.filter(([start, duration]) => start + duration > fcp);
  return {
    blocking: after.reduce(
      (sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50),
      0,
    ),
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    count: tasks.length,
    fcp,
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
console.log('| route | blocking after FCP (ms) | longest task (ms) | long tasks | FCP (ms) |');
console.log('| ----- | ----------------------: | ----------------: | ---------: | -------: |');
for (const path of routes) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await load(browser, path));
  const m = (key) => Math.round(median(results.map((r) => r[key])));
  console.log(`| ${path} | ${m('blocking')} | ${m('longest')} | ${m('count')} | ${m('fcp')} |`);
}
await browser.close();
