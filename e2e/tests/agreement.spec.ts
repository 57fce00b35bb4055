import { expect, test, type Browser } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, type Account } from './support';

/**
 * The written agreement of a hire (issue 41): the client accepts a quotation, opens the agreement
 * from the hired job, downloads its PDF, proposes a change, and the tradesperson accepts it from
 * their applied jobs: version 2 with the new total is there for both.
 */

async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  role: 'client' | 'tradesperson',
  account: Account,
  width: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role, account);
  return page;
}

test('accept, open the agreement, propose a change and have it accepted', async ({ browser, request, baseURL }) => {
  const client = await createClient(request, { name: 'Harriet Vane' });
  const plumber = await createTradesperson(request, {
    city: 'Truro',
    postcode: 'TR1 2HE',
    businessName: 'Vane Plumbing',
  });
  const description = `Replace the outside tap ${Date.now().toString(36)}`;
  const job = await postJob(request, client, {
    address: { street: '4 Lemon Street', city: 'Truro', postcode: 'TR1 2LS' },
    jobDescription: description,
  });
  const quoted = await request.post(`/api/apply-job/${job._id}`, {
    headers: { authorization: `Bearer ${plumber.token}` },
    data: { quotation: 'New frost-proof outside tap, fitted.', price: 180 },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);

  const page = await pageAs(browser, baseURL, 'client', client, 390);
  await page.goto('/client-dashboard');
  const card = page.getByRole('article').filter({ hasText: description });
  await card.getByRole('button', { name: /^Accept/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await card.getByRole('link', { name: 'Agreement (PDF and changes)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your agreement' })).toBeVisible();
  await expect(page.getByText('Total price agreed: £180.00')).toBeVisible();
  await expect(page.getByText('Plumber · 4 Lemon Street, Truro TR1 2LS')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download version 1 (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('agreement-v1.pdf');

  await page.getByLabel('What changes').fill('Add a second tap by the garage');
  await page.getByLabel('Price change in £ (negative if less)').fill('65.50');
  await page.getByLabel('Reason').fill('Asked for during the visit');
  await page.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots-agreements/agreement-client-390.png', fullPage: true });

  const trade = await pageAs(browser, baseURL, 'tradesperson', plumber, 1280);
  await trade.goto('/applied-jobs');
  await trade.getByRole('link', { name: 'Agreement (PDF and changes)' }).click();
  const variation = trade.getByRole('listitem').filter({ hasText: 'Add a second tap by the garage' });
  await expect(variation.getByText('+£65.50')).toBeVisible();
  await variation.getByRole('button', { name: 'Accept' }).click();
  await expect(trade.getByText('Accepted (version 2)')).toBeVisible();
  await expect(trade.getByText('Total price agreed: £245.50')).toBeVisible();
  await expect(trade.getByRole('button', { name: 'Download version 2 (PDF)' })).toBeVisible();
  await trade.screenshot({ path: '/tmp/shots-agreements/agreement-trade-1280.png', fullPage: true });

  await page.reload();
  await expect(page.getByText('Total price agreed: £245.50')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download version 1 (PDF)' })).toBeVisible();

  // A change still waiting when the job is completed: neither side is offered what the API
  // would refuse (409 AGREEMENT_CLOSED), and both are told why.
  await page.getByLabel('What changes').fill('Box in the pipes');
  await page.getByLabel('Price change in £ (negative if less)').fill('40');
  await page.getByLabel('Reason').fill('Seen on the day');
  await page.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  const completed = await request.post(`/api/jobs/${job._id}/complete`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const closed = 'This job is completed or cancelled: its agreement can no longer be changed.';
  await page.reload();
  await expect(page.getByText(closed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the proposal' })).toHaveCount(0);
  await trade.reload();
  await expect(trade.getByText(closed)).toBeVisible();
  const pending = trade.getByRole('listitem').filter({ hasText: 'Box in the pipes' });
  await expect(pending.getByText('Not answered: the job is over')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await trade.screenshot({ path: '/tmp/shots-agreements/agreement-closed-1280.png', fullPage: true });
});
