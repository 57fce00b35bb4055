import { expect, test, type Page } from '@playwright/test';
import { SOCIAL } from '../playwright.config';
import { createClient, signInAs } from './support';

test.describe('header', () => {
  test('signed out, a client signs in from the header as readily as a tradesperson', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Client sign in' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Trade login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Join as Trade' })).toBeVisible();
    await banner.getByRole('link', { name: 'Client sign in' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a signed-in client sees their own account, reached by keyboard, and no way in for any role', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const account = banner.getByRole('group', { name: 'Your account' });
    await expect(account.getByRole('link', { name: 'My jobs' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
    for (const href of ['/signin', '/signup', '/login', '/join', '/register']) {
      await expect(banner.locator(`a[href="${href}"]`), href).toHaveCount(0);
    }
    await expect(banner.getByRole('button', { name: /Clients|Trades/ })).toHaveCount(0);

    await account.getByRole('link', { name: 'My account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    // The new page takes the focus (to its start) once it has rendered; only then move on.
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    await account.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Client sign in' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test("links to the brand's configured social pages only, and to each page once", async ({ page, request }) => {
    // In the page as sent, before any script: not asked for after it.
    const sent = await (await request.get('/signin')).text();
    expect(sent).toContain(`href="${SOCIAL.SOCIAL_FACEBOOK_URL}"`);
    expect(sent).toContain(`href="${SOCIAL.SOCIAL_LINKEDIN_URL}"`);
    const asked: string[] = [];
    page.on('request', (outgoing) => {
      if (outgoing.url().includes('/api/site-config')) asked.push(outgoing.url());
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SOCIAL.SOCIAL_FACEBOOK_URL);
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', SOCIAL.SOCIAL_LINKEDIN_URL);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
    expect(asked).toEqual([]);

    // Each internal link, followed to where it lands (aliases such as /terms lead on to /Terms).
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    const landed: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      landed.push(new URL(page.url()).pathname);
    }
    expect(landed.filter((path, index) => landed.indexOf(path) !== index)).toEqual([]);
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the translated page; a page of the app answers 200, a tradesperson who does not exist 404', async ({
    page,
  }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    const found = await page.goto('/how-it-works');
    expect(found?.status()).toBe(200);
    const nobody = await page.goto('/tradespeople/000000000000000000000000');
    expect(nobody?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this tradesperson' })).toBeVisible();
  });
});

test.describe('routes found as the visitor goes', () => {
  // React Router's route discovery ('lazy', apps/web/react-router.config.ts): a page carries the
  // routes it shows; the others come from /__manifest when a link to them is on the page or the
  // visitor is sent there.
  test('a page carries its own routes, not the whole table', async ({ page }) => {
    await page.goto('/tradespeople/000000000000000000000000');
    const routes = await page.evaluate(() =>
      Object.keys((window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes),
    );
    expect(routes).toContain('features/directory/profile-page');
    expect(routes.filter((id) => id.includes('admin'))).toEqual([]);
  });

  test('signed out, a page for the signed-in sends the visitor to log in at the login page of its language, asking for routes a few times', async ({
    page,
  }) => {
    // Each visit asked /__manifest hundreds of times and never moved (/fr/dashboard): <Navigate>
    // was given a new state object at each render, and each navigation cancelled the one before.
    let asked = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/__manifest') asked += 1;
    });
    // The address keeps its language (/fr/dashboard led to /login, unprefixed).
    const visits: Array<[string, string]> = [
      ['/fr/dashboard', '/fr/login'],
      ['/es/admin/manage-jobs', '/es/admin/login'],
      ['/fr/messages', '/fr/signin'],
      ['/account', '/signin'],
      ['/es/agreement/000000000000000000000000', '/es/signin'],
    ];
    for (const [path, login] of visits) {
      asked = 0;
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname, path).toBe(login);
      await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
      await page.waitForLoadState('networkidle');
      expect(asked, path).toBeLessThanOrEqual(4);
    }
  });
});

test.describe('history', () => {
  /** /register, then the header's link to the directory: two entries of one document's history. */
  async function registerThenDirectory(page: Page) {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Join as a tradesperson' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Find tradespeople' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
  }

  test('reloaded after following a link, Back and Forward still show the pages, not "Page not found"', async ({
    page,
  }) => {
    await registerThenDirectory(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join as a tradesperson' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
  });

  // React Router hears the browser's Back from the middle of hydration (remix-run/react-router#13873):
  // the page changed under React's feet, it rendered the document anew, and the navigation waited
  // for ever on a stylesheet React had removed ("Loading the page…"). Here Back is pressed the moment
  // the router exists, and the router's making takes as long as on a slow phone (0.1 s), so the
  // browser has moved back by the time React goes on.
  test('Back pressed while the reloaded page comes to life shows the page left, with nothing still loading', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await registerThenDirectory(page);
    await page.addInitScript(() => {
      if (window.location.pathname !== '/find-tradespeople') return;
      let router: unknown;
      Object.defineProperty(window, '__reactRouterDataRouter', {
        configurable: true,
        get: () => router,
        set(value) {
          router = value;
          window.history.back();
          const until = performance.now() + 100;
          while (performance.now() < until);
        },
      });
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join as a tradesperson' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the page…' })).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // React reported its HTML as not matching (the router started at the other address): the page
  // is now loaded again at the address reached.
  test('Back pressed before the reloaded page runs any code shows the page left, without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await registerThenDirectory(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/register$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Join as a tradesperson' })).toBeVisible();
    await expect(page.locator('html[data-live]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
