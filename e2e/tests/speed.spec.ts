import { brotliCompressSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createTradesperson, scriptsHolding, signInAs } from './support';

/**
 * Issue 15, "ship less" and "no waterfalls": what each route's cold load downloads, and that a
 * public page arrives with its data (rendered on the server, issue 37). Figures per route, with the
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
 * on React Router's framework mode ships (docs/decisions/0004-react.md; bench/RESULTS.md): 148.5
 * (home), 167.6 (directory) and 200.4-202.9 (the form pages) when it replaced the build-time
 * prerender (137.6, 147.9 and 174.8-186.5; Preact's build shipped under 100, 120 and 150). A phone
 * field's picker and metadata come at the visitor's first action (components/ui/phone-field.tsx).
 * Issue 40 added 6.6 KB to the home page (155.7 KB): the route table sent to the browser names
 * every page three times (/fr and /es), and the page's title, share card and structured data.
 * The pages that open with a form came down to 174.2-177.7 KB when their schemas (with zod) moved
 * to the form's first check (components/ui/schema-form.tsx, SchemaSource). React Router's route
 * discovery (each page carries its own routes, not the 8 KB table) took 8.1 KB off every route:
 * 149.1 (home), 165.1 (directory), 166.0-169.5 (the form pages). The sign-up and sign-in pages
 * came down to 160.8-164.7 KB when their forms sent themselves without TanStack Query
 * (components/ui/schema-form.tsx, useServerSubmit).
 *
 * And how many files that is: each is a request, though the framework asks for a page's modules
 * all at once from the HTML (modulepreload), not one after another; 58 to 65 per page when
 * measured, each route module and its catalogue files being files of their own.
 */
const BUDGETS: ReadonlyArray<{ path: string; kb: number }> = [
  { path: '/', kb: 153 },
  { path: '/directory', kb: 169 },
  { path: '/signin', kb: 164 },
  { path: '/signup', kb: 168 },
  { path: '/register', kb: 168 },
  { path: '/contact-us', kb: 174 },
];
const MAX_FILES = 72;
/** A profile page: 173.3 KB as served in 80 files (182.1 KB with the whole route table, about 225 KB with form code). */
const PROFILE_KB = 178;
/**
 * The same profile in French: its catalogue files are longer than English's (178.9 KB as served).
 * It was 218 KB when English's catalogues came too, as i18next's fallback.
 */
const FRENCH_PROFILE_KB = 184;

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

  test('a profile downloads no form code: no schema library, and its JavaScript within budget', async ({
    page,
    request,
  }) => {
    // zod's messages ("invalid_type") are in the form schemas' chunk only. A public profile has no
    // form until a signed-in reader reports a review (that dialog is loaded when it opens); the
    // credential badges read their rules from a module without schemas. It shipped 112 KB of its
    // own modules (Brotli) with zod, 69 KB without (bench/RESULTS.md, "The profile without form code").
    const tradesperson = await createTradesperson(request);
    const formCode = scriptsHolding(page, 'invalid_type');
    const { bytes, files } = await scripts(page, `/tradespeople/${tradesperson.id}`);
    test.info().annotations.push({
      type: 'profile JS (as served)',
      description: `${(bytes / 1024).toFixed(1)} KB in ${files} files`,
    });
    expect(await formCode()).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(PROFILE_KB * 1024);
  });

  test('a French page downloads its words in French alone, not the English ones too', async ({ page, request }) => {
    // i18next loaded the fallback language's catalogues beside the page's own: 10 more files and
    // 23 KB on a French profile, before it came to life.
    const tradesperson = await createTradesperson(request);
    const english = scriptsHolding(page, 'Skip to main content');
    const french = scriptsHolding(page, 'Aller au contenu principal');
    const { bytes, files } = await scripts(page, `/fr/tradespeople/${tradesperson.id}`);
    test.info().annotations.push({
      type: 'French profile JS (as served)',
      description: `${(bytes / 1024).toFixed(1)} KB in ${files} files`,
    });
    expect(await french()).toHaveLength(1);
    expect(await english()).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(FRENCH_PROFILE_KB * 1024);
  });

  test('a page that opens with a form gets the schema library at the form’s first check, which then works', async ({
    page,
  }) => {
    const formCode = scriptsHolding(page, 'invalid_type');
    for (const path of ['/signin', '/signup', '/register', '/contact-us', '/forgot-password']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
      expect(await formCode(), path).toEqual([]);
    }
    // Typing is the first check: the schemas arrive, and a wrong address is refused beside its field.
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await page.locator('#client-login-email').pressSequentially('not-an-address');
    await page.locator('#client-login-email').blur();
    await expect(page.locator('#client-login-email-error')).toContainText('Invalid email format.');
    expect(await formCode()).not.toEqual([]);
  });

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
    const toastify = scriptsHolding(page, 'Toastify__toast-container');
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    expect(await toastify()).toEqual([]);
    // The click on "Log in" is the first action (filling fields sends no key events): react-toastify
    // arrives then, and the refused login's toast shows.
    await page.locator('#tradesperson-login-email').fill('nobody@example.com');
    await page.locator('#tradesperson-login-password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.Toastify__toast')).toBeVisible();
    expect(await toastify()).not.toEqual([]);
  });

  /** Scripts holding libphonenumber's metadata (its table of calling codes: 44:["GB","GG",...]). */
  function watchPhoneMetadata(page: Page) {
    return scriptsHolding(page, /\b"?44"?:\["GB"/);
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
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
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
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
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
/** The API requests the browser makes for `path`'s first screen (the server's render had its data). */
async function browserRequests(page: Page, path: string, wanted: (url: URL) => boolean) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (wanted(url)) requests.push(url.pathname + url.search);
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  return requests;
}

test.describe('no waterfalls: a public page arrives with its data', () => {
  test('the home page arrives with its figures: the browser asks for none of them', async ({ page }) => {
    const figures = ['/api/stats', '/api/categories', '/api/top-rated'];
    const requests = await browserRequests(page, '/', (url) => figures.includes(url.pathname));
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test('the directory arrives with its first page: the browser does not ask for it again', async ({ page }) => {
    const requests = await browserRequests(page, '/directory?near=M3', (url) => url.pathname === '/api/tradespeople');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test('a page behind a sign-in asks who is signed in once', async ({ page, request }) => {
    await signInAs(page, 'tradesperson', await createTradesperson(request));
    const requests = await browserRequests(page, '/dashboard', (url) => url.pathname === '/api/me');
    // A signed-in page is never network idle: its live connection stays open.
    await expect(page.getByRole('heading', { name: 'Jack Thompson' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(requests).toEqual(['/api/me']);
  });
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
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    // Each navigation renders every link on the page again: one too many on a slow phone.
    expect(await page.evaluate(() => (window as Window & { navigatedTo?: string[] }).navigatedTo)).toEqual([]);
  }
  // An older address is still written the new way (?location= is read as ?near=).
  await page.goto('/directory?location=M3', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/directory\?near=M3$/);
});
