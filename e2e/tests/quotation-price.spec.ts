import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { emailsTo, createClient, createTradesperson, postJob, signInAs, useLanguage, type Account } from './support';

/**
 * The quotation's price is read in the form's language (issue 36: "240,50" typed in French was
 * stored as £24,050 and emailed to the client so), shown as it will be sent before sending, and a
 * price that looks like a slip is confirmed first.
 */

const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function tradesPage(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  language: 'en' | 'fr',
  width: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 800 : 844 } });
  const page = await context.newPage();
  await useLanguage(page, language);
  await signInAs(page, 'tradesperson', account);
  return page;
}

/** The prices of the quotations on the client's job, as the API answers them to the client. */
async function quotedPrices(request: APIRequestContext, client: Account, jobId: string) {
  const jobs = (await (await request.get('/api/jobs', { headers: as(client) })).json()) as {
    _id: string;
    quotations: { price: number | null }[];
  }[];
  return jobs.find((job) => job._id === jobId)?.quotations.map((quotation) => quotation.price);
}

test('a price typed the French way is sent, stored and emailed as meant, after a preview', async ({
  browser,
  baseURL,
  request,
}) => {
  const client = await createClient(request);
  const plumber = await createTradesperson(request, { name: 'Hugo Lefèvre', businessName: 'Lefèvre Plomberie' });
  const job = await postJob(request, client, { jobDescription: 'Replace the leaking valve under the sink.' });

  const page = await tradesPage(browser, baseURL, plumber, 'fr', 390);
  await page.goto(`/apply/${job._id}`);
  await page.getByLabel('Votre devis').fill('Remplacement de la vanne, pièces comprises, mardi matin.');
  const price = page.getByLabel('Prix en livres (facultatif)');
  // Typed key by key, as a person does (a number field read these keys as 24050).
  await price.pressSequentially('240,50');
  // What will be sent, in French money writing, before anything is sent.
  await expect(page.getByText(/^Vous proposerez 240,50\s£\.$/u)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(page).toHaveURL(/\/applied-jobs$/);

  expect(await quotedPrices(request, client, job._id)).toEqual([240.5]);
  const email = emailsTo(client.email, 'quotationReceived')[0];
  expect(email?.text).toContain('£240.50');
  expect(email?.text).not.toContain('24,050');

  // The client reads the same amount on their dashboard.
  const clientContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const clientPage = await clientContext.newPage();
  await signInAs(clientPage, 'client', client);
  await clientPage.goto('/client-dashboard');
  const card = clientPage.getByRole('listitem').filter({ hasText: 'Lefèvre Plomberie' });
  await expect(card.getByText('£240.50')).toBeVisible();
  await clientContext.close();
  await page.context().close();
});

test('a price it cannot read is refused inline, and one above £50,000 is confirmed before it is sent', async ({
  browser,
  baseURL,
  request,
}) => {
  const client = await createClient(request);
  const plumber = await createTradesperson(request);
  const job = await postJob(request, client, { jobDescription: 'New bathroom suite, fitted and tiled.' });

  const page = await tradesPage(browser, baseURL, plumber, 'fr', 390);
  await page.goto(`/apply/${job._id}`);
  await page.getByLabel('Votre devis').fill('Salle de bains complète, trois semaines de travaux.');
  const price = page.getByLabel('Prix en livres (facultatif)');
  await price.fill('24O,5O');
  await page.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(page.getByText('Écrivez le prix en chiffres, par exemple 1 240,50.').first()).toBeVisible();

  await price.fill('60 000');
  await expect(page.getByText(/^Vous proposerez 60\s000,00\s£\.$/u)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le devis' }).click();
  const check = page.getByText(/^Est-ce bien 60\s000,00\s£ \?$/u);
  await expect(check).toBeVisible();
  await expect(page.getByText(/C’est plus de 50\s000,00\s£ pour un seul chantier\./u)).toBeVisible();
  expect(await quotedPrices(request, client, job._id)).toEqual([]);

  // "No" goes back to the price; the corrected one is sent without another question.
  await page.getByRole('button', { name: 'Non, modifier le prix' }).click();
  await expect(price).toBeFocused();
  await price.fill('600,00');
  await expect(check).toHaveCount(0);
  await page.getByRole('button', { name: 'Envoyer le devis' }).click();
  await expect(page).toHaveURL(/\/applied-jobs$/);
  expect(await quotedPrices(request, client, job._id)).toEqual([600]);
  await page.context().close();
});

test('a price far above the median of its trade is confirmed, then sent as typed', async ({
  browser,
  baseURL,
  request,
}) => {
  // Landscaping, which no other browser test quotes on: five priced quotations, median £200.
  const client = await createClient(request);
  const others = await createTradesperson(request, { trade: 'landscaper', businessName: 'Green Acre Gardens' });
  for (const pounds of [100, 150, 200, 250, 300]) {
    const { _id } = await postJob(request, client, { workType: 'landscaper', jobDescription: `Lawn, £${pounds}` });
    const sent = await request.post(`/api/apply-job/${_id}`, {
      headers: as(others),
      data: { quotation: 'Mowing and edging.', price: pounds },
    });
    expect(sent.status()).toBe(201);
  }
  const gardener = await createTradesperson(request, { trade: 'landscaper', businessName: 'Hedge & Lawn' });
  const job = await postJob(request, client, { workType: 'landscaper', jobDescription: 'Front lawn and hedge.' });

  const page = await tradesPage(browser, baseURL, gardener, 'en', 1280);
  await page.goto(`/apply/${job._id}`);
  await page.getByLabel('Your quotation').fill('Hedge cut and lawn mowed on Saturday.');
  await page.getByLabel('Price in pounds (optional)').fill('4,500');
  await expect(page.getByText('You will quote £4,500.00.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit quotation' }).click();
  await expect(page.getByText('Is £4,500.00 right?')).toBeVisible();
  await expect(
    page.getByText('It is more than 20 times the median price quoted for this trade (£200.00).'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, send £4,500.00' }).click();
  await expect(page).toHaveURL(/\/applied-jobs$/);
  expect(await quotedPrices(request, client, job._id)).toEqual([4500]);
  await page.context().close();
});
