import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { completedJob, createClient, createTradesperson, writeReview } from './support';

/**
 * How the server answers for the web app's pages (apps/api/src/plugins/web-pages.ts): rendered by
 * React Router in the visitor's language, with the status the page means, a policy allowing its
 * own inline scripts only, and a short cache.
 */
test.describe('pages as the server sends them', () => {
  for (const url of [
    '/',
    '/directory',
    '/tradespeople/6650f0c2a1b2c3d4e5f60718',
    '/admin/manage-jobs',
    '/Terms',
    '/about-us/?x=1',
  ]) {
    test(`${url} is a page of the app: 200 with HTML`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      // An unknown tradesperson's page is a 404 with the page that says so.
      const expected = url.startsWith('/tradespeople/') ? 404 : 200;
      expect(response.status()).toBe(expected);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="en"/);
    });
  }

  for (const url of ['/no-such-page', '/tradespeople', '/tradespeople/a/b', '/admin/nothing-here', '/about-us/extra']) {
    test(`${url} is no page: 404 with the translated not-found page`, async ({ request }) => {
      const response = await request.get(url, { headers: { cookie: 'lang=fr' } });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Page introuvable');
    });
  }

  test('a page is sent compressed as the browser accepts, the same page either way', async ({ request }) => {
    const plain = await request.get('/directory', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['vary']).toMatch(/Accept-Encoding/);
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get('/directory', { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(Number(response.headers()['content-length'])).toBeLessThan((await plain.body()).length / 3);
      expect(await response.text()).toBe(await plain.text());
    }
    // A browser names gzip first and brotli third: brotli is still chosen (it went out as gzip).
    const browser = await request.get('/directory', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers()['content-encoding']).toBe('br');
  });

  test('HEAD answers as GET would, with no body; an unknown API path stays a JSON 404', async ({ request }) => {
    for (const [url, status, type] of [
      ['/', 200, 'text/html'],
      ['/no-such-page', 404, 'text/html'],
      ['/api/no-such-endpoint', 404, 'application/json'],
    ] as const) {
      const response = await request.head(url);
      expect(response.status(), url).toBe(status);
      expect(response.headers()['content-type']).toMatch(new RegExp(`^${type}`));
      expect(await response.body()).toHaveLength(0);
    }
    const api = await request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
  });

  for (const [headers, language] of [
    [{}, 'en'],
    [{ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, 'fr'],
    [{ 'accept-language': 'de-DE, es;q=0.5, fr;q=0.4' }, 'es'],
    [{ 'accept-language': 'de, it' }, 'en'],
    [{ 'accept-language': 'fr;q=0, es' }, 'es'],
    // The language chosen in the app (its cookie) wins over the browser's; an unknown one does not.
    [{ cookie: 'theme=x; lang=fr', 'accept-language': 'es' }, 'fr'],
    [{ cookie: 'lang=de', 'accept-language': 'es' }, 'es'],
  ] as const) {
    test(`/signin with ${JSON.stringify(headers)} is sent in ${language}, varying on both`, async ({ request }) => {
      const response = await request.get('/signin', { headers });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="${language}"`);
      expect(response.headers()['vary']).toMatch(/Cookie, Accept-Language/);
      expect(response.headers()['cache-control']).toBe('public, no-cache');
    });
  }

  test('the policy allows exactly the page’s own inline scripts, by their hashes, and no inline style', async ({
    request,
  }) => {
    for (const url of ['/', '/directory?near=M3', '/signin']) {
      const response = await request.get(url);
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?:\s(?![^>]*\bsrc=)[^>]*)?>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${crypto.createHash('sha256').update(match[1]!).digest('base64')}'`,
      );
      expect(inline.length).toBeGreaterThan(0);
      const csp = response.headers()['content-security-policy']!;
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(scriptSrc).toEqual(["'self'", ...new Set(inline)]);
      expect(/(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
      expect(html).not.toMatch(/<style[\s>]/);
    }
  });

  test('the build’s scripts and stylesheets are cached for a year and carry only the headers that apply to a file', async ({
    request,
  }) => {
    const html = await (await request.get('/signin')).text();
    const files = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"#]+)/g)].map(
      (m) => m[1]!,
    );
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of files) {
      const headers = (await request.get(file)).headers();
      expect(headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], file).toBe('same-origin');
      // Named by its content and never asked for again: nothing to revalidate it by.
      for (const revalidation of ['etag', 'last-modified', 'accept-ranges'])
        expect(headers[revalidation], `${file} ${revalidation}`).toBeUndefined();
      // A document's policies do nothing on a script or a stylesheet: not repeated on each one.
      for (const policy of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(headers[policy], `${file} ${policy}`).toBeUndefined();
      }
    }
    // The page itself, the build's pictures (an SVG can be opened as a document) and the API keep them all.
    for (const url of ['/signin', html.match(/href="(\/assets\/[^"]+\.svg)"/)![1]!, '/api/site-config']) {
      const headers = (await request.get(url)).headers();
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  test('the footer’s /contact and the short aliases redirect to their pages', async ({ request }) => {
    for (const [from, to] of [
      ['/contact', '/contact-us'],
      ['/about', '/about-us'],
      ['/terms', '/Terms'],
      ['/privacy', '/Privacy'],
      ['/admin', '/admin/dashboard'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers()['location']).toBe(to);
    }
    // An alias at a language's address leads to that language's page.
    const french = await request.get('/fr/contact', { maxRedirects: 0 });
    expect(french.headers()['location']).toBe('/fr/contact-us');
  });
});

/** A URL per language (issue 40): /fr/... and /es/... fix the page's language, English unprefixed. */
test.describe('a page per language', () => {
  test('the French profile shows French words, its addresses in each language and its structured data; the menu leads to the Spanish one', async ({
    page,
    request,
  }) => {
    const roofer = await createTradesperson(request, {
      businessName: 'Toits de Leeds',
      trade: 'roofer',
      city: 'Leeds',
    });
    const client = await createClient(request);
    const job = await completedJob(request, client, roofer, { workType: 'roofer' });
    await writeReview(request, client, job, { rating: 5, text: 'Slates replaced before the rain.' });
    const path = `/tradespeople/${roofer.id}`;

    // The browser's language is English: the address decides.
    await page.goto(`/fr${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Approuvé par Tradewise')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tous les artisans' })).toHaveAttribute('href', '/fr/directory');
    const href = (language: string) => page.locator(`link[rel=alternate][hreflang=${language}]`);
    await expect(href('en')).toHaveAttribute('href', new RegExp(`[^/]${path}$`));
    await expect(href('fr')).toHaveAttribute('href', new RegExp(`/fr${path}$`));
    await expect(href('es')).toHaveAttribute('href', new RegExp(`/es${path}$`));
    await expect(href('x-default')).toHaveAttribute('href', new RegExp(`[^/]${path}$`));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`^https?://.+/fr${path}$`));
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const [business] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(business).toMatchObject({
      '@type': 'RoofingContractor',
      name: 'Toits de Leeds',
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
      review: [{ reviewBody: 'Slates replaced before the rain.' }],
    });

    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await page
      .getByRole('button', { name: /Langue/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/es${path}$`));
    await expect(page.getByText('Aprobado por Tradewise')).toBeVisible();
    await expect(href('es')).toHaveAttribute('href', new RegExp(`/es${path}$`));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/es${path}$`));
  });

  test('signed-in, token and missing pages ask search engines not to index them, in every language', async ({
    request,
  }) => {
    // And an unknown tradesperson's page (404): once, without a canonical address.
    const paths = ['/reset-password?token=x', '/fr/verify-email?token=x', '/es/dashboard', '/admin/login'];
    for (const path of [...paths, '/fr/tradespeople/6650f0c2a1b2c3d4e5f60718']) {
      const html = await (await request.get(path)).text();
      expect(html.split('<meta name="robots" content="noindex"/>'), path).toHaveLength(2);
      expect(html, path).not.toContain('rel="canonical"');
    }
    const profile = await (await request.get('/es/directory')).text();
    expect(profile).not.toContain('noindex');
    expect(profile).toContain('hrefLang="x-default"');
  });
});
