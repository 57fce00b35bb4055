import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createClient, createTradesperson, postJob, signInAs, useLanguage, type Account } from './support';

/**
 * Messaging in the browser: one conversation per quotation, between that client and that
 * tradesperson, live in both browsers (no reload), the header's unread badge, contact details
 * masked before the hire, and the phone layout (the list, then the thread).
 */

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    where,
  ).toEqual([]);
}

async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  role: 'client' | 'tradesperson',
  account: Account,
  width = 1280,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 800 : 844 } });
  const page = await context.newPage();
  await signInAs(page, role, account);
  return page;
}

/** A job of this client with this tradesperson's quotation, through the API. */
async function quotedJob(request: import('@playwright/test').APIRequestContext, client: Account, trade: Account) {
  const job = await postJob(request, client, { jobDescription: 'Radiator in the back bedroom stays cold.' });
  const response = await request.post(`/api/apply-job/${job._id}`, {
    headers: { authorization: `Bearer ${trade.token}` },
    data: { quotation: 'I can bleed and balance the system on Tuesday.', price: 90 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return job._id;
}

test.describe('messages', () => {
  test('the client writes from the dashboard; the tradesperson sees it live with the badge, masked before the hire, and replies live', async ({
    browser,
    baseURL,
    request,
  }) => {
    const client = await createClient(request, { name: 'Amelia Hughes' });
    const trade = await createTradesperson(request, { name: 'Jack Thompson', businessName: 'Thompson Heating' });
    await quotedJob(request, client, trade);

    // The tradesperson waits on the list of conversations: no unread message yet.
    const tradePage = await pageAs(browser, baseURL, 'tradesperson', trade);
    await tradePage.goto('/messages');
    const tradeList = tradePage.getByRole('navigation', { name: 'Conversations' });
    await expect(tradeList.getByRole('link', { name: /Amelia Hughes/ })).toBeVisible();
    await expect(tradePage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // The client opens the conversation from the quotation on the dashboard.
    const clientPage = await pageAs(browser, baseURL, 'client', client);
    await clientPage.goto('/client-dashboard');
    await clientPage.getByRole('link', { name: 'Messages with Jack Thompson' }).click();
    await expect(clientPage).toHaveURL(/\/messages\?c=/);
    const clientThread = clientPage.getByRole('region', { name: 'Messages in this conversation' });
    await expect(clientPage.getByRole('heading', { name: 'Jack Thompson · Thompson Heating' })).toBeVisible();
    await expectAccessible(clientPage, '/messages with a thread open');

    const typed = 'Hello! Tuesday morning suits me. Call me on 07700 900123.';
    await clientPage.getByLabel('Your message').fill(typed);
    await expect(clientPage.getByText('Characters left: 1,943 of 2,000')).toBeVisible();
    await clientPage.getByRole('button', { name: 'Send' }).click();
    // The author sees what they typed; the box empties.
    await expect(clientThread.getByText(typed)).toBeVisible();
    await expect(clientPage.getByLabel('Your message')).toHaveValue('');

    // Without a reload: the tradesperson's badge and list say 1 unread.
    await expect(tradePage.getByRole('link', { name: 'Messages, 1 unread message' })).toBeVisible();
    await expect(tradeList.getByText('1 unread message')).toBeAttached();
    await tradeList.getByRole('link', { name: /Amelia Hughes/ }).click();
    await expect(tradePage).toHaveURL(/\/messages\?c=/);
    const tradeThread = tradePage.getByRole('region', { name: 'Messages in this conversation' });
    // Before the hire the phone number reaches the other side masked, with the note.
    await expect(tradeThread.getByText('Hello! Tuesday morning suits me. Call me on •••')).toBeVisible();
    await expect(tradeThread.getByText('07700 900123')).toHaveCount(0);
    await expect(tradeThread.getByText('Contact details are shared once you are hired.')).toBeVisible();
    // Reading it clears the badge, and the client's message shows it was seen.
    await expect(tradePage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(clientThread.getByText('Seen')).toBeVisible();

    // The reply, sent with Ctrl+Enter, appears for the client without a reload.
    await tradePage.getByLabel('Your message').fill('Tuesday at 9 then. My email is jack@example.com');
    await tradePage.getByLabel('Your message').press('Control+Enter');
    await expect(tradeThread.getByText('Tuesday at 9 then. My email is jack@example.com')).toBeVisible();
    await expect(clientThread.getByText('Tuesday at 9 then. My email is •••')).toBeVisible();
    await expect(clientThread.getByText('Contact details are shared once you hire this tradesperson.')).toBeVisible();
    await expectAccessible(tradePage, '/messages of the tradesperson');

    await tradePage.context().close();
    await clientPage.context().close();
  });

  test('on a phone: the list, then the thread with a way back; Back in the browser returns to the list; in French', async ({
    browser,
    baseURL,
    request,
  }) => {
    const client = await createClient(request, { name: 'Chloé Martin' });
    const trade = await createTradesperson(request, { name: 'Jack Thompson', businessName: 'Thompson Heating' });
    await quotedJob(request, client, trade);

    const page = await pageAs(browser, baseURL, 'client', client, 390);
    await useLanguage(page, 'fr');
    await page.goto('/messages');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expect(list.getByRole('link', { name: /Jack Thompson/ })).toBeVisible();
    await expect(page.getByText('Choisissez une conversation pour la lire ici.')).toBeHidden();
    await expectAccessible(page, '/messages on a phone');

    await list.getByRole('link', { name: /Jack Thompson/ }).click();
    await expect(page.getByRole('heading', { name: 'Jack Thompson · Thompson Heating' })).toBeVisible();
    await expect(list).toBeHidden();
    await expect(page.getByLabel('Votre message')).toBeVisible();
    await expect(
      page.getByText('Aucun message pour l’instant. Posez vos questions à l’artisan sur son devis.'),
    ).toBeVisible();

    await page.goBack();
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: /Jack Thompson/ }).click();
    await page.getByRole('link', { name: 'Toutes les conversations' }).click();
    await expect(list).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    await page.context().close();
  });

  test('on a phone, the closed menu says how many messages are unread', async ({ browser, baseURL, request }) => {
    const client = await createClient(request);
    const trade = await createTradesperson(request);
    await quotedJob(request, client, trade);
    const [conversation] = (await (
      await request.get('/api/conversations', { headers: { authorization: `Bearer ${trade.token}` } })
    ).json()) as { _id: string }[];
    const sent = await request.post(`/api/conversations/${conversation!._id}/messages`, {
      headers: { authorization: `Bearer ${trade.token}` },
      data: { text: 'Is Tuesday morning convenient?' },
    });
    expect(sent.status()).toBe(201);

    const page = await pageAs(browser, baseURL, 'client', client, 390);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu 1 unread message' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Messages, 1 unread message' })).toBeVisible();
    await page.context().close();
  });
});
