/**
 * Issue 40: found by people searching. The French page for plumbers in Leeds holds, before any
 * script runs, the names and ratings of those who cover Leeds and their latest review's words; a
 * visitor goes on to a profile, then "Demander un devis" opens the request form with the trade and
 * the place filled in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { completedJob, createClient, createTradesperson, writeReview } from './support';

/** The French catalogue's text at a key (every file of packages/locales/fr merged). */
function french(key: string): string {
  const dir = path.resolve(import.meta.dirname, '../../packages/locales/fr');
  const all = Object.assign(
    {},
    ...fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
  return key.split('.').reduce((node, part) => node[part], all) as unknown as string;
}

test('the French page for plumbers in Leeds: names and ratings in the HTML, a profile, a quote request with trade and place', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const business = `Aire Valley Plumbing ${Date.now()}`;
  const plumber = await createTradesperson(request, {
    trade: 'plumber',
    businessName: business,
    city: 'Leeds',
    postcode: 'LS1 4DY',
  });
  const client = await createClient(request);
  const address = { street: '2 Park Row', city: 'Leeds', postcode: 'LS1 5HD' };
  const jobId = await completedJob(request, client, plumber, { address });
  const words = 'Found the leak behind the bath and fixed it the same afternoon.';
  await writeReview(request, client, jobId, { rating: 5, text: words });

  // JavaScript off: what a crawler reads.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const html = await bare.newPage();
  const answer = await html.goto('/fr/plombiers/leeds');
  expect(answer?.status()).toBe(200);
  await expect(html.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(html.getByRole('heading', { level: 1 })).toHaveText('Plombiers près de Leeds');
  const card = html.getByRole('listitem').filter({ has: html.getByRole('link', { name: business }) });
  await expect(card).toContainText('5,0');
  await expect(card).toContainText(words);
  await expect(html.locator('meta[name="robots"]')).toHaveCount(0);
  // Its structured data lists whom the page shows.
  const blocks = await html.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement: { name: string }[] })
    .find((block) => block['@type'] === 'ItemList');
  expect(list?.itemListElement.map((item) => item.name)).toContain(business);
  await bare.close();
  // One address per page.
  const moved = await request.get('/plumbers/Leeds', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/plumbers/leeds');

  // A visitor: a profile, back, then the quote request.
  await page.goto('/fr/plombiers/leeds');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByRole('link', { name: business }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/tradespeople/${plumber.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(business);
  await page.goBack();
  // The profile holds a link of the same name (to ask that tradesperson): wait for the place page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plombiers près de Leeds');
  await page.getByRole('link', { name: french('tradePlace.requestQuote') }).click();
  const form = page.getByRole('dialog', { name: french('home.requestTitle') });
  await expect(form.getByLabel(french('requestForm.tradeQuestion'))).toHaveValue('plumber');
  // The place waits at the address step.
  for (const answer of [french('serviceTimes.no_date'), french('propertyTypes.flat')]) {
    await form.getByRole('button', { name: french('requestForm.next') }).click();
    await form.getByLabel(answer).check();
  }
  await form.getByRole('button', { name: french('requestForm.next') }).click();
  await expect(form.getByLabel(french('fields.city'))).toHaveValue('Leeds');
});

test('a place nobody covers asks not to be indexed and names no canonical address; a covered one names it', async ({
  request,
}) => {
  // Nobody in the test data is a roofer near Inverness.
  const thin = await (await request.get('/roofers/inverness')).text();
  expect(thin).toContain('<meta name="robots" content="noindex"/>');
  expect(thin).not.toContain('rel="canonical"');
  expect(thin).not.toContain('hrefLang=');

  await createTradesperson(request, { trade: 'roofer', city: 'Leeds', postcode: 'LS1 4DY' });
  const covered = await (await request.get('/fr/couvreurs/leeds')).text();
  expect(covered).not.toContain('noindex');
  expect(covered).toMatch(/<link rel="canonical" href="[^"]*\/fr\/couvreurs\/leeds"\/>/);
});
