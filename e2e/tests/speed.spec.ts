import { brotliCompressSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createTradesperson, signInAs } from './support';

/**
 * Issue 15, "ship less" and "no waterfalls": what each route's cold load downloads, and that a
 * page's first data request does not wait for the page's own code. Figures per route, with the
 * command that measures them, are in bench/RESULTS.md ("Speed: what each route ships").
 */

/**
 * The JavaScript of a cold load (each test has a fresh browser context), counted as sent: the
 * Brotli or gzip body the server chose. A build without the precompressed copies (a bare
 * `vite build`) is counted as the Brotli body `npm run build` would have served.
 */
async function scripts(page: Page, path: string): Promise<{ bytes: number; files: number }> {
  const sizes: Promise<number>[] = [];
  const measure = async (request: Request) => {
    const response = await request.response();
    if (!response) return 0;
    const encoding = (await response.allHeaders())['content-encoding'];
    if (encoding === 'br' || encoding === 'gzip') return (await request.sizes()).responseBodySize;
    return brotliCompressSync(await response.body()).length;
  };
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(measure(request));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, bytes) => sum + bytes, 0), files: all.length };
}

/**
 * KB of compressed JavaScript per route, a regression guard a few KB above what the React 19 build
 * ships (docs/decisions/0004-react.md): 137.6 (home), 147.9 (directory) and 174.8-186.5 (the form
 * pages) when React replaced Preact, whose build shipped under 100, 120 and 150. A phone field's
 * picker and metadata come at the visitor's first action (components/ui/phone-field.tsx).
 *
 * And how many files that is: each is a request, and a slow phone network answers a handful at a
 * time (six connections on HTTP/1.1). The start's modules travel in the entry chunk, so only the
 * page's own modules are files of their own (src/main.tsx says what split the start 30 more ways).
 */
const BUDGETS: ReadonlyArray<{ path: string; kb: number }> = [
  { path: '/', kb: 145 },
  { path: '/directory', kb: 155 },
  { path: '/signin', kb: 195 },
  { path: '/signup', kb: 195 },
  { path: '/register', kb: 195 },
  { path: '/contact-us', kb: 195 },
];
const MAX_FILES = 32;

