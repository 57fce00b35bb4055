import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createClient, createTradesperson, postJob, signInAs } from './support';

/**
 * Coverage by distance on the tradesperson's dashboard (issue 16). Each test works in its own
 * trade and a rural corner of the country, so the jobs of other tests never reach its lists.
 *
 * Outward-code centres from the data (great-circle miles from LD1, Llandrindod Wells):
 * LD6 Rhayader 6.9, LD2 (Builth Wells) 8.3. From EX39 (Bideford): EX31 Barnstaple 9.3.
 */

let counter = 0;
/** Words no other job carries, to find this test's job in a list. */
const marker = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

const cards = (page: Page) => page.getByRole('article');
const jobCard = (page: Page, text: string) => cards(page).filter({ hasText: text });

test('a roofer sets the miles they travel: jobs, distances, towns and order follow', async ({ page, request }) => {
  const client = await createClient(request);
  const roofing = { workType: 'roofer' };
  // Posted in this order: newest first is Builth, base, Rhayader.
  const rhayader = marker('Replace slipped slates on the porch');
  const base = marker('Re-bed the ridge tiles');
  const builth = marker('Clear and reseal the valley gutter');
  await postJob(request, client, {
    ...roofing,
    address: { street: '3 East Street', city: 'Rhayader', postcode: 'LD6 5BU' },
    jobDescription: rhayader,
  });
  await postJob(request, client, {
    ...roofing,
    address: { street: '8 Temple Street', city: 'Llandrindod Wells', postcode: 'LD1 5DL' },
    jobDescription: base,
  });
  await postJob(request, client, {
    ...roofing,
    address: { street: '12 High Street', city: 'Builth Wells', postcode: 'LD2 3DN' },
    jobDescription: builth,
  });
  const roofer = await createTradesperson(request, {
    trade: 'roofer',
    businessName: 'Ithon Roofing',
    street: '4 Station Crescent',
    city: 'Llandrindod Wells',
    postcode: 'LD1 5BB',
  });

  await signInAs(page, 'tradesperson', roofer);
  await page.goto('/dashboard');
  const areas = page.getByRole('region', { name: 'Areas you cover' });
  await expect(
    areas.getByText('You see jobs within 15 miles of your base postcode LD1, plus any areas you add below.'),
  ).toBeVisible();
  await expect(areas.getByRole('listitem')).toHaveText(['LD']);
  await expect(jobCard(page, builth).getByText('8.3 miles away')).toBeVisible();
  await expect(jobCard(page, rhayader).getByText('6.9 miles away')).toBeVisible();
  await expect(jobCard(page, base).getByText('Near your base')).toBeVisible();

  // The radius alone: 10 miles, no added area (the registration's "LD" would reach every job).
  await areas.getByRole('button', { name: 'Change areas' }).click();
  const miles = areas.getByRole('spinbutton', { name: 'How far you travel, in miles' });
  const slider = areas.getByRole('slider', { name: 'How far you travel, in miles' });
  await expect(miles).toBeFocused();
  await expect(miles).toHaveValue('15');
  await miles.fill('10');
  await expect(slider).toHaveValue('10');
  await expect(slider).toHaveAttribute('aria-valuetext', '10 miles');
  const towns = areas.getByText(/^Your radius reaches /);
  await expect(towns).toContainText('Rhayader');
  await expect(towns).toContainText('Llandrindod Wells');
  await areas.getByLabel('Extra postcode areas and districts').fill('');
  await areas.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByText('Your areas have been saved.')).toBeVisible();
  await expect(
    areas.getByText('You see jobs within 10 miles of your base postcode LD1, plus any areas you add below.'),
  ).toBeVisible();
  await expect(areas.getByText('No added areas.')).toBeVisible();
  await expect(towns).toContainText('Rhayader');
  await expect(jobCard(page, builth).getByText('8.3 miles away')).toBeVisible();

  // Newest first by default; nearest first is in the address, so reload and Back keep it.
  await expect(cards(page)).toHaveText([builth, base, rhayader].map((text) => new RegExp(text)));
  const order = page.getByRole('navigation', { name: 'Order of the jobs' });
  await expect(order.getByRole('link', { name: 'Newest first' })).toHaveAttribute('aria-current', 'page');
  await order.getByRole('link', { name: 'Nearest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=distance\b/);
  await expect(cards(page)).toHaveText([base, rhayader, builth].map((text) => new RegExp(text)));
  await page.reload();
  await expect(order.getByRole('link', { name: 'Nearest first' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveText([base, rhayader, builth].map((text) => new RegExp(text)));
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(cards(page)).toHaveText([builth, base, rhayader].map((text) => new RegExp(text)));

  // Down to 5 miles with the keyboard on the slider: the towns follow before saving, then the jobs.
  await areas.getByRole('button', { name: 'Change areas' }).click();
  await miles.fill('6');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(miles).toHaveValue('5');
  await expect(towns).toContainText('Llandrindod Wells');
  await expect(towns).not.toContainText('Rhayader');
  await areas.getByRole('button', { name: 'Save areas' }).click();
  await expect(
    areas.getByText('You see jobs within 5 miles of your base postcode LD1, plus any areas you add below.'),
  ).toBeVisible();
  await expect(jobCard(page, base)).toBeVisible();
  await expect(jobCard(page, builth)).toHaveCount(0);
  await expect(jobCard(page, rhayader)).toHaveCount(0);

  // A radius outside 1 to 100 is refused next to the field, and nothing changes.
  await areas.getByRole('button', { name: 'Change areas' }).click();
  await miles.fill('150');
  await areas.getByRole('button', { name: 'Save areas' }).click();
  await expect(areas.getByText('Choose a radius of 1 to 100 miles.')).toBeVisible();
  await expect(miles).toBeFocused();
  await areas.getByRole('button', { name: 'Cancel' }).click();
  await expect(areas.getByText(/within 5 miles of your base postcode LD1/)).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
});

test('nearest first pages through the list and stays in the address', async ({ page, request }) => {
  const client = await createClient(request);
  const installer = { workType: 'pest_control_specialist' };
  const near = marker('Wasps nest under the eaves');
  await postJob(request, client, {
    ...installer,
    address: { street: '1 Bridgeland Street', city: 'Bideford', postcode: 'EX39 2QE' },
    jobDescription: near,
  });
  for (let index = 1; index <= 10; index += 1) {
    await postJob(request, client, {
      ...installer,
      address: { street: `${index} Boutport Street`, city: 'Barnstaple', postcode: 'EX31 1RX' },
      jobDescription: marker(`Mice in the kitchen, number ${index}`),
    });
  }
  const person = await createTradesperson(request, {
    trade: 'pest_control_specialist',
    businessName: 'Torridge Pest Control',
    street: '5 Mill Street',
    city: 'Bideford',
    postcode: 'EX39 2JT',
  });

  await signInAs(page, 'tradesperson', person);
  await page.goto('/dashboard');
  const pages = page.getByRole('navigation', { name: 'Pages of matching jobs' });
  // Newest first, the oldest (and nearest) job waits on page 2.
  await expect(cards(page)).toHaveCount(10);
  await expect(jobCard(page, near)).toHaveCount(0);
  await expect(cards(page).first()).toContainText('9.3 miles away');

  await page.getByRole('link', { name: 'Nearest first' }).click();
  await expect(cards(page).first()).toContainText(near);
  await expect(cards(page).first()).toContainText('Near your base');
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(1);
  await expect(jobCard(page, near)).toHaveCount(0);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('9.3 miles away');

  // Another order starts again at page 1.
  await page.getByRole('link', { name: 'Newest first' }).click();
  await expect(page).not.toHaveURL(/page=|sort=/);
  await expect(cards(page)).toHaveCount(10);
});

test('a business postcode the data cannot place: said plainly, no radius, no towns, areas needed', async ({
  page,
  request,
}) => {
  // BFPO postcodes (area BF) have no centre in the outward-code data.
  const person = await createTradesperson(request, {
    trade: 'roofer',
    businessName: 'Forces Roofing',
    street: '1 Unit Road',
    city: 'BFPO',
    postcode: 'BF1 3AA',
  });
  await signInAs(page, 'tradesperson', person);
  await page.goto('/dashboard');
  const areas = page.getByRole('region', { name: 'Areas you cover' });
  await expect(areas.getByText('We cannot place your business postcode')).toBeVisible();
  await expect(areas.getByText(/Your radius reaches|You see jobs within/)).toHaveCount(0);

  await areas.getByRole('button', { name: 'Change areas' }).click();
  await expect(areas.getByRole('slider')).toHaveCount(0);
  await expect(areas.getByRole('spinbutton')).toHaveCount(0);
  const input = areas.getByLabel('Postcode areas and districts', { exact: true });
  await expect(input).toBeFocused();
  await input.fill('');
  await areas.getByRole('button', { name: 'Save areas' }).click();
  await expect(areas.getByText('Enter at least one postcode area or district.')).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill('sw1a, m1');
  await areas.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByText('Your areas have been saved.')).toBeVisible();
  await expect(areas.getByRole('listitem')).toHaveText(['SW1A', 'M1']);
});
