import { expect, test } from '@playwright/test';
import { createTradesperson, uniqueEmail } from './support';

test.describe('security in the browser', () => {
  test('no page asks anything of another origin, and every page carries the strict CSP', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL!) && !url.startsWith('data:')) foreign.push(url);
    });
    for (const path of ['/', '/signin', '/signup', '/register', '/login', '/directory', '/contact-us']) {
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });

  test('HTML typed into a field is shown as text, never run', async ({ page, request }) => {
    const html = `<img src=x onerror="window.__pwned=1">Bad <b>Co</b>`;
    await createTradesperson(request, { businessName: html, email: uniqueEmail('xss'), trade: 'welder' });
    await page.goto('/directory?trade=welder');
    await expect(page.getByText(html).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
