/**
 * The words people see (issue 36, "Rough"): everyday words find their trade on the home page and in
 * the directory, one sentence-case label per answer with "Other" last, the account's address
 * offered in the job form, covered places joined as a list, a too-long search said beside its
 * field, a sender told that contact details reach the other side hidden, and French typography.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, useLanguage, type Account } from './support';

const tag = Date.now().toString(36);

async function setCoverage(request: APIRequestContext, account: Account, areas: string[], radiusMiles: number) {
  const headers = { authorization: `Bearer ${account.token}` };
  const response = await request.put('/api/coverage', { headers, data: { areas, radiusMiles } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('everyday words', () => {
  test('"boiler repair" in the hero chooses the gas engineer, and "Other" is last', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('What service do you need?').fill('boiler repair');
    await page.getByRole('button', { name: 'Find Tradespeople' }).click();
    const form = page.getByRole('dialog', { name: 'Request a tradesperson' });
    const trade = form.getByLabel('What type of tradesperson do you need?');
    await expect(trade).toHaveValue('gas_engineer');
    await expect(trade.locator('option:checked')).toHaveText('Gas engineer');
    await expect(trade.locator('option').last()).toHaveText('Other');
  });

  test('asks in French: "fuite" chooses the plumber', async ({ page }) => {
    await useLanguage(page, 'fr');
    await page.goto('/');
    await page.getByLabel('De quel service avez-vous besoin ?').fill('une fuite sous l’évier');
    await page.getByRole('button', { name: 'Trouver des artisans' }).click();
    const form = page.getByRole('dialog', { name: 'Demander un artisan' });
    await expect(form.getByLabel('De quel type d’artisan avez-vous besoin ?')).toHaveValue('plumber');
  });

  test('the directory finds gas engineers for "boiler", lists covered places as a list, and says a too-long search beside the field', async ({
    page,
    request,
  }) => {
    const business = `Aardvark Boilers ${tag}`;
    const engineer = await createTradesperson(request, {
      trade: 'gas_engineer',
      businessName: business,
      city: 'Leeds',
      postcode: 'LS1 4DY',
    });
    await setCoverage(request, engineer, ['M', 'SK4'], 15);

    await page.goto('/directory');
    await page.getByLabel('Trade', { exact: true }).fill('boiler');
    await expect(page).toHaveURL(/trade=gas_engineer/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: business }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Gas engineer');
    await expect(card).toContainText(/within 15 miles of LS1, and all (LS, )?M and SK4 postcodes/);
    await expect(card).not.toContainText('M, SK4');

    await page.getByLabel('Trade', { exact: true }).fill('a'.repeat(300));
    const field = page.getByLabel('Trade', { exact: true });
    await expect(
      page.getByText('Search with 100 characters at most: a trade (plumber) or a job (boiler repair).'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    // Shorter again, the list comes back.
    await field.fill('boiler');
    await expect(card).toBeVisible();
  });
});

test.describe('the job form', () => {
  test('says each answer once, in sentence case, and offers the account’s address in one click', async ({
    page,
    request,
  }) => {
    const client = await createClient(request, { street: '14 Lavender Hill', city: 'London', postcode: 'SW11 5RW' });
    await signInAs(page, 'client', client);
    await page.goto('/post-job');
    const trade = page.getByLabel('What type of work do you need?');
    await expect(trade.locator('option').last()).toHaveText('Other');
    await trade.selectOption('gas_engineer');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('As soon as possible', { exact: true })).toBeVisible();
    await expect(page.getByLabel('No fixed date', { exact: true })).toBeVisible();
    await page.getByLabel('As soon as possible', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Commercial property', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 4 of 6')).toBeVisible();
    await expect(page.getByText('Your account’s address: 14 Lavender Hill, London SW11 5RW')).toBeVisible();
    await page.getByRole('button', { name: 'Use my address' }).click();
    await expect(page.getByLabel('Street address')).toHaveValue('14 Lavender Hill');
    await expect(page.getByLabel('Town or city')).toHaveValue('London');
    await expect(page.getByLabel('Postcode')).toHaveValue('SW11 5RW');
    // Once used, the offer goes: the fields say it.
    await expect(page.getByRole('button', { name: 'Use my address' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 6')).toBeVisible();
  });

  test('a posted job reads the same answer the same way on the dashboard', async ({ page, request }) => {
    const client = await createClient(request);
    await postJob(request, client, { serviceTime: 'no_date', jobDescription: `Boiler service ${tag}` });
    await signInAs(page, 'client', client);
    await page.goto(`/client-dashboard?email=${encodeURIComponent(client.email)}`);
    const card = page
      .locator('article, li')
      .filter({ hasText: `Boiler service ${tag}` })
      .first();
    await expect(card.getByText('No fixed date', { exact: true })).toBeVisible();
    await expect(page.getByText('No Date', { exact: true })).toHaveCount(0);
  });
});

test.describe('contact details in messages', () => {
  test('the sender is told before sending, and under the message, that the tradesperson sees them hidden', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const trade = await createTradesperson(request, { name: 'Jack Thompson', businessName: `Thompson Heating ${tag}` });
    const job = await postJob(request, client);
    const quoted = await request.post(`/api/apply-job/${job._id}`, {
      headers: { authorization: `Bearer ${trade.token}` },
      data: { quotation: 'I can look at it on Tuesday.', price: 90 },
    });
    expect(quoted.ok(), await quoted.text()).toBe(true);

    await signInAs(page, 'client', client);
    await page.goto(`/client-dashboard?email=${encodeURIComponent(client.email)}`);
    await page.getByRole('link', { name: 'Messages with Jack Thompson' }).click();
    await expect(
      page.getByText(
        'Phone numbers and email addresses you write are shown to the tradesperson as ••• until you hire them.',
      ),
    ).toBeVisible();
    await page.getByLabel('Your message').fill('Call me on 07700 900123 please');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(
        'The tradesperson sees the phone numbers and email addresses in this message as ••• until you hire them.',
      ),
    ).toBeVisible();
  });
});

test.describe('French', () => {
  test('elides "de" before a name with a vowel and puts a no-break space before a label’s colon', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const trade = await createTradesperson(request, {
      name: 'Ifeoma Okafor',
      businessName: `Okafor Electrical ${tag}`,
    });
    const job = await postJob(request, client);
    const quoted = await request.post(`/api/apply-job/${job._id}`, {
      headers: { authorization: `Bearer ${trade.token}` },
      data: { quotation: 'Je peux passer mardi.', price: 90 },
    });
    expect(quoted.ok(), await quoted.text()).toBe(true);

    await useLanguage(page, 'fr');
    await signInAs(page, 'client', client);
    await page.goto(`/client-dashboard?email=${encodeURIComponent(client.email)}`);
    await expect(page.getByRole('button', { name: 'Accepter le devis d’Ifeoma Okafor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accepter le devis de Ifeoma Okafor' })).toHaveCount(0);
    const labels = await page.locator('.visually-hidden').allTextContents();
    expect(labels).toContain('Langue\u00a0: ');
  });
});
