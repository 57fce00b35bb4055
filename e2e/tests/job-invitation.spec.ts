/**
 * Issue 36, item 3: "Request a quote" on a profile asks that tradesperson. A signed-out visitor
 * signs in and comes back to the job form, with the tradesperson's trade chosen and who is asked
 * said; the job is posted, the tradesperson is emailed and finds it first, marked, in their list.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, createClient, createTradesperson, signInAs } from './support';

async function emailsTo(request: APIRequestContext, email: string, kind: string) {
  const res = await request.get('/api/admin/outbox?limit=100', { headers: await adminHeaders(request) });
  const outbox = (await res.json()) as { recipient: string; kind: string; text: string }[];
  return outbox.filter((mail) => mail.recipient === email && mail.kind === kind);
}

test('a visitor asks one plumber for a quote from the profile; the plumber sees it first, marked', async ({
  browser,
  request,
}) => {
  const business = `Invited Pipes ${Date.now().toString(36)}`;
  const plumber = await createTradesperson(request, { trade: 'plumber', businessName: business, postcode: 'M1 5QA' });
  const client = await createClient(request);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tradespeople/${plumber.id}`);
  await visitor.getByRole('link', { name: 'Request a quote' }).click();

  // Signed out: the sign-in page first, then straight back to the job form with the invitation.
  await expect(visitor).toHaveURL(/\/signin$/);
  await visitor.getByRole('main').getByLabel('Email address').fill(client.email);
  await visitor.getByRole('main').getByLabel('Password', { exact: true }).fill(client.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/post-job\\?invite=${plumber.id}`));
  await expect(
    visitor.getByText(
      `You are asking ${business} (Plumber) to quote. The job is also open to other approved tradespeople who cover your area.`,
    ),
  ).toBeVisible();
  await expect(visitor.getByLabel('What type of work do you need?')).toHaveValue('plumber');

  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('As soon as possible').check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('House').check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('Street address').fill('5 Portland Street');
  await visitor.getByLabel('Town or city').fill('Manchester');
  await visitor.getByLabel('Postcode').fill('M1 3BE');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByLabel('Which email should we use for this job?')).toHaveValue(client.email);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('Describe the job').fill('The boiler pressure keeps dropping; please take a look.');
  await visitor.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you! Your job has been posted.' })).toBeVisible();

  // The plumber is emailed, and the job heads their list, marked; other jobs follow unmarked.
  await expect.poll(async () => (await emailsTo(request, plumber.email, 'jobInvitation')).length).toBe(1);
  const tradeContext = await browser.newContext();
  const trade = await tradeContext.newPage();
  await signInAs(trade, 'tradesperson', plumber);
  await trade.goto('/dashboard');
  const first = trade.getByRole('article').first();
  await expect(first.getByText('You were asked to quote')).toBeVisible();
  await expect(first.getByText('The boiler pressure keeps dropping; please take a look.')).toBeVisible();
  await expect(trade.getByText('You were asked to quote')).toHaveCount(1);

  await Promise.all([visitorContext.close(), tradeContext.close()]);
});
