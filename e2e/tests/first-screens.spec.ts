import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  adminHeaders,
  completedJob,
  createClient,
  createTradesperson,
  PASSWORD,
  signInAs,
  uniqueEmail,
  useLanguage,
  writeReview,
} from './support';

/**
 * What a newcomer sees first, at 390 and 1280 px: a first sign-in welcomed as such with its toast
 * under the header (never over the menu or Sign out), the approval notice before the email banner,
 * the client dashboard's welcome by name with the email whole on a line of its own, every tab of
 * the admin bar in view once badges show, and a profile whose logo leaves room for its name on a
 * phone's first screen.
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
};

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a first sign-in after registering is welcomed, not “welcomed back”; its toast leaves the menu free', async ({
  page,
}) => {
  await phone(page);
  const email = uniqueEmail('first-sign-in');
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Grace Wilson');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Business name').fill('Sparkle Clean');
  await main.getByRole('textbox', { name: 'Contact number' }).fill('0161 496 0000');
  await main.getByLabel('Trade', { exact: true }).selectOption('cleaner');
  await main.getByLabel('Street address').fill('3 Oxford Road');
  await main.getByLabel('Town or city').fill('Manchester');
  await main.getByLabel('Postcode').fill('M1 5QA');
  await main.getByLabel('Create a password').fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create trade account' }).click();
  await page.waitForURL('**/login', { timeout: 20_000 });
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');

  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByText('You are logged in. Welcome to Tradewise!');
  await expect(toast).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  // The toast opens under the header's bar: the menu is neither covered nor blocked.
  const bar = await box(page.locator('.site-header__bar'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();

  // Awaiting approval comes first, before the email banner, both above the page's heading.
  const pending = page.getByText('Your account is awaiting approval', { exact: true });
  const banner = page.getByText('Please confirm your email address', { exact: true });
  await expect(pending).toBeVisible();
  await expect(banner).toBeVisible();
  expect((await box(pending)).y).toBeLessThan((await box(banner)).y);
  expect((await box(pending)).y).toBeLessThan(844);
});

test('signing in again says welcome back; at 1280 px the toast leaves Sign out free', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const person = await createTradesperson(request);
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(person.email);
  await page.getByRole('main').getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('You are logged in. Welcome back!');
  await expect(toast).toBeVisible();
  const bar = await box(page.locator('.site-header__bar'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
});

test('the client dashboard greets by name, with the email whole on its own line, in Spanish at 390 px', async ({
  page,
  request,
}) => {
  await phone(page);
  const client = await createClient(request, {
    name: 'Lucía Fernández',
    email: uniqueEmail('lucia'),
  });
  await useLanguage(page, 'es');
  await signInAs(page, 'client', client);
  await page.goto(`/client-dashboard?email=${encodeURIComponent(client.email)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Hola, Lucía Fernández');
  await expect(page.locator('.page-heading__email')).toHaveText(`Has iniciado sesión con ${client.email}`);
  const line = page.locator('.page-heading__address');
  await expect(line).toBeVisible();
  // Neither the heading nor the email is broken inside a word: the heading holds no email, and the
  // email's line is one line, within the page.
  await expect(heading).not.toContainText('@');
  const lines = await line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, 'the email line is one line').toBe(1);
  expect((await box(line)).x + (await box(line)).width).toBeLessThanOrEqual(390);
});

test('every tab of the admin bar is in view at 1280 px once badges show', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Something waits in each badged tab: a tradesperson to approve, a message, a reported review.
  await createTradesperson(request, {}, { approve: false });
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Harriet Vale',
      email: 'harriet.vale@example.com',
      phone: '07911 123456',
      website: 'www.valebuilders.co.uk',
      message: 'Do your tradespeople carry public liability insurance?',
    },
  });
  expect(sent.ok()).toBe(true);
  const client = await createClient(request);
  const plumber = await createTradesperson(request, { postcode: 'YO1 7HH' });
  const jobId = await completedJob(request, client, plumber, {
    address: { street: '2 Stonegate', city: 'York', postcode: 'YO1 8AS' },
  });
  const reviewId = await writeReview(request, client, jobId, { rating: 1, text: 'Never turned up on the day.' });
  const report = await request.post(`/api/reviews/${reviewId}/report`, {
    headers: { authorization: `Bearer ${plumber.token}` },
    data: { reason: 'not_genuine' },
  });
  expect(report.ok()).toBe(true);

  const token = (await adminHeaders(request)).authorization.replace('Bearer ', '');
  await signInAs(page, 'admin', { token });
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  const links = nav.getByRole('link');
  await expect(links.last()).toBeVisible();
  await expect(nav.locator('.admin-nav__badge')).toHaveCount(3);
  const list = await box(nav.getByRole('list'));
  for (const link of await links.all()) {
    const tab = await box(link);
    expect(tab.x, await link.innerText()).toBeGreaterThanOrEqual(list.x - 1);
    expect(tab.x + tab.width, await link.innerText()).toBeLessThanOrEqual(list.x + list.width + 1);
  }
  await expect(links.last()).toContainText('Outbox');
});

test('a profile whose portrait is a square logo shows its name on a phone’s first screen, and nothing moves when it arrives; a phone is sent its thumbnail, a wide screen the whole picture', async ({
  page,
  request,
}) => {
  await phone(page);
  const person = await createTradesperson(request, { businessName: 'Ouse Valley Plumbing', postcode: 'YO1 9QL' });
  const logo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const upload = await request.put('/api/trade-profile/portrait', {
    headers: { authorization: `Bearer ${person.token}` },
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // The picture arrives after the page (as on a slow connection): nothing below it may move then.
  await page.route('**/images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const win = window as Window & { shifted?: number };
    win.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) win.shifted! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/tradespeople/${person.id}`);
  const name = page.getByRole('heading', { level: 1, name: 'Ouse Valley Plumbing' });
  await expect(name).toBeVisible();
  await expect(page.locator('.profile__picture')).toHaveJSProperty('complete', true);
  // Two frames on, the picture painted: what moved, if anything, has been counted.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as Window & { shifted?: number }).shifted ?? 0)),
        ),
      ),
  );
  expect(shifted).toBe(0);
  const title = await box(name);
  expect(title.y + title.height).toBeLessThanOrEqual(844);
  const picture = await box(page.locator('.profile__picture'));
  expect(picture.height).toBeLessThanOrEqual(844 / 3);
  expect(picture.height).toBeGreaterThan(100);
  const shown = () => page.locator('.profile__picture').evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(await shown()).toMatch(/\/images\/[^/]+\/thumbnail$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator('.profile__picture')).toHaveJSProperty('complete', true);
  expect(await shown()).toMatch(/\/images\/[^/]+$/);
});
