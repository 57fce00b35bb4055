import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completedJob, createClient, createTradesperson, writeReview } from './support';

/** The catalogue text at a key, in a language (every file of packages/locales/<lang> merged). */
function catalogue(language: string) {
  const dir = path.resolve(import.meta.dirname, '../../packages/locales', language);
  const all = Object.assign(
    {},
    ...fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
  return (key: string): string => key.split('.').reduce((node, part) => node[part], all) as unknown as string;
}

/** The public pages painted from the server's HTML, each with its heading and the form it shows. */
const PAGES = [
  { path: '/', heading: 'home.heroTitle', form: (page: Page) => page.getByRole('search').first() },
  { path: '/directory', heading: 'directoryPage.title', form: (page: Page) => page.locator('form.directory-filters') },
  { path: '/signin', heading: 'signinPage.title', form: (page: Page) => page.locator('main form input[type=email]') },
  {
    path: '/register',
    heading: 'registerPage.title',
    form: (page: Page) => page.locator('main form input[type=email]'),
  },
];

const chooseLanguage = (context: BrowserContext, language: string, baseURL: string) =>
  context.addCookies([{ name: 'lang', value: language, url: baseURL }]);

/**
 * Waits until the whole page has come to life: the header, and the page's own part (its controls
 * are enabled then). A language chosen before would reach a part still as the server sent it.
 */
async function pageLive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.locator('main :is(input, button)').first()).toBeEnabled();
}

/** Picks a language in the header's menu (its button named in the language shown). */
async function chooseInMenu(page: Page, label: string, language: string) {
  await page
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('button', { name: language }).first().click();
}

