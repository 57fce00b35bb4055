// JavaScript transferred on a cold load of each route (as served, e.g. Brotli), from Playwright's
// request sizes. Start a production build first, then: node bench/route-js.mjs http://127.0.0.1:3000
import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
for (const path of [
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
]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() === 'script') {
      const s = await req.sizes();
      sizes.push({ br: s.responseBodySize, url: req.url() });
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const total = sizes.reduce((a, b) => a + b.br, 0);
  console.log(`| ${path} | ${sizes.length} | ${(total / 1024).toFixed(1)} |`);
  await context.close();
}
await browser.close();
