import { expect, test } from '@playwright/test';
import { completedJob, createClient, createTradesperson, postJob, signInAs, writeReview } from './support';

/**
 * The client's quotation cards say who quoted the way a client decides: each tradesperson's name
 * links to their public profile, with their rating from published reviews, and "No reviews yet"
 * (never stars) for someone without any.
 */
test("a quotation card links to the tradesperson's profile and shows their real rating", async ({
  browser,
  baseURL,
  request,
}) => {
  const rated = await createTradesperson(request, { name: 'Nadia Rahman', businessName: 'Rahman Heating' });
  const fresh = await createTradesperson(request, { name: 'Owen Price', businessName: 'Price Pipes' });
  const earlier = await createClient(request);
  for (const rating of [5, 4]) {
    const jobId = await completedJob(request, earlier, rated);
    await writeReview(request, earlier, jobId, { rating, text: 'Turned up on time and left everything working.' });
  }

  const client = await createClient(request);
  const job = await postJob(request, client, { jobDescription: 'Boiler pressure keeps dropping overnight.' });
  for (const [plumber, price] of [
    [rated, 180],
    [fresh, 150],
  ] as const) {
    const sent = await request.post(`/api/apply-job/${job._id}`, {
      headers: { authorization: `Bearer ${plumber.token}` },
      data: { quotation: 'I can look at it on Wednesday.', price },
    });
    expect(sent.status()).toBe(201);
  }

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, 'client', client);
  await page.goto('/client-dashboard');
  // Each quotation is an item of the job's list (the job's own item holds both).
  const ratedCard = page.getByRole('listitem').filter({ hasText: 'Rahman Heating', hasNotText: 'Price Pipes' });
  const freshCard = page.getByRole('listitem').filter({ hasText: 'Price Pipes', hasNotText: 'Rahman Heating' });
  await expect(ratedCard.getByText('4.5 out of 5, from 2 reviews')).toBeAttached();
  await expect(ratedCard.getByText('No reviews yet')).toHaveCount(0);
  await expect(freshCard.getByText('No reviews yet')).toBeVisible();
  await expect(freshCard.getByText(/out of 5/)).toHaveCount(0);
  await expect(freshCard.getByRole('link', { name: 'Owen Price, profile and reviews' })).toHaveAttribute(
    'href',
    `/tradespeople/${fresh.id}`,
  );

  await ratedCard.getByRole('link', { name: 'Nadia Rahman, profile and reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/tradespeople/${rated.id}$`));
  await expect(page.getByRole('heading', { name: 'Rahman Heating', level: 1 })).toBeVisible();
  await context.close();
});
