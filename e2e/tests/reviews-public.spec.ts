import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completedJob, createClient, createTradesperson, signInAs, writeReview, type Account } from './support';

/**
 * Reviews as clients and visitors meet them: the emailed link opens the review form once signed
 * in, the review shows on the public profile with the average it makes, it can be edited, the
 * directory sorts by rating, the home page's claims are the live figures, and the reviews policy
 * says the rules. The jobs are made through the API: only a completed hire can be reviewed.
 */

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

const EARLIER = 'Came the same afternoon, found the leak behind the bath panel and fixed it for the price quoted.';
const MINE = 'Fixed the boiler pressure fault.\n\nHe was an hour late, but phoned ahead to say so.';

async function expectAccessible(page: Page, where: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    where,
  ).toEqual([]);
}

/** An approved plumber in Leeds, reviewed once (5 stars) by an earlier client. */
async function plumberWithOneReview(request: APIRequestContext, business: string) {
  const plumber = await createTradesperson(request, {
    name: 'Callum Reid',
    businessName: business,
    city: 'Leeds',
    postcode: 'LS1 4DY',
  });
  const earlier = await createClient(request, { name: 'Alan Turing' });
  await writeReview(request, earlier, await completedJob(request, earlier, plumber, LEEDS), {
    rating: 5,
    text: EARLIER,
  });
  return plumber;
}

const LEEDS = { address: { street: '8 Park Row', city: 'Leeds', postcode: 'LS1 5HD' } };

