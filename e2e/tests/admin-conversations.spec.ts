import { expect, test } from '@playwright/test';
import { adminHeaders, createClient, createTradesperson, postJob, signInAs } from './support';

/**
 * An administrator reads a reported conversation: listed with its report under "Conversations"
 * (badge while unread), the messages as typed only when asked for, the reading in the audit trail.
 */
test('a reported conversation is listed, read on request with contact details as typed, and audited', async ({
  page,
  request,
}) => {
  const client = await createClient(request, { name: 'Nadia Rahman' });
  const trade = await createTradesperson(request, { businessName: 'Cash Only Plumbing' });
  const job = await postJob(request, client);
  const quoted = await request.post(`/api/apply-job/${job._id}`, {
    headers: { authorization: `Bearer ${trade.token}` },
    data: { quotation: 'Monday morning.' },
  });
  expect(quoted.ok()).toBe(true);
  const [applied] = (await (
    await request.get('/api/applied-jobs', { headers: { authorization: `Bearer ${trade.token}` } })
  ).json()) as { conversationId: string }[];
  const id = applied!.conversationId;
  const text = 'Pay me cash first: call 07911 123457.';
  const sent = await request.post(`/api/conversations/${id}/messages`, {
    headers: { authorization: `Bearer ${trade.token}` },
    data: { text },
  });
  expect(sent.ok()).toBe(true);
  const reported = await request.post(`/api/conversations/${id}/report`, {
    headers: { authorization: `Bearer ${client.token}` },
    data: { reason: 'scam', details: 'Wants cash before any work.' },
  });
  expect(reported.ok()).toBe(true);

  const { authorization } = await adminHeaders(request);
  await signInAs(page, 'admin', { token: authorization.replace('Bearer ', '') });
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await nav.getByRole('link', { name: /Conversations.*new reported conversation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeVisible();

  const card = page.getByRole('article', { name: 'Nadia Rahman and Cash Only Plumbing' });
  await expect(card.getByText('A scam or a request for money')).toBeVisible();
  await expect(card.getByText('Wants cash before any work.')).toBeVisible();
  await expect(card.getByText(text)).toHaveCount(0);

  await card.getByRole('button', { name: 'Read the messages' }).click();
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText('New report')).toHaveCount(0);

  await page.goto('/admin/dashboard');
  await expect(page.getByText('Read reported conversation about plumber job in Manchester').first()).toBeVisible();
});
