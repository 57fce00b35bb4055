/**
 * Issue 38 (item 9 and "also look at"): what each side reads before and after a hire. Contact
 * details spelled out in a job description or a quotation are hidden from the other side until
 * the hire; a hired tradesperson whose client closes the account is told the job is closed.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, type Account } from './support';

let counter = 0;
const marker = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;
const jobCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function quote(request: APIRequestContext, trade: Account, jobId: string, quotation: string) {
  const response = await request.post(`/api/apply-job/${jobId}`, { headers: as(trade), data: { quotation } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quotation: { _id: string } }).quotation._id;
}

test('contact details spelled out in a job or a quotation stay hidden until the hire', async ({ page, request }) => {
  const description = marker('Replace the kitchen tap.');
  const client = await createClient(request);
  const job = await postJob(request, client, {
    address: { street: '4 English Street', city: 'Carlisle', postcode: 'CA1 1RR' },
    jobDescription: `${description} Ring zero seven four zero zero one two three one one one, or amy at probe dot test`,
  });
  const plumber = await createTradesperson(request, { city: 'Carlisle', postcode: 'CA3 9AA' });
  await (await request.put('/api/coverage', { headers: as(plumber), data: { coverage: ['CA1'] } })).json();

  await signInAs(page, 'tradesperson', plumber);
  await page.goto('/dashboard');
  const card = jobCard(page, description);
  await expect(card).toBeVisible();
  await expect(card.getByText(/Ring •••, or •••/)).toBeVisible();
  await expect(card.getByText(/seven|probe/)).toHaveCount(0);
  await expect(
    card.getByText('The client’s phone numbers and email addresses in this description are shared once you are hired.'),
  ).toBeVisible();

  await quote(request, plumber, job._id, 'I can come on Friday. Text me on 0740_0123_111.');
  const clientPage = await page.context().browser()!.newPage();
  await signInAs(clientPage, 'client', client);
  await clientPage.goto('/client-dashboard');
  await expect(clientPage.getByText('I can come on Friday. Text me on •••.')).toBeVisible();
  await expect(clientPage.getByText(/0740/)).toHaveCount(0);
  await expect(
    clientPage.getByText(
      'Phone numbers and email addresses in this quotation are shared once you hire this tradesperson.',
    ),
  ).toBeVisible();
  // The client reads their own words whole.
  await expect(clientPage.getByText(/zero seven four/)).toBeVisible();
  await clientPage.close();

  // Its author reads it whole, and is told the client sees it hidden.
  await page.goto('/applied-jobs');
  const sent = jobCard(page, description);
  await expect(sent.getByText('I can come on Friday. Text me on 0740_0123_111.')).toBeVisible();
  await expect(
    sent.getByText(
      'The client sees the phone numbers and email addresses in your quotation as ••• until they hire you.',
    ),
  ).toBeVisible();
});

test('a hired tradesperson whose client closes the account sees the job closed, not hired', async ({
  page,
  request,
}) => {
  const description = marker('Fit an outside tap.');
  const client = await createClient(request);
  const job = await postJob(request, client, {
    address: { street: '9 Castle Street', city: 'Carlisle', postcode: 'CA1 1QX' },
    jobDescription: description,
  });
  const plumber = await createTradesperson(request, { city: 'Carlisle', postcode: 'CA3 9AA' });
  await request.put('/api/coverage', { headers: as(plumber), data: { coverage: ['CA1'] } });
  const quotationId = await quote(request, plumber, job._id, 'Friday morning.');
  expect((await request.post(`/api/accept-quotation/${job._id}/${quotationId}`, { headers: as(client) })).ok()).toBe(
    true,
  );
  const closed = await request.delete('/api/account', { headers: as(client), data: { password: client.password } });
  expect(closed.ok(), await closed.text()).toBe(true);

  await signInAs(page, 'tradesperson', plumber);
  await page.goto('/applied-jobs');
  const card = jobCard(page, description);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(
    card.getByText('The customer closed their account after hiring you: this job is closed.', { exact: false }),
  ).toBeVisible();
  await expect(card.getByText('no quotation was chosen', { exact: false })).toHaveCount(0);
});
