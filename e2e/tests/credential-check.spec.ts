/**
 * Issue 38, item 8: a credential check approves what the administrator read. A Gas Safe number the
 * tradesperson changes between the look and the click is not checked: the administrator is told,
 * sees the new number, and checks that one.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { createTradesperson, type Account } from './support';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('main').getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const claimGasSafe = async (request: APIRequestContext, trade: Account, gasSafeNumber: string) =>
  expect(
    (
      await request.put('/api/trade-profile', {
        headers: { authorization: `Bearer ${trade.token}` },
        data: {
          about: '',
          yearsTrading: null,
          gasSafeNumber,
          schemeName: '',
          schemeNumber: '',
          insurer: 'Hiscox',
          policyNumber: '',
          coverPounds: null,
          insuranceExpiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
        },
      })
    ).ok(),
  ).toBe(true);

test('a Gas Safe number changed after the administrator looked is not checked; the one shown then is', async ({
  page,
  request,
}) => {
  const business = `Swap Heating ${Date.now().toString(36)}`;
  const trade = await createTradesperson(request, { trade: 'gas_engineer', businessName: business });
  await claimGasSafe(request, trade, '1234567');

  await signInAsAdmin(page);
  await page.goto(`/admin/tradespeople?search=${encodeURIComponent(trade.email)}`);
  const card = page.getByRole('article', { name: business });
  await expect(card.getByText('Registration number 1234567')).toBeVisible();

  // Between the look and the click, the tradesperson puts another number.
  await claimGasSafe(request, trade, '7654321');
  const button = card.getByRole('button', { name: `Mark as checked Gas Safe registration – ${business}` });
  await button.click();
  await expect(page.getByText(/The tradesperson changed this credential after it was shown to you/)).toBeVisible();
  await expect(card.getByText('Registration number 7654321')).toBeVisible();
  await expect(card.getByText('1 to check')).toBeVisible();

  await button.click();
  await expect(page.getByText('The credential is marked as checked and shows on the profile.')).toBeVisible();
  await expect(card.getByText('1 to check')).toHaveCount(0);
  const profile = await (await request.get(`/api/tradespeople/${trade.id}`)).json();
  expect(profile.badges).toContainEqual(expect.objectContaining({ kind: 'gas_safe', number: '7654321' }));
});