async function signInThroughTheForm(page: Page, client: Account) {
  await expect(page).toHaveURL(/\/signin$/);
  await page.locator('#client-login-email').fill(client.email);
  await page.locator('#client-login-password').fill(client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('reviews: clients and visitors', () => {
  test('the emailed link opens the form after sign-in; the review shows on the profile with its average, and can be edited', async ({
    page,
    request,
  }) => {
    const business = unique('Aire Valley Plumbing');
    const plumber = await plumberWithOneReview(request, business);
    const client = await createClient(request, { name: 'Grace Hopper' });
    const jobId = await completedJob(request, client, plumber, LEEDS);

    // The link of the review request email, followed while signed out: sign in, then the form.
    await page.goto(`/client-dashboard?review=${jobId}`);
    await signInThroughTheForm(page, client);
    await expect(page).toHaveURL(new RegExp(`/client-dashboard\\?review=${jobId}$`));
    await expect(page.getByRole('heading', { name: `Review ${business}` })).toBeFocused();

    // Nothing chosen: the summary names each score to choose, and the words wanted.
    await page.getByRole('button', { name: 'Publish review' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    for (const score of ['Overall', 'Quality of work', 'Reliability', 'Value for money']) {
      await expect(summary.getByRole('link', { name: `Choose a score for “${score}”.` })).toBeVisible();
    }
    await expect(summary.getByRole('link', { name: 'Write at least 20 characters about the work.' })).toBeVisible();

    // Each score is a radio group of stars; the keyboard moves the choice.
    const overall = page.getByRole('group', { name: 'Overall' });
    await overall.getByRole('radio', { name: '1 star: Poor' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(overall.getByRole('radio', { name: '3 stars: Good' })).toBeChecked();
    await expect(overall.getByRole('radio', { name: '3 stars: Good' })).toBeFocused();
    // The words beside the stars say the choice to those who see them.
    await expect(overall.locator('.score-input__chosen')).toHaveText('3 stars: Good');
    await page
      .getByRole('group', { name: 'Quality of work' })
      .getByRole('radio', { name: '4 stars: Very good' })
      .check();
    await page.getByRole('group', { name: 'Reliability' }).getByRole('radio', { name: '2 stars: Fair' }).check();
    await page
      .getByRole('group', { name: 'Value for money' })
      .getByRole('radio', { name: '4 stars: Very good' })
      .check();

    // The words, with their live count: first what is missing, then what is left.
    const words = page.getByLabel('In your own words');
    await words.fill('Boiler fixed.');
    await expect(page.getByText('7 more characters needed')).toBeVisible();
    await words.fill(MINE);
    await expect(
      page.getByText(`Characters left: ${(2000 - MINE.length).toLocaleString('en-GB')} of 2,000`),
    ).toBeVisible();
    await expectAccessible(page, 'the review form');

    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText(`Thank you: your review of ${business} is published.`)).toBeVisible();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    const mine = page.getByRole('article', { name: 'Your review' });
    // Kept as written, line breaks included.
    await expect(mine.getByText('He was an hour late, but phoned ahead to say so.')).toBeVisible();
    await expect(mine.getByText(/You can edit it until/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Leave a review of ${business}` })).toHaveCount(0);

    // The public profile: the average of both (5 and 3), the breakdown, the verified label.
    await page.goto(`/tradespeople/${plumber.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('4.0', { exact: true })).toBeVisible();
    await expect(reviews.getByText('4.0 out of 5, from 2 reviews')).toBeAttached();
    await expect(reviews.getByText('5 stars: 1 review')).toBeAttached();
    await expect(reviews.getByText('3 stars: 1 review')).toBeAttached();
    await expect(reviews.getByText('4 stars: 0 reviews')).toBeAttached();
    const shown = reviews.getByRole('article', { name: 'Grace H.' });
    await expect(shown.getByText('Fixed the boiler pressure fault.')).toBeVisible();
    await expect(shown.getByText(`Verified hire through Tradewise`)).toBeVisible();
    await expect(shown.getByText('3 out of 5').first()).toBeAttached();
    // Signed in, anyone may report; the policy is one link away.
    await expect(reviews.getByRole('button', { name: 'Report this review' })).toHaveCount(2);
    await expect(reviews.getByRole('link', { name: /our reviews policy/ })).toHaveAttribute('href', '/reviews');
    await expectAccessible(page, 'the profile with reviews');

    // Edited within 14 days: the average follows, and the review says it was edited.
    await page.goto('/client-dashboard');
    await page.getByRole('button', { name: 'Edit review' }).click();
    await expect(page.getByRole('heading', { name: `Edit your review of ${business}` })).toBeFocused();
    await expect(
      page.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '3 stars: Good' }),
    ).toBeChecked();
    await page.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '5 stars: Excellent' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Your review of ${business} is updated.`)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Your review' }).getByText('Edited')).toBeVisible();
    await page.goto(`/tradespeople/${plumber.id}`);
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText('5.0', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Grace H.' }).getByText('Edited')).toBeVisible();
  });

  test('"Leave a review" on a completed job opens its form; Cancel gives the focus back; the review then shows with Edit', async ({
    page,
    request,
  }) => {
    const business = unique('Headingley Plumbing');
    const plumber = await createTradesperson(request, { businessName: business, city: 'Leeds', postcode: 'LS6 3AA' });
    const client = await createClient(request, { name: 'Dorothy Hodgkin' });
    await completedJob(request, client, plumber, LEEDS);
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    await expect(page.getByText('1 completed job is waiting for your review')).toBeVisible();

    const leave = page.getByRole('button', { name: `Leave a review of ${business}` });
    await leave.click();
    await expect(page).toHaveURL(/[?&]review=/);
    await expect(page.getByRole('heading', { name: `Review ${business}` })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: `Review ${business}` })).toHaveCount(0);
    await expect(page.locator('.job-review')).toBeFocused();

    await leave.click();
    for (const score of ['Overall', 'Quality of work', 'Reliability', 'Value for money']) {
      await page.getByRole('group', { name: score }).getByRole('radio', { name: '5 stars: Excellent' }).check();
    }
    await page.getByLabel('In your own words').fill('New radiator valves fitted, no mess, fair price.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText(`Thank you: your review of ${business} is published.`)).toBeVisible();
    const mine = page.getByRole('article', { name: 'Your review' });
    await expect(mine.getByText('New radiator valves fitted, no mess, fair price.')).toBeVisible();
    await expect(mine.getByText('Verified hire through Tradewise')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Edit review' })).toBeVisible();
    await expect(leave).toHaveCount(0);
    await expect(page.getByText(/completed jobs? (is|are) waiting for your review/)).toHaveCount(0);
  });

  test('a profile without reviews says so and shows no stars; a visitor is asked to sign in to report', async ({
    page,
    request,
  }) => {
    const business = unique('New Start Joinery');
    const joiner = await createTradesperson(request, { businessName: business, trade: 'carpenter' });
    await page.goto(`/tradespeople/${joiner.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    await expect(page.getByText(/out of 5/)).toHaveCount(0);
    await expect(page.locator('.stars')).toHaveCount(0);

    const reviewed = await plumberWithOneReview(request, unique('Calder Plumbing'));
    await page.goto(`/tradespeople/${reviewed.id}`);
    await expect(page.getByRole('article', { name: 'Alan T.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report this review' })).toHaveCount(0);
    // Signing in from there comes back to the profile, where the review can then be reported.
    const visitor = await createClient(request, { name: 'Mary Somerville' });
    await page.getByRole('article', { name: 'Alan T.' }).getByRole('link', { name: 'Sign in to report' }).click();
    await signInThroughTheForm(page, visitor);
    await expect(page).toHaveURL(new RegExp(`/tradespeople/${reviewed.id}$`));
    await expect(
      page.getByRole('article', { name: 'Alan T.' }).getByRole('button', { name: 'Report this review' }),
    ).toBeVisible();
  });

  test('the profile shows ten reviews, then "Show more" adds the rest and moves on to them', async ({
    page,
    request,
  }) => {
    const plumber = await createTradesperson(request, {
      businessName: unique('Roundhay Plumbing'),
      city: 'Leeds',
      postcode: 'LS8 1AA',
    });
    const client = await createClient(request, { name: 'Rosalind Franklin' });
    // Eleven completed jobs for one client, reviewed oldest first: the first written is the last shown.
    for (let n = 1; n <= 11; n++) {
      await writeReview(request, client, await completedJob(request, client, plumber, LEEDS), {
        rating: n === 1 ? 2 : 5,
        text: `Review number ${n}: the work was done as agreed.`,
      });
    }
    await page.goto(`/tradespeople/${plumber.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('4.7 out of 5, from 11 reviews').first()).toBeAttached();
    const items = reviews.getByRole('article');
    await expect(items).toHaveCount(10);
    await expect(reviews.getByRole('status').filter({ hasText: 'Showing 10 of 11 reviews' })).toBeVisible();
    await expect(reviews.getByText('Review number 1:')).toHaveCount(0);

    // The button works once the page has come to life (the server's HTML has it, inert).
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await reviews.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(items).toHaveCount(11);
    await expect(items.nth(10)).toBeFocused();
    await expect(items.nth(10).getByText('Review number 1: the work was done as agreed.')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
  });

  test('the directory sorts by rating on the server, and keeps the order in the address', async ({ page, request }) => {
    // Two plumbers in Shetland (ZE): by name "Able" comes first, by rating "Bright".
    const able = unique('Able Shetland Plumbing');
    const bright = unique('Bright Shetland Plumbing');
    const shetland = { address: { street: '1 Commercial Street', city: 'Lerwick', postcode: 'ZE1 0AA' } };
    for (const [business, rating] of [
      [able, 3],
      [bright, 5],
    ] as const) {
      const plumber = await createTradesperson(request, {
        businessName: business,
        city: 'Lerwick',
        postcode: 'ZE1 0AB',
      });
      const client = await createClient(request);
      await writeReview(request, client, await completedJob(request, client, plumber, shetland), {
        rating,
        text: 'Good work on the kitchen tap, tidy and on time.',
      });
    }

    await page.goto('/directory?location=ZE');
    const titles = page.locator('.listing__title');
    const order = async () => (await titles.allTextContents()).filter((title) => [able, bright].includes(title));
    await expect.poll(order).toEqual([able, bright]);
    const ableCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: able }) });
    await expect(ableCard.getByText('3.0 out of 5, from 1 review')).toBeAttached();

    await page.getByLabel('Sort by').selectOption({ label: 'Best rated' });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    // An older ?location= address is read as a place, written back as ?near=.
    await expect(page).toHaveURL(/[?&]near=ZE/);
    await expect.poll(order).toEqual([bright, able]);

    // The address keeps the order: a reload (or a shared link) shows the same.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await expect.poll(order).toEqual([bright, able]);
  });

  test('the home page claims are the live figures; the reviews policy says the rules', async ({ page, request }) => {
    // At least one published review, whatever ran before.
    await plumberWithOneReview(request, unique('Kirkstall Plumbing'));
    const stats = (await (await request.get('/api/stats')).json()) as {
      reviews: { average: number; count: number };
      clientsServed: number;
      satisfiedClients: number;
    };
    const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

    await page.goto('/');
    const rated = `Rated ${stats.reviews.average.toFixed(1)}/5 from ${stats.reviews.count.toLocaleString('en-GB')} ${plural(stats.reviews.count, 'review', 'reviews')}`;
    await expect(page.getByText(rated)).toBeVisible();
    const about = page.getByRole('region', { name: 'About Tradewise' });
    await expect(about.getByText(`${stats.reviews.average.toFixed(1)}/5`, { exact: true })).toBeVisible();
    const served = about.getByRole('listitem').filter({
      hasText: plural(stats.clientsServed, 'client has had work completed', 'clients have had work completed'),
    });
    await expect(served).toContainText(stats.clientsServed.toLocaleString('en-GB'));
    const satisfied = about.getByRole('listitem').filter({ hasText: /rated their tradesperson 4 or 5 stars/ });
    await expect(satisfied).toHaveCount(stats.satisfiedClients > 0 ? 1 : 0);
    // Never the specification's invented figures.
    await expect(page.getByText(/2,500|50,000|10,000/)).toHaveCount(0);
    // Top-rated shows real tradespeople with their real ratings, not the samples.
    const topRated = page.getByRole('region', { name: 'Top-rated professionals' });
    await expect(topRated.getByText(/out of 5, from \d+ reviews?/).first()).toBeAttached();
    await expect(topRated.getByText('Example')).toHaveCount(0);

    // The footer's Reviews link leads to the policy.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews policy' })).toBeVisible();
    for (const rule of [
      /client of a job that was hired through Tradewise and is now completed/,
      /edit their review for 14 days/,
      /reply once, in public/,
      /Anyone signed in can report/,
      /never hidden because of its score/,
      /never pay for reviews/,
      /count every published review/,
    ]) {
      await expect(page.getByText(rule)).toBeVisible();
    }
    await expectAccessible(page, 'the reviews policy');
  });

  test('a signed-in client reports a review once; the profile then says it is reported', async ({ page, request }) => {
    const plumber = await plumberWithOneReview(request, unique('Meanwood Plumbing'));
    const reporter = await createClient(request, { name: 'Ada Lovelace' });
    await signInAs(page, 'client', reporter);
    await page.goto(`/tradespeople/${plumber.id}`);
    const review = page.getByRole('article', { name: 'Alan T.' });
    await review.getByRole('button', { name: 'Report this review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason.').first()).toBeVisible();
    await dialog.getByLabel('It is not about the job').check();
    await dialog.getByLabel('More details (optional)').fill('It reads like an advert.');
    await expectAccessible(page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByText('Thank you: your report is sent. Our moderators will look at the review.'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(review.getByText('You reported this review')).toBeFocused();

    // Reported again after a reload: the second report is refused and explained.
    await page.reload();
    await page.getByRole('article', { name: 'Alan T.' }).getByRole('button', { name: 'Report this review' }).click();
    await page.getByRole('dialog').getByLabel('It is offensive or abusive').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByText('You have already reported this review. Our moderators will look at it.'),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Alan T.' }).getByText('You reported this review')).toBeVisible();
  });
});
