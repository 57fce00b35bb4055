import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders,
  completedJob,
  createClient,
  createTradesperson,
  signInAs,
  writeReview,
  type Account,
} from './support';

/**
 * Reviews after the job: the tradesperson answers a review once, in public, on their dashboard;
 * a review breaking the rules is reported, an administrator hides it behind a public reason (the
 * profile says so in its place and the average leaves it out), then restores it. The data is made
 * through the API: a client may only review a completed job they hired the tradesperson for.
 */

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

const POOR =
  'He fixed the leak in the end, but call his personal mobile 07700 900123 at your peril: he shouts at customers.';
const GOOD = 'Arrived on time, fixed the leaking tap in twenty minutes and left the kitchen spotless.';

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

/** A plumber with two reviews of completed jobs: a poor one (2) and a good one (5), average 3.5. */
async function reviewedPlumber(request: APIRequestContext) {
  const business = unique('Harbour Plumbing');
  const plumber = await createTradesperson(request, {
    name: 'Callum Reid',
    businessName: business,
    city: 'Leeds',
    postcode: 'LS1 4DY',
  });
  const place = { address: { street: '8 Park Row', city: 'Leeds', postcode: 'LS1 5HD' } };
  const sophie = await createClient(request, { name: 'Sophie Turner' });
  const daniel = await createClient(request, { name: 'Daniel Price' });
  const poorId = await writeReview(request, sophie, await completedJob(request, sophie, plumber, place), {
    rating: 2,
    quality: 3,
    reliability: 2,
    value: 2,
    text: POOR,
  });
  const goodId = await writeReview(request, daniel, await completedJob(request, daniel, plumber, place), {
    rating: 5,
    text: GOOD,
  });
  return { plumber, business, poorId, goodId, sophie, daniel };
}

/** A separate browser session (own storage) signed in as this account. */
async function pageAs(browser: Browser, baseURL: string | undefined, role: 'tradesperson' | 'admin', account: Account) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, role, account);
  return page;
}

async function adminAccount(request: APIRequestContext): Promise<Account> {
  const { authorization } = await adminHeaders(request);
  return { id: '', email: '', password: '', name: '', token: authorization.replace(/^Bearer /, '') };
}

/** The "Your reviews" section of the dashboard, loaded. */
async function reviewsSection(page: Page) {
  await page.goto('/dashboard#reviews');
  const section = page.getByRole('region', { name: 'Your reviews' });
  await expect(section.getByRole('article').first()).toBeVisible();
  return section;
}

