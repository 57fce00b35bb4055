/**
 * Issue 17: a tradesperson fills in their public profile (about, credentials, a portfolio photo),
 * an administrator checks a credential, and the public profile shows its badge (and only then).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../playwright.config';
import { createTradesperson, scriptsHolding, signInAs } from './support';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('main').getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

test('a tradesperson edits the profile, an administrator checks a credential, the profile shows its badge', async ({
  browser,
  request,
}) => {
  const business = `Flame Heating ${Date.now().toString(36)}`;
  // Approved, so with a public liability insurance (Hiscox) the administrator checked (support.ts).
  const trade = await createTradesperson(request, { trade: 'gas_engineer', businessName: business });

  // The tradesperson's editor: inline errors first, then a saved profile.
  const tradeContext = await browser.newContext();
  const editor = await tradeContext.newPage();
  await signInAs(editor, 'tradesperson', trade);
  await editor.goto('/account/profile');
  await expect(editor.getByRole('heading', { name: 'Your public profile', level: 1 })).toBeVisible();
  await editor.getByLabel('About your business').fill('Boilers serviced and repaired across Manchester since 2011.');
  await editor.getByLabel('Gas Safe registration number').fill('12345');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByText('A Gas Safe registration number has 6 or 7 digits.').first()).toBeVisible();
  await editor.getByLabel('Gas Safe registration number').fill('1234567');
  await expect(editor.getByLabel('Insurer')).toHaveValue('Hiscox');
  const expiry = editor.getByLabel('Expiry date');
  const insuredUntil = await expiry.inputValue();
  await expiry.fill('');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByText('Enter the date your insurance expires.').first()).toBeVisible();
  // A date that has passed is refused where it was typed (issue 36).
  await expiry.fill('2020-01-31');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByText(/The expiry date must be after today/).first()).toBeVisible();
  // The same policy as before keeps its check.
  await expiry.fill(insuredUntil);
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByText('Your profile is saved.')).toBeVisible();
  await expect(editor.getByText('Waiting for our team to check it: not shown yet')).toHaveCount(1);

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0d5c63' } })
    .png()
    .toBuffer();
  await editor.getByLabel('Add photos').setInputFiles({ name: 'boiler.png', mimeType: 'image/png', buffer: photo });
  await expect(editor.getByText('1 of 24 photos')).toBeVisible();
  await editor.getByLabel('Caption of photo 1 (optional)').fill('New combi boiler in Didsbury');
  await editor.getByRole('button', { name: 'Save caption' }).click();
  await expect(editor.getByText('Caption saved.')).toBeVisible();

  // Before any check, the public profile shows no badge, and says no Gas Safe registration was checked.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const viewerCode = scriptsHolding(visitor, 'photo-viewer__frame');
  await visitor.goto(`/tradespeople/${trade.id}`);
  await expect(visitor.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Boilers serviced and repaired across Manchester since 2011.')).toBeVisible();
  await expect(visitor.getByText(/We have not checked a Gas Safe registration/)).toBeVisible();
  await expect(visitor.getByText('Gas Safe checked')).toHaveCount(0);

  // The administrator sees what is still to check and checks the Gas Safe registration.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/tradespeople?search=${encodeURIComponent(trade.email)}`);
  const card = admin.getByRole('article', { name: business });
  await expect(card.getByText('1 to check')).toBeVisible();
  await expect(card.getByText('Registration number 1234567')).toBeVisible();
  await card.getByRole('button', { name: `Mark as checked Gas Safe registration – ${business}` }).click();
  await expect(admin.getByText('The credential is marked as checked and shows on the profile.')).toBeVisible();
  await expect(card.getByText('1 to check')).toHaveCount(0);

  // The public profile now shows the badge, what it means and the number to verify.
  await visitor.reload();
  await expect(visitor.getByText('Gas Safe checked')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Gas Safe registration', level: 3 })).toBeVisible();
  await expect(visitor.getByText('Registration number 1234567')).toBeVisible();
  await expect(visitor.getByText(/We have not checked a Gas Safe registration/)).toHaveCount(0);

  // The portfolio opens in a lightbox that Escape closes, giving focus back to the photo. The
  // lightbox's code is fetched when a photo is first opened, not with the page.
  const thumbnail = visitor.getByRole('button', { name: 'Open photo 1: New combi boiler in Didsbury' });
  expect(await viewerCode()).toEqual([]);
  // While that code is on its way (held here), the page is dimmed and says so, in white.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(/\/photo-viewer-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await thumbnail.click();
  const loading = visitor.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveCSS('color', 'rgb(255, 255, 255)');
  release();
  const lightbox = visitor.getByRole('dialog', { name: 'Photo 1 of 1: New combi boiler in Didsbury' });
  await expect(lightbox.getByRole('img', { name: 'Photo 1 of 1: New combi boiler in Didsbury' })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
  expect(await viewerCode()).toHaveLength(1);

  // "Request a quote" asks this tradesperson: a signed-out visitor signs in first (job-invitation.spec.ts).
  await visitor.getByRole('link', { name: 'Request a quote' }).click();
  await expect(visitor).toHaveURL(/\/signin$/);

  await Promise.all([tradeContext.close(), visitorContext.close(), adminContext.close()]);
});

test('a click on a portfolio photo as soon as the profile has come to life opens it, however slowly the page’s code arrives', async ({
  page,
  request,
}) => {
  const person = await createTradesperson(request, { businessName: 'Quick Click Joinery' });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8d6e63' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/trade-profile/portfolio', {
    headers: { authorization: `Bearer ${person.token}` },
    multipart: { file: { name: 'stairs.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // Every script of the page's own comes late, as on a slow connection. The page was live
  // (data-live) before its content had hydrated: the content waited for the server-state cache's
  // code, fetched only then, and a click on a photo in that moment did nothing at all.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto(`/tradespeople/${person.id}`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Open photo 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 1' })).toBeVisible();
});
