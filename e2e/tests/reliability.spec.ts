/**
 * Issue 42: reliability people can see. A plumber who answered five clients' first messages and
 * completed five hires shows both figures on the profile (English and Spanish) and on a new quote;
 * a newcomer shows none; the plumber sees their own figures with how they are worked out, and a
 * declared leave replaces the figures with "on leave until".
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, useLanguage, type Account } from './support';

async function sent<T = unknown>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A job of `client` that `plumber` quoted, with the conversation the client opened and the plumber answered. */
async function answeredQuote(request: APIRequestContext, client: Account, plumber: Account) {
  const job = await postJob(request, client);
  const asTrade = { authorization: `Bearer ${plumber.token}` };
  const asClient = { authorization: `Bearer ${client.token}` };
  const { quotation } = await sent<{ quotation: { _id: string } }>(
    await request.post(`/api/apply-job/${job._id}`, { headers: asTrade, data: { quotation: 'I can come on Monday.' } }),
  );
  const applied: { jobId: { _id: string }; conversationId: string }[] = await (
    await request.get('/api/applied-jobs', { headers: asTrade })
  ).json();
  const conversation = applied.find((application) => application.jobId._id === job._id)!.conversationId;
  await sent(
    await request.post(`/api/conversations/${conversation}/messages`, {
      headers: asClient,
      data: { text: 'Is Monday morning possible?' },
    }),
  );
  await sent(
    await request.post(`/api/conversations/${conversation}/messages`, {
      headers: asTrade,
      data: { text: 'Yes, 9am.' },
    }),
  );
  return { job, quotation, asClient };
}

test('a profile and a quote show reliability past five; the tradesperson sees how, and a leave hides it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const business = `Prompt Plumbing ${Date.now()}`;
  const plumber = await createTradesperson(request, { businessName: business });
  await sent(
    await request.put('/api/coverage', {
      headers: { authorization: `Bearer ${plumber.token}` },
      data: { coverage: ['M'] },
    }),
  );
  const client = await createClient(request);
  for (let hire = 0; hire < 5; hire++) {
    const { job, quotation, asClient } = await answeredQuote(request, client, plumber);
    await sent(await request.post(`/api/accept-quotation/${job._id}/${quotation._id}`, { headers: asClient }));
    await sent(await request.post(`/api/jobs/${job._id}/complete`, { headers: asClient }));
  }

  // The profile, in English then in Spanish.
  await page.goto(`/tradespeople/${plumber.id}`);
  const section = page.getByRole('region', { name: 'Reliability' });
  await expect(section.getByRole('listitem')).toHaveText([
    'Usually answers within an hour',
    '5 hires completed on Tradewise',
  ]);
  const spanish = await browser.newPage();
  await useLanguage(spanish, 'es');
  await spanish.goto(`/tradespeople/${plumber.id}`);
  await expect(spanish.getByRole('region', { name: 'Fiabilidad' }).getByRole('listitem')).toHaveText([
    'Suele responder en menos de una hora',
    '5 trabajos completados en Tradewise',
  ]);
  await spanish.close();

  // A newcomer has nothing to show: no section at all.
  const newcomer = await createTradesperson(request);
  const fresh = await browser.newPage();
  await fresh.goto(`/tradespeople/${newcomer.id}`);
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fresh.getByRole('heading', { name: 'Reliability' })).toHaveCount(0);
  await fresh.close();

  // A new quote from the plumber carries the figures on the client's dashboard.
  await answeredQuote(request, client, plumber);
  const dashboard = await browser.newPage();
  await signInAs(dashboard, 'client', client);
  await dashboard.goto('/client-dashboard');
  await expect(
    dashboard.getByText('Usually answers within an hour · 5 hires completed on Tradewise').first(),
  ).toBeVisible();
  await dashboard.close();

  // The plumber's own figures, then a leave.
  await signInAs(page, 'tradesperson', plumber);
  await page.goto('/account/profile');
  const own = page.getByRole('region', { name: 'Your reliability' });
  await expect(own).toContainText('Your usual answer: within an hour');
  await expect(own).toContainText('Monday to Friday, 08:00 to 18:00 UK time');
  await expect(own.getByText('Shown on your profile and your quotes.')).toHaveCount(2);
  await expect(own).toContainText('Shown from 5 visits: 0 so far.');

  const until = new Date(Date.now() + 10 * 86_400_000);
  const iso = until.toISOString().slice(0, 10);
  await own.getByLabel('On leave until').fill(iso);
  await own.getByRole('button', { name: 'Save my leave' }).click();
  const shown = until.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  await expect(own).toContainText(`You are on leave until ${shown}: your figures are hidden.`);
  await expect(own.getByText('Hidden while you are on leave.')).toHaveCount(3);

  const visitor = await browser.newPage();
  await visitor.goto(`/tradespeople/${plumber.id}`);
  await expect(visitor.getByRole('region', { name: 'Reliability' }).getByRole('listitem')).toHaveText([
    `On leave until ${shown}`,
  ]);

  // A date in the past is refused beside the field, and the leave stays as it was.
  await own.getByLabel('On leave until').fill('2020-01-01');
  await own.getByRole('button', { name: 'Save my leave' }).click();
  await expect(own.locator('#leave-until-error')).toHaveText('Error: Choose a date from today to a year ahead.');
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Reliability' })).toContainText(`On leave until ${shown}`);

  await own.getByRole('button', { name: 'End my leave' }).click();
  await expect(own.getByText('Shown on your profile and your quotes.')).toHaveCount(2);
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Reliability' }).getByRole('listitem')).toHaveCount(2);
  await visitor.close();
});
