import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, useLanguage, type Account } from './support';

/**
 * Site visits (issue 42) in the browser: the tradesperson proposes a time in the conversation, the
 * client picks it (agreeing to share the street), both dashboards show the booked visit, and the
 * client cancels it with a reason; on a phone and a desktop, in English and Spanish.
 */

type Language = 'en' | 'es';
interface Words {
  title: string;
  upcoming: string;
  shareAddress: string;
  cancel: string;
  status: { proposed: string; booked: string };
  fields: { date: string; start: string; reason: string };
  confirm: { cancel: string };
  propose: { open: string; send: string };
  calendar: { title: string; make: string };
}
const words = (language: Language): Words =>
  (
    JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../packages/locales', language, 'visits.json'), 'utf8'),
    ) as { visits: Words }
  ).visits;

/** The London date `days` from now. */
const londonDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

async function conversationOf(request: APIRequestContext, client: Account, trade: Account) {
  const job = await postJob(request, client);
  const quoted = await request.post(`/api/apply-job/${job._id}`, {
    headers: { authorization: `Bearer ${trade.token}` },
    data: { quotation: 'I can look at it this week.' },
  });
  expect(quoted.ok(), await quoted.text()).toBe(true);
  const applied = await request.get('/api/applied-jobs', { headers: { authorization: `Bearer ${trade.token}` } });
  return ((await applied.json()) as { conversationId: string }[])[0]!.conversationId;
}

async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  role: 'client' | 'tradesperson',
  account: Account,
  width: number,
  language: Language,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 800 : 844 } });
  const page = await context.newPage();
  await signInAs(page, role, account);
  await useLanguage(page, language);
  return page;
}

for (const [language, width] of [
  ['en', 1280],
  ['es', 390],
  ['en', 390],
  ['es', 1280],
] as const) {
  test(`a visit proposed, picked, shown on both dashboards and cancelled (${language}, ${width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const w = words(language);
    const client = await createClient(request, { name: 'Priya Natarajan' });
    const trade = await createTradesperson(request, { businessName: 'Thompson Plumbing' });
    const conversationId = await conversationOf(request, client, trade);
    const date = londonDateIn(3);

    // The tradesperson proposes one time in the conversation.
    const tradePage = await pageAs(browser, baseURL, 'tradesperson', trade, width, language);
    await tradePage.goto(`/messages?c=${conversationId}`);
    const tradePanel = tradePage.getByRole('region', { name: w.title, exact: true });
    await tradePanel.getByRole('button', { name: w.propose.open }).click();
    await tradePanel.getByLabel(w.fields.date).fill(date);
    await tradePanel.getByLabel(w.fields.start).fill('10:00');
    await tradePanel.getByRole('button', { name: w.propose.send }).click();
    await expect(tradePanel.getByText(w.status.proposed, { exact: true })).toBeVisible();

    // The client agrees to share the street and picks it.
    const clientPage = await pageAs(browser, baseURL, 'client', client, width, language);
    await clientPage.goto(`/messages?c=${conversationId}`);
    const clientPanel = clientPage.getByRole('region', { name: w.title, exact: true });
    await clientPanel.getByLabel(w.shareAddress).check();
    await clientPanel.getByRole('button', { name: /10:00/ }).click();
    await expect(clientPanel.getByText(w.status.booked, { exact: true })).toBeVisible();

    // Both dashboards show it; the tradesperson sees the street now.
    await clientPage.goto('/client-dashboard');
    const clientVisits = clientPage.getByRole('region', { name: w.upcoming, exact: true });
    await expect(clientVisits.getByText(w.status.booked, { exact: true })).toBeVisible();
    await expect(clientVisits.getByText(/10:00/)).toBeVisible();
    // The client's own calendar address is under their visits.
    const calendar = clientPage.getByRole('region', { name: w.calendar.title, exact: true });
    await calendar.getByRole('button', { name: w.calendar.make }).click();
    await expect(calendar.locator('input[readonly]')).toHaveValue(/\/api\/calendar-feeds\/[^/]+\/visits\.ics$/);
    await tradePage.goto('/dashboard');
    const tradeVisits = tradePage.getByRole('region', { name: w.upcoming, exact: true });
    await expect(tradeVisits.getByText(w.status.booked, { exact: true })).toBeVisible();
    await expect(tradeVisits.getByText(/22 Deansgate/)).toBeVisible();

    // The client cancels with a reason: it leaves both dashboards.
    await clientVisits.getByRole('button', { name: w.cancel, exact: true }).click();
    await clientVisits.getByLabel(w.fields.reason).fill(language === 'en' ? 'Fixed it myself' : 'Lo arreglé yo');
    await clientVisits.getByRole('button', { name: w.confirm.cancel }).click();
    await expect(clientPage.getByRole('region', { name: w.upcoming, exact: true })).toHaveCount(0);
    await tradePage.reload();
    await expect(tradePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tradePage.getByRole('region', { name: w.upcoming, exact: true })).toHaveCount(0);
    await tradePage.context().close();
    await clientPage.context().close();
  });
}
