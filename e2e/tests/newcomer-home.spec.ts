import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  completedJob,
  createClient,
  createTradesperson,
  postJob,
  signInAs,
  uniqueEmail,
  useLanguage,
  writeReview,
} from './support';

/** The home page's figures (job counts, top-rated, the live claims). */

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
  return open;
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
  test('the page arrives with the live figures in its HTML, before any script, and never the samples', async ({
    browser,
    baseURL,
    request,
  }) => {
    await marketplaceWithData(request);
    const plumberJobs = await plumbingJobs(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Trending categories' });
    const topRated = page.getByRole('region', { name: 'Top-rated professionals' });
    // The live count, at least as many as a moment ago (tests running beside this one post jobs too).
    const plumbers = carousel.getByRole('button', { name: /^Plumber \d+ jobs?$/ });
    await expect(plumbers).toBeAttached();
    expect(Number(/\d+/.exec((await plumbers.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(plumberJobs);
    await expect(carousel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(topRated.getByText(/out of 5, from \d+ reviews?/).first()).toBeAttached();
    await expectNoSamples(page);
    await context.close();
  });
});

test('the home page’s app-store badges show their whole name, in the fonts of the machine', async ({ page }) => {
  await page.goto('/');
  const badges = page.locator('.app-promo__badges img');
  await expect(badges).toHaveCount(2);
  for (const src of await badges.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))) {
    await page.goto(src);
    // The text's box within the badge's 150 px, whatever width the system font gives it.
    const right = await page.locator('text').evaluate((text) => {
      const box = (text as SVGTextElement).getBBox();
      return box.x + box.width;
    });
    expect(right, src).toBeLessThanOrEqual(146);
  }
});

test.describe('home page: request form', () => {
  test('keeps the answers through a reload and asks, in its own dialog, before discarding them', async ({ page }) => {
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    const find = page.getByRole('button', { name: 'Find Tradespeople' });
    await find.click();
    const form = page.getByRole('dialog', { name: 'Request a tradesperson' });
    const trade = form.getByLabel('What type of tradesperson do you need?');
    await trade.selectOption('roofer');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('As soon as possible').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 3 of 5')).toBeVisible();

    // A reload loses nothing: the form comes back at its step with every answer.
    await page.reload();
    await find.click();
    await expect(form.getByText('Your answers from earlier are back')).toBeVisible();
    await expect(form.getByText('Step 3 of 5')).toBeVisible();
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('As soon as possible')).toBeChecked();
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(trade).toHaveValue('roofer');

    // Closing asks first, the safe answer focused; keeping on returns to the answers.
    await form.getByRole('button', { name: 'Close' }).click();
    const question = page.getByRole('dialog', { name: 'Discard your answers?' });
    await expect(question).toContainText('If you close the form now, the answers you have given are deleted.');
    await expect(question.getByRole('button', { name: 'Keep answering' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(trade).toHaveValue('roofer');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard answers' }).click();
    await expect(question).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(find).toBeFocused();

    // Discarded: the form starts afresh, and with nothing given it closes without a question.
    await page.reload();
    await find.click();
    await expect(form.getByText('Step 1 of 5')).toBeVisible();
    await expect(trade).toHaveValue('');
    await expect(form.getByText('Your answers from earlier are back')).toHaveCount(0);
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();
    await expect(question).toHaveCount(0);
    expect(browserDialogs).toEqual([]);
  });

  test('asks in French too', async ({ page }) => {
    await useLanguage(page, 'fr');
    await page.goto('/');
    await page.getByRole('button', { name: 'Trouver des artisans' }).click();
    const form = page.getByRole('dialog', { name: 'Demander un artisan' });
    await form.getByLabel('De quel type d’artisan avez-vous besoin ?').selectOption('glazier');
    await form.getByRole('button', { name: 'Fermer' }).click();
    const question = page.getByRole('dialog', { name: 'Abandonner vos réponses ?' });
    await expect(question.getByRole('button', { name: 'Continuer la demande' })).toBeFocused();
    await question.getByRole('button', { name: 'Abandonner les réponses' }).click();
    await expect(form).toBeHidden();
  });

  test('after sending, the next step stays on screen and a trade nobody offers yet shows the nearest tradespeople', async ({
    page,
    request,
  }) => {
    const glazier = `Harbour Glass ${Date.now().toString(36)}`;
    await createTradesperson(request, {
      trade: 'glazier',
      businessName: glazier,
      city: 'Stornoway',
      postcode: 'HS1 2BQ',
    });
    const email = uniqueEmail('newcomer');
    await page.goto('/');
    await page.getByRole('button', { name: 'Find Tradespeople' }).click();
    const form = page.getByRole('dialog', { name: 'Request a tradesperson' });
    await form.getByLabel('What type of tradesperson do you need?').selectOption('septic_system_installers');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('No fixed date').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('House').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Street address').fill('4 Point Street');
    await form.getByLabel('Town or city').fill('Stornoway');
    await form.getByLabel('Postcode').fill('HS1 2XN');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Email address', { exact: true }).fill(email);
    await form.getByLabel('Confirm email address').fill(email);
    await form.getByRole('button', { name: 'Submit' }).click();

    // The specification's thank-you, then its redirect; the next step is said on both.
    await expect(form.getByText('Thank you! Your request has been received.')).toBeVisible();
    const nextStep = `We have emailed ${email} a link. Open it to publish your request as a job`;
    await expect(form.getByText(nextStep)).toBeVisible();
    await page.waitForURL('**/directory?trade=septic_system_installers&near=HS1', { timeout: 20_000 });
    const next = page.getByText('Your request is saved: what happens next').locator('..');
    await expect(next.getByText(nextStep)).toBeVisible();

    // Nobody offers the trade there: said plainly, then the nearest tradespeople, each with their own trade.
    await expect(
      page.getByRole('heading', { name: 'Nobody listed under “Septic system installer” covers HS1 yet' }),
    ).toBeVisible();
    const nearest = page.getByRole('region', { name: 'Approved tradespeople in other trades covering HS1' });
    const card = nearest.getByRole('listitem').filter({ has: page.getByRole('heading', { name: glazier }) });
    await expect(card).toContainText('Glazier');
    await expect(nearest).not.toContainText('Septic');

    // A reload keeps the next step on screen.
    await page.reload();
    await expect(next.getByText(nextStep)).toBeVisible();

    // Without an area: every approved tradesperson, under its own heading.
    await page.goto('/directory?trade=septic_system_installers');
    await expect(
      page.getByRole('heading', { name: 'Nobody is listed under “Septic system installer” yet' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'All approved tradespeople' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('Your request is saved: what happens next')).toHaveCount(0);
  });
});

test.describe('profile page', () => {
  test('asks "Need an electrician?" with the article the trade takes, in each language', async ({ page, request }) => {
    const electrician = await createTradesperson(request, {
      trade: 'electrician',
      businessName: `Bright Sparks ${Date.now().toString(36)}`,
    });
    await page.goto(`/tradespeople/${electrician.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Need an electrician?' })).toBeVisible();
    await useLanguage(page, 'fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Besoin d’un électricien ?' })).toBeVisible();
    await useLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '¿Necesitas un electricista?' })).toBeVisible();
  });
});

test.describe('pages past the end', () => {
  test('?page=99 of the matching jobs shows the last page, in place of the address', async ({ page, request }) => {
    const client = await createClient(request);
    for (let index = 1; index <= 11; index++) {
      await postJob(request, client, {
        address: { street: `${index} Church Street`, city: 'Inverness', postcode: 'IV1 1EN' },
        jobDescription: `Fit an outside tap, job ${index}.`,
      });
    }
    const plumber = await createTradesperson(request, { city: 'Inverness', postcode: 'IV2 3PU' });
    const { total, totalPages } = (await (
      await request.get('/api/matching-jobs?page=1&limit=10', { headers: { authorization: `Bearer ${plumber.token}` } })
    ).json()) as { total: number; totalPages: number };
    expect(totalPages).toBeGreaterThan(1);

    await signInAs(page, 'tradesperson', plumber);
    await page.goto('/dashboard');
    await page.goto('/dashboard?page=99');
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?page=${totalPages}$`));
    await expect(page.getByText(`Page ${totalPages} of ${totalPages} · Total: ${total}`)).toBeVisible();
    await expect(page.getByText(/^Page 99 of/)).toHaveCount(0);
    await expect(
      page
        .getByRole('navigation', { name: 'Pages of matching jobs' })
        .getByRole('button', { name: `Page ${totalPages}` }),
    ).toHaveAttribute('aria-current', 'page');
    // The address was replaced: Back leaves the dashboard's pages rather than returning to page 99.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the directory, shown a screenful at a time, drops a ?page= from its address', async ({ page }) => {
    await page.goto('/directory?page=99');
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/directory$/);
  });
});
