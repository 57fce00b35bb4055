/**
 * Issue 36: "carry public liability insurance" is true. An administrator cannot approve a
 * tradesperson without a checked, unexpired insurance and sees why beside the button (and what the
 * insurance is when there is one); a tradesperson whose insurance expires soon is told on their
 * dashboard what will happen.
 */
import { expect, test } from '@playwright/test';
import { adminHeaders, createTradesperson, signInAs } from './support';

test('an administrator trying to approve a tradesperson without insurance is told why, and nothing changes', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const bare = `Bare Roofing ${stamp}`;
  const covered = `Covered Roofing ${stamp}`;
  await createTradesperson(request, { businessName: bare, trade: 'roofer' }, { approve: false, insured: false });
  await createTradesperson(request, { businessName: covered, trade: 'roofer' }, { approve: false });
  const token = (await adminHeaders(request)).authorization.replace('Bearer ', '');
  await signInAs(page, 'admin', { token });
  await page.goto(`/admin/tradespeople?status=pending&search=${encodeURIComponent(stamp)}`);

  const card = page.getByRole('article', { name: bare });
  const approve = card.getByRole('button', { name: `Approve ${bare}` });
  const why = 'Cannot be approved yet: no public liability insurance given.';
  await expect(card.getByText(why)).toBeVisible();
  await expect(approve).toHaveAccessibleDescription(why);
  await approve.click();
  await expect(
    page.getByText(/no checked, unexpired public liability insurance, so they cannot be approved yet/),
  ).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // The insured one: what the insurance is, before approving.
  const other = page.getByRole('article', { name: covered });
  await expect(
    other.getByText(/^Public liability insurance checked: Hiscox, expires on \d{1,2} \w+ \d{4}\.$/),
  ).toBeVisible();
  await other.getByRole('button', { name: `Approve ${covered}` }).click();
  await expect(page.getByText('Tradesperson approved.')).toBeVisible();
});

test('a tradesperson whose insurance expires within 30 days is told on their dashboard, with the way to renew it', async ({
  page,
  request,
}) => {
  const person = await createTradesperson(request, { businessName: `Soon Lapsed ${Date.now().toString(36)}` });
  const expiresOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const saved = await request.put('/api/trade-profile', {
    headers: { authorization: `Bearer ${person.token}` },
    data: {
      about: '',
      yearsTrading: null,
      gasSafeNumber: '',
      schemeName: '',
      schemeNumber: '',
      insurer: 'Aviva',
      policyNumber: '',
      coverPounds: null,
      insuranceExpiresOn: expiresOn,
    },
  });
  expect(saved.ok()).toBe(true);
  // Until the new policy is checked, the tradesperson is hidden and told so.
  await signInAs(page, 'tradesperson', person);
  await page.goto('/dashboard');
  await expect(page.getByText('Your insurance waits for our check: you are hidden')).toBeVisible();

  const checked = await request.post(`/api/admin/tradespeople/${person.id}/credentials/insurance/check`, {
    headers: await adminHeaders(request),
    data: { number: null, scheme: null, insurer: 'Aviva', policyNumber: null, coverPounds: null, expiresOn },
  });
  expect(checked.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/^Your insurance expires on /)).toBeVisible();
  await expect(page.getByText(/^In (9|10) days\. On that date you leave the directory/)).toBeVisible();
  await page.getByRole('link', { name: 'Add or update your insurance' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});
