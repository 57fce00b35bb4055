/**
 * Issue 36, item 4: the home request form promises quotations at the address given. The emailed
 * link publishes the request as a job: a new client account is made, its owner chooses a password
 * on the page and lands on their dashboard with the job; opening the link again posts nothing more.
 */
import { expect, test } from '@playwright/test';
import { emailsTo, uniqueEmail } from './support';

function publishLink(email: string) {
  const mail = emailsTo(email, 'jobRequestReceived')[0];
  const path = /\/job-requests\/publish\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(path, `no link emailed to ${email}`).toBeTruthy();
  return path!;
}

test('the request form’s emailed link posts the job on a new account, once', async ({ page }) => {
  const email = uniqueEmail('requester');
  await page.goto('/');
  await page.getByRole('button', { name: 'Find Tradespeople' }).click();
  const form = page.getByRole('dialog', { name: 'Request a tradesperson' });
  await form.getByLabel('What type of tradesperson do you need?').selectOption('plumber');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('No fixed date').check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Flat').check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Street address').fill('8 Albert Square');
  await form.getByLabel('Town or city').fill('Manchester');
  await form.getByLabel('Postcode').fill('M2 5DB');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Where should we send the quotations?')).toBeVisible();
  await form.getByLabel('Email address', { exact: true }).fill(email);
  await form.getByLabel('Confirm email address').fill(email);
  await form.getByRole('button', { name: 'Submit' }).click();

  // The specification's popup and redirect stay; the thank-you says where the link went.
  await expect(form.getByText(`We have emailed ${email} a link.`, { exact: false })).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: 'Redirecting you to tradespeople' })).toBeVisible();
  await page.waitForURL('**/directory?trade=plumber&near=M2', { timeout: 20_000 });

  // The link: the job is posted and a password is chosen for the new account.
  const link = publishLink(email);
  await page.goto(link);
  await expect(page.getByText('Your job is posted')).toBeVisible();
  await expect(page.getByText(`We made a client account for ${email}`, { exact: false })).toBeVisible();
  await page.getByLabel('Create a password').fill('Amber-otter-harbour-91');
  await page.getByLabel('Confirm password').fill('Amber-otter-harbour-91');
  await page.getByRole('button', { name: 'Save my password' }).click();

  // Signed in, on the dashboard, with the job the request became.
  await expect(page).toHaveURL(/\/client-dashboard/);
  const job = page.getByRole('article').filter({ hasText: 'Plumber' }).first();
  await expect(job).toBeVisible();
  await expect(job).toContainText('Quick request: Plumber · Flat · No fixed date.');
  await expect(page.getByRole('article').filter({ hasText: 'Quick request' })).toHaveCount(1);

  // Opened again: said plainly, and still one job.
  await page.goto(link);
  await expect(page.getByText('This request is already published')).toBeVisible();
  await page.goto('/client-dashboard');
  await expect(page.getByRole('article').filter({ hasText: 'Quick request' })).toHaveCount(1);
});

test('a broken link says so and offers a new request', async ({ page }) => {
  await page.goto('/job-requests/publish?token=this-link-was-never-sent-anywhere');
  await expect(page.getByText('This link does not work')).toBeVisible();
  await page.getByRole('link', { name: 'Send a new request' }).click();
  await expect(page).toHaveURL(/\/$/);
});
