import { expect, test, type Response } from '@playwright/test';

/**
 * `npm start` serves the production bundle whatever NODE_ENV the build ran with: the test command
 * builds with NODE_ENV=development (the README's default), so this fails if the build honours it.
 */
test('the app is served as React’s production bundle, even when built with NODE_ENV=development', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const development: string[] = [];
  for (const script of scripts) {
    // React's development JSX runtime (jsxDEV) is absent from every production chunk.
    if ((await script.text()).includes('jsxDEV')) development.push(script.url());
  }
  expect(development).toEqual([]);
});

test('a file of the build that is not there is a short 404, not a page', async ({ request }) => {
  const missing = await request.get('/assets/entry.client-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  expect(await missing.text()).not.toContain('<html');
});
