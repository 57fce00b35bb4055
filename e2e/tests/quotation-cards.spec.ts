import { expect, test } from '@playwright/test';
import { completedJob, createClient, createTradesperson, postJob, signInAs, useLanguage, writeReview } from './support';

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

/**
 * Issue 41: a tradesperson sends an itemised quote from the form (lines added and removed, VAT,
 * a deposit), its totals worked out by the server; the client compares three quotes side by side,
 * as cards at 390px and as a table at 1280px, in English and in French, sorted by total or rating.
 */
test('an itemised quote is sent from the form and compared with others at 390 and 1280px, in en and fr', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const shots = '/tmp/shots-quotes';
  const client = await createClient(request);
  const job = await postJob(request, client, { jobDescription: 'Retile the bathroom floor and replace the tap.' });
  const lines = await createTradesperson(request, { name: 'Lena Ford', businessName: 'Ford Tiling' });
  const rated = await createTradesperson(request, { name: 'Nadia Rahman', businessName: 'Rahman Bathrooms' });
  const plain = await createTradesperson(request, { name: 'Owen Price', businessName: 'Price Pipes' });
  const earlier = await createClient(request);
  const done = await completedJob(request, earlier, rated);
  await writeReview(request, earlier, done, { rating: 5, text: 'Turned up on time and left everything working.' });

  // The tradesperson's form, at 1280px.
  const trade = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const form = await trade.newPage();
  await signInAs(form, 'tradesperson', lines);
  await form.goto(`/apply/${job._id}`);
  await form.getByLabel('Your quotation').fill('Floor tiles and a new mixer tap, itemised below.');
  await form.getByRole('checkbox', { name: 'Itemised quote (optional)' }).check();
  const builder = form.getByTestId('quote-builder');
  await builder.getByRole('checkbox', { name: 'I am VAT-registered' }).check();
  await builder.getByLabel('Description').first().fill('Floor tiling');
  await builder.getByLabel('Quantity').first().fill('2.5');
  await builder.getByLabel('Unit (e.g. m², day, item)').first().fill('m²');
  await builder.getByLabel('Unit price (£, before VAT)').first().fill('40');
  for (const description of ['Skip', 'Mixer tap']) {
    await builder.getByRole('button', { name: 'Add a line' }).click();
    await builder.getByLabel('Description').last().fill(description);
    await builder.getByLabel('Unit price (£, before VAT)').last().fill('89.99');
  }
  // The skip was a mistake: removed.
  await builder.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(builder.getByLabel('Description')).toHaveCount(2);
  await builder.getByRole('radio', { name: 'A percentage of the total' }).check();
  await builder.getByLabel('Deposit (%)').fill('10');
  await builder.getByLabel('Not included (optional)').fill('Skip hire');
  await builder.getByRole('button', { name: 'Work out the totals' }).click();
  // 2.5 × £40 + £89.99 = £189.99; VAT £38.00; total £227.99; deposit £22.80.
  const totals = builder.getByTestId('quote-totals');
  await expect(totals).toContainText('£227.99');
  await expect(totals).toContainText('£38.00');
  await expect(totals).toContainText('£22.80 (10%)');
  await form.screenshot({ path: `${shots}/form-1280-en.png`, fullPage: true });
  await form.getByRole('button', { name: 'Submit quotation' }).click();
  await expect(form).toHaveURL(/\/applied-jobs$/);
  await trade.close();

  for (const [plumber, body] of [
    [
      rated,
      {
        quotation: 'Bathroom floor and tap.',
        quote: {
          lines: [{ description: 'Floor and tap', quantity: 1, unit: 'job', unitPricePence: 26000, vatRate: 0 }],
          deposit: { kind: 'amount', pence: 5200 },
          startDate: '2027-01-11',
          duration: { value: 2, unit: 'day' },
        },
      },
    ],
    [plain, { quotation: 'I can do it for 150.', price: 150 }],
  ] as const) {
    const sent = await request.post(`/api/apply-job/${job._id}`, {
      headers: { authorization: `Bearer ${plumber.token}` },
      data: body,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  for (const language of ['en', 'fr'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await useLanguage(page, language);
      await signInAs(page, 'client', client);
      await page.goto('/client-dashboard');
      const compare = page.getByTestId('quote-compare');
      const totalsShown =
        width === 1280 ? compare.locator('td[data-fact="total"]') : compare.locator('dd[data-fact="total"]');
      await expect(totalsShown).toHaveCount(3);
      // Cheapest first: £150, £227.99, £260 (written the language's way).
      const figures = language === 'en' ? ['£150.00', '£227.99', '£260.00'] : ['150,00', '227,99', '260,00'];
      for (const [index, figure] of figures.entries()) await expect(totalsShown.nth(index)).toContainText(figure);
      if (width === 1280) {
        await expect(compare.getByRole('table')).toBeVisible();
        await expect(
          compare.getByRole('columnheader', { name: language === 'en' ? 'Total with VAT' : 'Total TTC' }),
        ).toBeVisible();
      } else {
        await expect(compare.getByRole('table')).toBeHidden();
        await expect(compare.getByRole('article', { name: 'Ford Tiling' })).toBeVisible();
      }
      await page.screenshot({ path: `${shots}/compare-${width}-${language}.png`, fullPage: true });
      // By rating: the only one with reviews first.
      await compare.getByLabel(language === 'en' ? 'Sort by' : 'Trier par').selectOption('rating');
      await expect(totalsShown.first()).toContainText(language === 'en' ? '£260.00' : '260,00');
      await context.close();
    }
  }
});