/** Every key of a language's catalogue (dotted), as it would show were its words missing. */
function catalogueKeys(language: string): string[] {
  const dir = path.resolve(import.meta.dirname, '../../packages/locales', language);
  const keys = (node: object, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keys(value as object, `${prefix}${key}.`)
        : // A plural's key is asked for without its ending (jobs.count for jobs.count_one).
          [`${prefix}${key}`, `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    );
  return fs.readdirSync(dir).flatMap((file) => keys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), ''));
}

/** Console errors, uncaught errors and CSP violations on the page, from its first script on. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Nothing in a visitor's console but what went wrong (no library's notices either).
    if (message.type() !== 'debug') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return problems;
}

test.describe('public pages rendered on the server', () => {
  for (const language of ['en', 'fr']) {
    test(`without JavaScript, the pages show their heading and form (${language}, from the cookie)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await chooseLanguage(context, language, baseURL!);
      const page = await context.newPage();
      const t = catalogue(language);
      for (const { path: pagePath, heading, form } of PAGES) {
        const response = await page.goto(pagePath);
        expect(response!.headers()['vary']).toMatch(/Cookie, Accept-Language/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(heading));
        await expect(form(page)).toBeVisible();
      }
      await context.close();
    });
  }

  test('the browser language picks the page when nothing was chosen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('fr')('signinPage.title'));
    await context.close();
  });

  test('screenshots of the French home page without JavaScript', async ({ browser, baseURL }) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 900 } });
      await chooseLanguage(context, 'fr', baseURL!);
      const page = await context.newPage();
      await page.goto('/');
      await page.screenshot({ path: test.info().outputPath(`server-home-fr-${width}.png`), fullPage: true });
      await context.close();
    }
  });

  test('without JavaScript, the directory and a profile show who they list: names, ratings, distances, reviews', async ({
    browser,
    baseURL,
    request,
  }) => {
    const plumber = await createTradesperson(request, {
      businessName: 'Server Side Plumbing',
      trade: 'plumber',
      // Based a few miles from the place searched: the card says how far.
      city: 'Leeds',
      postcode: 'LS6 2AA',
    });
    const client = await createClient(request);
    const job = await completedJob(request, client, plumber, {
      address: { street: '8 Park Row', city: 'Leeds', postcode: 'LS1 5HD' },
    });
    await writeReview(request, client, job, { rating: 4, text: 'Fixed the leak the same afternoon.' });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/directory?trade=plumber&near=LS1');
    const card = page.locator('.listing', { hasText: 'Server Side Plumbing' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/miles? away/);
    await expect(card.locator('.star-rating__value')).toHaveText('4.0');
    await expect(card.locator('.star-rating__count')).toHaveText('from 1 review');
    await card.getByRole('link', { name: 'Server Side Plumbing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Side Plumbing');
    await expect(page.locator('#reviews')).toContainText('Fixed the leak the same afternoon.');
    // The picture (the page's largest paint) is asked for from the head, first among the images.
    const picture = await page.locator('img.profile__picture').getAttribute('src');
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'href',
      picture!,
    );
    // An unknown tradesperson's page says so, with the status a search engine reads.
    const missing = await page.goto('/tradespeople/no-such-person');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this tradesperson');
    await expect(page.getByText('Loading the profile')).toHaveCount(0);
    await context.close();
  });

  test('without JavaScript, a trade nobody covers near a place shows the nearest other tradespeople', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Kirkwall: a glazier covers it, and nobody of the trade searched for.
    const glazier = `Orkney Glass ${Date.now().toString(36)}`;
    await createTradesperson(request, {
      businessName: glazier,
      trade: 'glazier',
      city: 'Kirkwall',
      postcode: 'KW15 1AA',
    });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/directory?trade=stonemasons&near=KW15');
    await expect(page.getByRole('heading', { name: 'Nobody listed under “Stonemason” covers KW15 yet' })).toBeVisible();
    const nearest = page.locator('.directory-nearest');
    await expect(nearest.getByRole('heading', { level: 2 })).toHaveText(
      'Approved tradespeople in other trades covering KW15',
    );
    const card = nearest.locator('.listing', { hasText: glazier });
    await expect(card).toContainText('Glazier');
    await context.close();
  });

  test('a page names its stylesheets in its headers, so they are fetched before its scripts', async ({ request }) => {
    for (const path of ['/register', '/directory?trade=plumber']) {
      const answer = await request.get(path);
      const linked = [...(await answer.text()).matchAll(/<link rel="stylesheet" href="([^"#]+)#?"/g)].map(
        ([, href]) => href,
      );
      expect(linked.length, path).toBeGreaterThan(0);
      const preloads = [...(answer.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=preload; as=style/g)].map(
        ([, href]) => href,
      );
      expect(preloads.sort(), path).toEqual([...new Set(linked)].sort());
    }
  });

  test('a page rendered in the browser (a link with a token) is sent with a title', async ({ request }) => {
    for (const path of ['/unsubscribe?token=x', '/verify-email?token=x', '/reset-password?token=x', '/account']) {
      const html = await (await request.get(path, { headers: { cookie: 'lang=fr' } })).text();
      expect(html, path).toMatch(/<title>Tradewise<\/title>/);
    }
  });

  test('a page answers 304 to a revalidation while it has not changed', async ({ request }) => {
    const first = await request.get('/signin', { headers: { cookie: 'lang=fr' } });
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    expect(first.headers()['cache-control']).toBe('public, no-cache');
    const again = await request.get('/signin', { headers: { cookie: 'lang=fr', 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    const english = await request.get('/signin', { headers: { cookie: 'lang=en', 'if-none-match': etag! } });
    expect(english.status()).toBe(200);
  });

  test('a page kept by the server changes as soon as what it shows does', async ({ request }) => {
    const plumber = await createTradesperson(request, { businessName: 'Kept Page Plumbing', trade: 'plumber' });
    const profile = `/tradespeople/${plumber.id}`;
    const first = await request.get(profile);
    const again = await request.get(profile);
    // Kept: the same page, byte for byte.
    expect(again.headers()['etag']).toBe(first.headers()['etag']);
    expect(await first.text()).not.toContain('Came on a Sunday');
    const client = await createClient(request);
    const job = await completedJob(request, client, plumber);
    await writeReview(request, client, job, { rating: 5, text: 'Came on a Sunday and fixed it.' });
    const after = await request.get(profile);
    expect(after.headers()['etag']).not.toBe(first.headers()['etag']);
    expect(await after.text()).toContain('Came on a Sunday and fixed it.');
  });

  for (const language of ['en', 'fr', 'es']) {
    test(`with JavaScript, each page hydrates with no error, warning or CSP violation (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, language, baseURL!);
      const problems = await watchProblems(page);
      for (const { path: pagePath, heading } of PAGES) {
        await page.goto(pagePath);
        // The page's controls wait for its code: enabled once hydrated.
        await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue(language)(heading));
      }
      // A refused trade login toasts: react-toastify's stylesheet comes with its code, as a file.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
      const t = catalogue(language);
      await page.locator('#tradesperson-login-email').fill('nobody@example.com');
      await page.locator('#tradesperson-login-password').fill('not-the-password');
      await page.getByRole('button', { name: t('loginPage.submit') }).click();
      await expect(page.locator('.Toastify__toast').getByText(t('loginPage.failed'))).toBeVisible();
      // The refused login's own answer is the one console line expected.
      expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    });
  }

  test('a hydrated sign-in page signs in', async ({ page, request }) => {
    const client = await createClient(request);
    const problems = await watchProblems(page);
    const t = catalogue('en');
    await page.goto('/signin');
    // Each page names the tab: in the server's HTML, and the next one once it is shown.
    await expect(page).toHaveTitle(`${t('signinPage.title')} – ${t('brand.name')}`);
    const main = page.getByRole('main');
    await main.getByLabel(t('fields.email')).fill(client.email);
    await main.getByLabel(t('fields.password'), { exact: true }).fill(client.password);
    await page.getByRole('button', { name: t('signinPage.submit') }).click();
    await expect(page).toHaveURL(/\/client-dashboard/);
    await expect(page).toHaveTitle(`${t('clinetDashboard.title')} – ${t('brand.name')}`);
    expect(problems).toEqual([]);
  });

  test('switching language on a hydrated page translates it and is remembered for the next page sent', async ({
    page,
    context,
  }) => {
    const problems = await watchProblems(page);
    await page.goto('/directory');
    await pageLive(page);
    const fr = catalogue('fr');
    await chooseInMenu(page, 'Language', 'Français');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('directoryPage.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toMatchObject({
      value: 'fr',
      sameSite: 'Lax',
    });
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('signinPage.title'));
    await pageLive(page);
    // Then Spanish, on pages with words of their own (each language's namespaces load as chosen).
    const es = catalogue('es');
    await chooseInMenu(page, fr('languages.label'), 'Español');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('signinPage.title'));
    await expect(page.getByRole('main').getByLabel(es('fields.email'))).toBeVisible();
    await page
      .getByRole('link', { name: es('header.findTradespeople') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('directoryPage.title'));
    await chooseInMenu(page, es('languages.label'), 'Français');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('directoryPage.title'));
    expect(problems).toEqual([]);
  });

  test('a navigation shows the next page with its words, never their keys, however slowly they come', async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, 'fr', baseURL!);
    const problems = await watchProblems(page);
    const fr = catalogue('fr');
    await page.goto('/');
    await pageLive(page);
    // From now on every script (the next page's code and its words) takes a second to come.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    // Any text shown that is a catalogue key rather than words.
    await page.evaluate((keys) => {
      const known = new Set(keys);
      const seen: string[] = [];
      (window as unknown as { rawKeys: string[] }).rawKeys = seen;
      const check = (node: Node) => {
        const text = node.textContent?.trim() ?? '';
        if (known.has(text)) seen.push(text);
        node.childNodes.forEach(check);
      };
      new MutationObserver((records) =>
        records.forEach((record) => {
          record.addedNodes.forEach(check);
          if (record.type === 'characterData') check(record.target);
        }),
      ).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, catalogueKeys('fr'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: fr('header.clientLogin') })
      .click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('signinPage.title'));
    await expect(page.getByRole('main').getByLabel(fr('fields.email'))).toBeVisible();
    await page
      .getByRole('link', { name: fr('header.findTradespeople') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('directoryPage.title'));
    expect(await page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a language chosen in this browser before the cookie existed still gets its page, without errors', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    const problems = await watchProblems(page);
    const response = await page.goto('/signin');
    // Sent in English (nothing told the server otherwise), shown in Spanish.
    expect(await response!.text()).toMatch(/<html lang="en"/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('es')('signinPage.title'));
    // The page came to life (a fieldset itself never counts as disabled for Playwright: its fields do).
    await expect(page.locator('main :is(input, button)').first()).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test('a field takes typing only once the page holding it has come to life, so nothing typed is lost', async ({
    page,
  }) => {
    // The page's server-state frame arrives late (a slow connection): the form must not take
    // typing it would not see before the page has come to life.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/query-frame-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's load waits for the held code: what is on screen before it is what counts.
    await page.goto('/signup', { waitUntil: 'commit' });
    const t = catalogue('en');
    const name = page.getByRole('main').getByLabel(t('fields.name'));
    // Typed as soon as the field lets it; the layer is let through a moment later.
    const typed = name.fill('Jo');
    await page.waitForTimeout(500);
    release();
    await typed;
    await expect(name).toHaveValue('Jo');
    // Checked as it was typed, as on a page that had come to life.
    await expect(page.locator('#signup-name-error')).toContainText(t('signupPage.validation.nameMinLength'));
  });

  test('a page opened with a query in its address shows what the query asks for', async ({ page }) => {
    // The administrators' variant differs in its links.
    await page.goto('/forgot-password?role=admin');
    await expect(page.locator('#forgot-email')).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login');
  });
});

test('nothing on the home page moves when its figures arrive, the hero’s rating line included', async ({
  page,
  request,
}) => {
  // A published review, so the hero has a rating to show once the figures come.
  const plumber = await createTradesperson(request, { city: 'Leeds', postcode: 'LS1 4DY' });
  const client = await createClient(request);
  const job = await completedJob(request, client, plumber, {
    address: { street: '8 Park Row', city: 'Leeds', postcode: 'LS1 5HD' },
  });
  await writeReview(request, client, job, { rating: 5, text: 'Tidy work, on time and as quoted.' });

  // Lighthouse's phone: the section after the hero starts just inside the screen.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const win = window as Window & { shifted?: number };
    win.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) win.shifted! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('.home-hero__proof svg')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { shifted?: number }).shifted)).toBe(0);
});
