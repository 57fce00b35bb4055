import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completedJob, createClient, createTradesperson, postJob, writeReview } from './support';

/** The home page's figures (job counts, top-rated, the live claims). */
const FIGURES = /\/api\/(categories|top-rated|stats)$/;

/** A marketplace with data: an approved, reviewed plumber and an open plumbing job. */
async function marketplaceWithData(request: APIRequestContext) {
  const plumber = await createTradesperson(request, {
    businessName: `Honest Plumbing ${Date.now().toString(36)}`,
    city: 'Leeds',
    postcode: 'LS1 4DY',
  });
  const client = await createClient(request);
  const hired = await completedJob(request, client, plumber, {
    address: { street: '8 Park Row', city: 'Leeds', postcode: 'LS1 5HD' },
  });
  await writeReview(request, client, hired, { rating: 5, text: 'Fixed the leak quickly and left everything tidy.' });
  await postJob(request, await createClient(request), { workType: 'plumber' });
}

async function plumbingJobs(request: APIRequestContext) {
  const counts = (await (await request.get('/api/categories')).json()) as { trade: string; openJobs: number }[];
  const open = counts.find((count) => count.trade === 'plumber')!.openJobs;
  expect(open).toBeGreaterThan(0);
  return new RegExp(`^Plumber ${open} jobs?$`);
}

/** Nothing the specification's samples would show: their job counts or their invented people. */
async function expectNoSamples(page: Page) {
  await expect(page.getByText(/^214 jobs$/)).toHaveCount(0);
  for (const invented of ['James Carter', 'Sophie Bennett', 'Daniel Okafor']) {
    await expect(page.getByText(invented)).toHaveCount(0);
  }
  await expect(page.getByText('Example', { exact: true })).toHaveCount(0);
}

test.describe('home page: figures only the data backs', () => {
  test('while the figures load, placeholders show and never the samples; then the live figures', async ({
    page,
    request,
  }) => {
    await marketplaceWithData(request);
    const plumberJobs = await plumbingJobs(request);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(FIGURES, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Trending categories' });
    const topRated = page.getByRole('region', { name: 'Top-rated professionals' });
    // The categories are there to choose from; their counts wait, shown as placeholders.
    await expect(carousel.getByRole('button', { name: 'Plumber', exact: true })).toBeVisible();
    await expect(carousel.locator('[aria-busy="true"]')).toBeAttached();
    await expect(topRated.getByRole('list', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    await expectNoSamples(page);

    release();
    await expect(carousel.getByRole('button', { name: plumberJobs })).toBeVisible();
    await expect(carousel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(topRated.getByText(/out of 5, from \d+ reviews?/).first()).toBeVisible();
    await expectNoSamples(page);
  });

  test('when the figures fail, a quiet "Try again" shows instead of invented people, and works', async ({
    page,
    request,
  }) => {
    await marketplaceWithData(request);
    const plumberJobs = await plumbingJobs(request);
    let fail = true;
    await page.route(FIGURES, (route) => (fail ? route.abort() : route.continue()));

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Trending categories' });
    const topRated = page.getByRole('region', { name: 'Top-rated professionals' });
    await expect(topRated.getByText('The top-rated tradespeople could not be loaded.')).toBeVisible();
    await expect(carousel.getByText('The number of jobs per trade could not be loaded.')).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Plumber', exact: true })).toBeVisible();
    await expectNoSamples(page);
    await expect(topRated.getByRole('link', { name: /^View Profile/ })).toHaveCount(0);

    fail = false;
    await topRated.getByRole('button', { name: 'Try again' }).click();
    await expect(topRated.getByText(/out of 5, from \d+ reviews?/).first()).toBeVisible();
    await expect(topRated.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Try again' }).click();
    await expect(carousel.getByRole('button', { name: plumberJobs })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoSamples(page);
  });
});
