/**
 * The directory near a place (issue 16): a postcode, an outward code or a town lists the approved
 * tradespeople whose coverage reaches it, nearest first, each card saying how far; an unknown place
 * is said beside the field; the home request form's redirect lands on "… near …"; the footer
 * credits the postcode data.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTradesperson, uniqueEmail, useLanguage, type Account } from './support';

// A trade no other spec relies on being empty or full.
const TRADE = 'solar_panel_installers';
const tag = Date.now().toString(36);
const names = {
  headingley: `Headingley Solar ${tag}`, // LS6, 1.7 miles from LS1
  wakefield: `Calder Solar ${tag}`, // WF1, 7.9 miles
  bradford: `Bronte Solar ${tag}`, // BD1, 8.4 miles
  harrogate: `Spa Town Solar ${tag}`, // HG1, 14.0 miles: inside the default 15
  sheffield: `Sheaf Solar ${tag}`, // S1, 29.0 miles: outside its radius
  wakefieldNear: `Short Hop Solar ${tag}`, // WF1 again, but covers 5 miles only
  sheffieldLeeds: `Steel City Solar ${tag}`, // S1, 29.0 miles, with the LS area added
};

async function setCoverage(
  request: APIRequestContext,
  account: Account,
  change: { radiusMiles: number; add?: string },
) {
  const headers = { authorization: `Bearer ${account.token}` };
  const current = (await (await request.get('/api/coverage', { headers })).json()) as { areas: string[] };
  const areas = change.add ? [...current.areas, change.add] : current.areas;
  const response = await request.put('/api/coverage', { headers, data: { areas, radiusMiles: change.radiusMiles } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The business names of this file's cards, in the order shown. */
const shownNames = (page: Page) => async () =>
  (await page.locator('.listing__title').allTextContents()).filter((name) => name.endsWith(tag));
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The tradespeople above, made once for the file (through the first test's API context). */
let made: Promise<void> | undefined;
const tradespeople = (request: APIRequestContext) => (made ??= makeTradespeople(request));

async function makeTradespeople(request: APIRequestContext) {
  const base = { trade: TRADE, contactNumber: '+447911123458' };
  const places = {
    headingley: { city: 'Leeds', postcode: 'LS6 3AA' },
    wakefield: { city: 'Wakefield', postcode: 'WF1 1AA' },
    bradford: { city: 'Bradford', postcode: 'BD1 1AA' },
    harrogate: { city: 'Harrogate', postcode: 'HG1 1AA' },
    sheffield: { city: 'Sheffield', postcode: 'S1 2AA' },
    wakefieldNear: { city: 'Wakefield', postcode: 'WF1 2AA' },
    sheffieldLeeds: { city: 'Sheffield', postcode: 'S1 3AA' },
  };
  const accounts = {} as Record<keyof typeof names, Account>;
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    accounts[key] = await createTradesperson(request, { ...base, ...places[key], businessName: names[key] });
  }
  await setCoverage(request, accounts.wakefieldNear, { radiusMiles: 5 });
  await setCoverage(request, accounts.sheffieldLeeds, { radiusMiles: 15, add: 'LS' });
}