test.describe('what each route ships on a cold load', () => {
  for (const { path, kb } of BUDGETS) {
    test(`${path} downloads at most ${kb} KB of compressed JavaScript in at most ${MAX_FILES} files`, async ({
      page,
    }) => {
      const { bytes, files } = await scripts(page, path);
      test.info().annotations.push({
        type: `${path} JS (as served)`,
        description: `${(bytes / 1024).toFixed(1)} KB in ${files} files`,
      });
      expect(bytes).toBeLessThanOrEqual(kb * 1024);
      expect(files).toBeLessThanOrEqual(MAX_FILES);
    });
  }

  test('the home page loads nothing from elsewhere', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(baseURL!) && !sent.url().startsWith('data:')) elsewhere.push(sent.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(elsewhere).toEqual([]);
  });

  test('a form page downloads react-toastify only once the visitor acts', async ({ page }) => {
    const toastify: Promise<string | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      toastify.push(
        response.text().then((text) => (text.includes('Toastify__toast-container') ? response.url() : undefined)),
      );
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    expect((await Promise.all(toastify)).filter(Boolean)).toEqual([]);
    // The click on "Log in" is the first action (filling fields sends no key events): react-toastify
    // arrives then, and the refused login's toast shows.
    await page.locator('#tradesperson-login-email').fill('nobody@example.com');
    await page.locator('#tradesperson-login-password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.Toastify__toast')).toBeVisible();
    expect((await Promise.all(toastify)).filter(Boolean)).not.toEqual([]);
  });

  /** Scripts holding libphonenumber's metadata (its table of calling codes: 44:["GB","GG",...]). */
  function watchPhoneMetadata(page: Page) {
    const phone: Promise<string | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      phone.push(response.text().then((text) => (/\b"?44"?:\["GB"/.test(text) ? response.url() : undefined)));
    });
    return async () => (await Promise.all(phone)).filter(Boolean);
  }

  test('a page without a phone field does not download the phone metadata or the phone input', async ({ page }) => {
    const phoneScripts = watchPhoneMetadata(page);
    await page.goto('/signin', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await phoneScripts()).toEqual([]);
  });

  test('a phone field’s picker and metadata come at the first action; a number typed before is kept', async ({
    page,
  }) => {
    const phoneScripts = watchPhoneMetadata(page);
    await page.goto('/register', { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    const number = page.getByLabel('Contact number');
    await expect(number).toBeVisible();
    expect(await phoneScripts()).toEqual([]);
    // Going to another field is an action: the picker arrives and takes the empty field's place.
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await expect(page.getByRole('combobox', { name: 'Phone number country' })).toBeAttached();
    expect(await phoneScripts()).not.toEqual([]);
    await number.fill('07911 123456');
    await expect(number).toHaveValue('07911 123456');

    // On a fresh page, the number field is the first thing used: what is typed there stays, and is
    // checked once the metadata is here.
    await page.goto('/register', { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    await page.getByLabel('Contact number').fill('0791112345');
    await page.getByLabel('Contact number').blur();
    await expect(page.getByLabel('Contact number')).toHaveValue('0791112345');
    await page.getByRole('button', { name: 'Create trade account' }).click();
    await expect(page.getByRole('link', { name: /valid phone number/ })).toBeVisible();
    await page.getByLabel('Contact number').fill('07911 123456');
    await expect(page.getByRole('link', { name: /valid phone number/ })).toBeHidden();
  });
});

/**
 * Holds back the app's scripts until the page's first data request has been sent (or, should that
 * request wait for them, for 10 seconds), and says which came first.
 */
async function dataBeforeCode(page: Page, path: string, data: (url: URL) => boolean) {
  let dataSent = () => {};
  const sent = new Promise<'data request'>((resolve) => {
    dataSent = () => resolve('data request');
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (data(url)) {
      requests.push(url.pathname + url.search);
      dataSent();
    }
  });
  let first: string | undefined;
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    const gaveUp = new Promise<'page code'>((resolve) => setTimeout(() => resolve('page code'), 10_000));
    first ??= await Promise.race([sent, gaveUp]);
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => first).toBeDefined();
  return { first, requests };
}

test.describe('no waterfalls: the first data request leaves with the HTML, before the code', () => {
  test('the home page asks for its figures before any script has arrived, and only once', async ({ page }) => {
    const { first, requests } = await dataBeforeCode(page, '/', (url) => url.pathname === '/api/stats');
    expect(first).toBe('data request');
    // The page took the early answer rather than asking again.
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['/api/stats']);
  });

  test('the directory asks for its first page before any script has arrived, and only once', async ({ page }) => {
    const { first, requests } = await dataBeforeCode(page, '/directory', (url) => url.pathname === '/api/tradespeople');
    expect(first).toBe('data request');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['/api/tradespeople?page=1&limit=24']);
  });

  test('a page behind a sign-in asks who is signed in before any script has arrived, and only once', async ({
    page,
    request,
  }) => {
    await signInAs(page, 'tradesperson', await createTradesperson(request));
    const { first, requests } = await dataBeforeCode(page, '/dashboard', (url) => url.pathname === '/api/me');
    expect(first).toBe('data request');
    // The guard took the early answer: the page shows the account (a signed-in page is never network
    // idle: its live connection stays open).
    await expect(page.getByRole('heading', { name: 'Jack Thompson' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(requests).toEqual(['/api/me']);
  });
});

test('a prerendered page asks for its code once it has been painted, and its page’s chunks with it', async ({
  page,
}) => {
  for (const path of ['/', '/signin', '/register']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    const { paint, entry, chunks, listed } = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
      const listed = (document.getElementById('root')?.dataset.modules ?? '').split(' ').filter(Boolean);
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: scripts.find((script) => script.initiatorType === 'script')?.startTime,
        chunks: scripts.filter((script) => listed.includes(new URL(script.name).pathname)).length,
        listed: listed.length,
      };
    });
    expect(paint).toBeGreaterThan(0);
    // Asked for from the <head>, the code shared the connection with the page before its first paint.
    expect(entry).toBeGreaterThanOrEqual(paint!);
    expect(listed).toBeGreaterThan(0);
    expect(chunks).toBe(listed);
  }
});

test('a prerendered page does not fetch again the stylesheets it has inline; a page reached from it gets its own', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/directory', '/signin', '/register']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    // Fetched again and applied, they would restyle the whole page, and hydration would wait for them.
    expect(stylesheets, path).toEqual([]);
  }
  // The sign-in page has not the directory's stylesheet inline: it comes with the directory's code.
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page.locator('fieldset.app')).toBeEnabled();
  await page.getByRole('banner').getByRole('link', { name: 'Find tradespeople' }).click();
  await expect(page.locator('form.directory-filters')).toHaveCSS('display', 'grid');
  expect(stylesheets.some((file) => /\/assets\/directory-[^/]+\.css$/.test(file))).toBe(true);
});

test('the directory fetches its first card’s picture at once and the others when they come near', async ({
  page,
  request,
}) => {
  // Two listed tradespeople at least, whatever else the database holds.
  await createTradesperson(request, { businessName: 'First Picture Plumbing' });
  await createTradesperson(request, { businessName: 'Second Picture Plumbing' });
  await page.goto('/directory');
  const pictures = page.locator('.listing__picture');
  await expect(pictures.nth(1)).toBeAttached();
  // On a phone the first card's picture is the largest thing on screen: it must not wait.
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', /.*/);
});

test('the directory opened at an address of its own does not navigate to it again', async ({ page }) => {
  // The router's own bookkeeping replaces the entry with no address; a navigation gives one.
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    const win = window as Window & { navigatedTo?: string[] };
    win.navigatedTo = [];
    history.replaceState = (data, unused, url) => {
      if (url) win.navigatedTo!.push(String(url));
      replace(data, unused, url);
    };
  });
  for (const path of ['/directory', '/directory?trade=plumber', '/directory?q=roof&sort=rating']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('fieldset.app')).toBeEnabled();
    // Each navigation renders every link on the page again: one too many on a slow phone.
    expect(await page.evaluate(() => (window as Window & { navigatedTo?: string[] }).navigatedTo)).toEqual([]);
  }
  // An older address is still written the new way (?location= is read as ?near=).
  await page.goto('/directory?location=M3', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/directory\?near=M3$/);
});