test.describe('reviews: replies and moderation', () => {
  test('a tradesperson replies once, in public, from the dashboard; the profile shows the reply', async ({
    page,
    request,
  }) => {
    const { plumber, goodId } = await reviewedPlumber(request);
    await signInAs(page, 'tradesperson', plumber);
    const section = await reviewsSection(page);

    // The email's link lands on the section, with the average and the count.
    await expect(section.getByRole('heading', { name: 'Your reviews' })).toBeFocused();
    await expect(section.getByText('3.5', { exact: true })).toBeVisible();
    await expect(section.getByText('from 2 reviews', { exact: true })).toBeVisible();
    await expect(section.getByText('3.5 out of 5, from 2 reviews')).toBeAttached();
    await expect(section.getByRole('link', { name: 'Read the reviews policy' })).toHaveAttribute('href', '/reviews');

    const poor = section.getByRole('article').filter({ hasText: POOR });
    await poor.getByRole('button', { name: 'Reply publicly' }).click();
    const box = poor.getByLabel('Your public reply');
    await expect(box).toBeFocused();
    await expect(poor.getByText(/You can reply only once, and you cannot change or delete your reply/)).toBeVisible();

    // An empty reply is refused beside its field.
    await poor.getByRole('button', { name: 'Publish reply' }).click();
    await expect(poor.getByText('This field is required.').last()).toBeVisible();
    const reply = 'I am sorry about the wait. That number is my work phone, and I have since fitted a new valve free.';
    await box.fill(reply);
    await expect(poor.getByText(`Characters left: ${2000 - reply.length} of 2000`)).toBeVisible();
    await expectAccessible(page, 'dashboard reviews with a reply being written', '#reviews');

    // Asked once more, since a reply is final; "Keep editing" keeps the words.
    await poor.getByRole('button', { name: 'Publish reply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish your reply?' });
    await expect(confirm.getByText('You cannot change or delete it later.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(box).toHaveValue(reply);
    await poor.getByRole('button', { name: 'Publish reply' }).click();
    await confirm.getByRole('button', { name: 'Publish reply' }).click();

    await expect(page.getByText('Your reply is published under the review on your profile.')).toBeVisible();
    await expect(poor.getByText(reply)).toBeVisible();
    // The form has gone: the reply, now under the review, has the focus.
    await expect(page.locator(':focus')).toContainText(reply);
    await expect(poor.getByRole('button', { name: 'Reply publicly' })).toHaveCount(0);

    // A reply sent meanwhile from elsewhere: the form explains, and shows the reply there is.
    const good = section.getByRole('article').filter({ hasText: GOOD });
    await good.getByRole('button', { name: 'Reply publicly' }).click();
    const elsewhere = 'Thank you Daniel, it was a pleasure.';
    const sent = await request.post(`/api/reviews/${goodId}/reply`, {
      headers: { authorization: `Bearer ${plumber.token}` },
      data: { text: elsewhere },
    });
    expect(sent.status()).toBe(201);
    await good.getByLabel('Your public reply').fill('Thanks!');
    await good.getByRole('button', { name: 'Publish reply' }).click();
    await page
      .getByRole('dialog', { name: 'Publish your reply?' })
      .getByRole('button', { name: 'Publish reply' })
      .click();
    await expect(good.getByText('You have already replied to this review.')).toBeVisible();
    await expect(good.getByText(elsewhere)).toBeVisible();
    await expect(good.getByLabel('Your public reply')).toHaveCount(0);

    // Everyone reads the reply under the review on the public profile.
    await page.goto(`/tradespeople/${plumber.id}`);
    const onProfile = page.getByRole('article').filter({ hasText: POOR });
    await expect(onProfile.getByText(reply)).toBeVisible();
  });

  test('a reported review is hidden with a public reason, leaves the average, and is restored', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const { plumber, business } = await reviewedPlumber(request);

    // The tradesperson reports the poor review from the dashboard.
    const tradePage = await pageAs(browser, baseURL, 'tradesperson', plumber);
    const section = await reviewsSection(tradePage);
    const poor = section.getByRole('article').filter({ hasText: POOR });
    await poor.getByRole('button', { name: 'Report this review' }).click();
    const reportDialog = tradePage.getByRole('dialog');
    await reportDialog.getByLabel('It contains personal information').check();
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reportDialog).toHaveCount(0);
    await expect(poor.getByText('You reported this review')).toBeVisible();
    // Still so after a reload: the list says which reviews they reported.
    await tradePage.reload();
    await expect(poor.getByText('You reported this review')).toBeVisible();
    await expect(poor.getByRole('button', { name: 'Report this review' })).toHaveCount(0);
    await tradePage.context().close();

    // The administrator finds it under Reported (the default view), with the report.
    await signInAs(page, 'admin', await adminAccount(request));
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: /^Reviews/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(page.getByRole('button', { name: /^Reported/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('You cannot change what a client wrote')).toBeVisible();
    const card = page.getByRole('article', { name: `Review of ${business}` });
    await expect(card.getByText(POOR)).toBeVisible();
    await expect(card.getByText('It contains personal information')).toBeVisible();
    await expect(card.getByText('By a tradesperson')).toBeVisible();
    await expect(card.getByText('1 open report')).toBeVisible();
    await expect(card.getByText('Sophie Turner')).toBeVisible();
    await expect(card.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    await expectAccessible(page, '/admin/reviews (reported)');

    // Hiding asks for the public reason and shows the line everyone will read instead.
    await card.getByRole('button', { name: `Hide the review of ${business}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await expect(dialog.getByText('Choose a reason to see the public text.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog.getByText('Choose a reason.').first()).toBeVisible();
    await dialog.getByLabel(/^Personal information/).check();
    await expect(dialog.getByText('Removed by our moderators: personal information')).toBeVisible();
    await expectAccessible(page, 'the hide dialog');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(
      page.getByText('Review hidden. Its place now reads: Removed by our moderators: personal information'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Dealt with: it leaves the Reported list.
    await expect(card).toHaveCount(0);

    // The profile shows the reason in its place, and the average is the good review's alone.
    const profile = await browser.newPage({ baseURL });
    await profile.goto(`/tradespeople/${plumber.id}`);
    await expect(profile.getByText('Removed by our moderators: personal information')).toBeVisible();
    await expect(profile.getByText(POOR)).toHaveCount(0);
    await expect(profile.getByText(GOOD)).toBeVisible();
    const ratings = profile.getByRole('region', { name: 'Reviews' });
    await expect(ratings.getByText('5.0', { exact: true }).first()).toBeVisible();
    await expect(ratings.getByText('5.0 out of 5, from 1 review').first()).toBeAttached();

    // Under Hidden, the administrator restores it.
    await page.getByRole('button', { name: /^Hidden/ }).click();
    await expect(page).toHaveURL(/status=hidden/);
    const hidden = page.getByRole('article', { name: `Review of ${business}` });
    await expect(hidden.getByText('Shown in its place:')).toBeVisible();
    await expectAccessible(page, '/admin/reviews (hidden)');
    await hidden.getByRole('button', { name: `Restore the review of ${business}` }).click();
    await expect(page.getByText('Review restored: it shows again and counts in the average.')).toBeVisible();
    await expect(hidden).toHaveCount(0);

    // Back on the profile, with the average of both.
    await profile.reload();
    await expect(profile.getByText(POOR)).toBeVisible();
    await expect(profile.getByText('Removed by our moderators: personal information')).toHaveCount(0);
    await expect(ratings.getByText('3.5', { exact: true }).first()).toBeVisible();
    await expect(ratings.getByText('3.5 out of 5, from 2 reviews').first()).toBeAttached();
    await profile.close();
  });
});