test.describe('directory near a place', () => {
  test('a postcode lists only those whose coverage reaches it, nearest first, each saying how far', async ({
    page,
    request,
  }) => {
    await tradespeople(request);
    await page.goto(`/directory?trade=${TRADE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    const place = page.getByLabel('Postcode or town');
    await expect(place).toHaveAttribute('placeholder', 'LS1 4DY, LS1 or Leeds');
    await place.fill('ls1 4dy');

    await expect(page.getByRole('heading', { level: 1, name: 'Solar panel installers near LS1 4DY' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]near=LS1\+4DY/);
    await expect
      .poll(shownNames(page))
      .toEqual([names.headingley, names.wakefield, names.bradford, names.harrogate, names.sheffieldLeeds]);
    await expect(card(page, names.headingley)).toContainText('1.7 miles away');
    await expect(card(page, names.harrogate)).toContainText('14 miles away');
    // Beyond the radius, but the LS area is among the areas added.
    await expect(card(page, names.sheffieldLeeds)).toContainText('29 miles away');
    await expect(card(page, names.sheffield)).toHaveCount(0);
    await expect(card(page, names.wakefieldNear)).toHaveCount(0);

    // Nearest first is the default order with a place; by name is one choice away, and back.
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('distance');
    await sort.selectOption({ label: 'Name' });
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect
      .poll(shownNames(page))
      .toEqual([names.bradford, names.wakefield, names.headingley, names.harrogate, names.sheffieldLeeds]);
    await sort.selectOption({ label: 'Nearest' });
    await expect
      .poll(shownNames(page))
      .toEqual([names.headingley, names.wakefield, names.bradford, names.harrogate, names.sheffieldLeeds]);

    // Without a place there is no distance to sort by, and no card says one.
    await place.fill('');
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    await expect(card(page, names.sheffield)).toBeVisible();
    await expect(sort.getByRole('option', { name: 'Nearest' })).toHaveCount(0);
    await expect(card(page, names.headingley)).not.toContainText('miles away');
  });

  test('a town name works, and an older ?location= address is read as a place', async ({ page, request }) => {
    await tradespeople(request);
    await page.goto(`/directory?trade=${TRADE}&near=harrogate`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solar panel installers near Harrogate' })).toBeVisible();
    await expect.poll(async () => (await shownNames(page)())[0]).toBe(names.harrogate);
    await expect(card(page, names.sheffield)).toHaveCount(0);

    await page.goto(`/directory?trade=${TRADE}&location=LS1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solar panel installers near LS1' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]near=LS1(&|$)/);
    await expect(page.getByLabel('Postcode or town')).toHaveValue('LS1');
    await expect(card(page, names.headingley)).toContainText('1.7 miles away');
  });

  test('an unknown place is said beside the field, not as an error page or an empty list', async ({
    page,
    request,
  }) => {
    await tradespeople(request);
    await page.goto(`/directory?trade=${TRADE}`);
    await page.getByLabel('Postcode or town').fill('Atlantis');
    const message = 'We could not find that place. Enter a postcode (LS1 4DY), an outward code (LS1) or a town.';
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Postcode or town')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Postcode or town')).toHaveAccessibleDescription(new RegExp(message.slice(0, 40)));
    await expect(page.getByRole('heading', { name: 'We could not find “Atlantis”' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tradespeople' })).toBeVisible();
    await expect(page.getByText(/found$/)).toHaveCount(0);
    await expect(page.getByText('The tradespeople could not be loaded.')).toHaveCount(0);
    expect(await seriousViolations(page), 'unknown place').toEqual([]);

    await page.getByRole('button', { name: 'Search everywhere' }).click();
    await expect(page.getByLabel('Postcode or town')).toHaveValue('');
    await expect(card(page, names.sheffield)).toBeVisible();
  });

  test('the directory near a postcode passes axe, in English and French, with the data credited in the footer', async ({
    page,
    request,
  }) => {
    await tradespeople(request);
    await page.goto(`/directory?trade=${TRADE}&near=LS1%204DY`);
    await expect(card(page, names.headingley)).toContainText('1.7 miles away');
    await expect(page.getByRole('contentinfo')).toContainText('Contains OS data © Crown copyright and database right');
    expect(await seriousViolations(page)).toEqual([]);

    await useLanguage(page, 'fr');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Installateurs de panneaux solaires près de LS1 4DY' }),
    ).toBeVisible();
    await expect(card(page, names.headingley)).toContainText('À 1,7 mile');
    await expect(card(page, names.wakefield)).toContainText('À 7,9 miles');
    await expect(page.getByRole('contentinfo')).toContainText(
      'Contient des données OS © Crown copyright et droits sur les bases de données',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Every page's footer carries the credit, the home page's too.
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('Contient des données OS');
  });

  test('the request form leads to the trade near the request’s postcode', async ({ page, request }) => {
    await tradespeople(request);
    const email = uniqueEmail('near-request');
    await page.goto('/');
    await page.getByLabel('Where? Postcode or town').click();
    const form = page.getByRole('dialog', { name: 'Request a tradesperson' });
    await form.getByLabel('What type of tradesperson do you need?').selectOption(TRADE);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('No fixed date').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('House').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Street address').fill('2 Park Row');
    await form.getByLabel('Town or city').fill('Leeds');
    await form.getByLabel('Postcode').fill('ls1 4dy');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Email address', { exact: true }).fill(email);
    await form.getByLabel('Confirm email address').fill(email);
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(`**/directory?trade=${TRADE}&near=LS1`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Solar panel installers near LS1' })).toBeVisible();
    await expect.poll(async () => (await shownNames(page)())[0]).toBe(names.headingley);
    await expect(card(page, names.headingley)).toContainText('1.7 miles away');
  });
});

test('a search that finds nobody near the place says so in a heading that follows the page’s title', async ({
  page,
}) => {
  await page.goto('/directory?trade=plumber&near=ZE2');
  // h2 straight under the h1 (it was an h3: Lighthouse's heading order, accessibility 99).
  await expect(page.getByRole('heading', { level: 2, name: /covers ZE2 yet/ })).toBeVisible();
});
