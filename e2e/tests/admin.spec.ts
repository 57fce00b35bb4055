import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  adminHeaders,
  completedJob,
  confirmNewsletter,
  createClient,
  createTradesperson,
  postJob,
  useLanguage,
  writeReview,
} from './support';

/** Signs in the way an administrator does: through /admin/login in the browser. */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('main').getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** Searches a managed list on the server (the list then shows only what matches). */
async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
}

/** The number shown on the dashboard beside a label such as "Unread messages". */
async function dashboardCount(page: Page, label: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^\\d[\\d,]*\\s*${label}$`) });
  await expect(link).toBeVisible();
  return Number(((await link.textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function applyForJob(request: APIRequestContext, token: string, jobId: string) {
  return request.post(`/api/apply-job/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { quotation: 'I can fix this tomorrow morning; parts included.' },
  });
}

test.describe('administrator area', () => {
  test('approves a pending tradesperson, who can then quote', async ({ page, request }) => {
    const business = `Pending Plumbing ${Date.now().toString(36)}`;
    const trade = await createTradesperson(request, { businessName: business }, { approve: false });
    const client = await createClient(request);
    const job = await postJob(request, client);
    // Pending: the API refuses the quotation.
    expect((await applyForJob(request, trade.token, job._id)).status()).toBe(403);

    await signInAsAdmin(page);
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: /Tradespeople/ })
      .click();
    await page.getByRole('button', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/status=pending/);
    await search(page, 'Search tradespeople', trade.email);

    const card = page.getByRole('article', { name: business });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Approve ${business}` }).click();
    await expect(page.getByText('Tradesperson approved.')).toBeVisible();
    // It leaves the pending list; under "Approved" it shows as approved.
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: /^Approved/ }).click();
    await expect(page.getByRole('article', { name: business }).getByText('Approved', { exact: true })).toBeVisible();

    expect((await applyForJob(request, trade.token, job._id)).status()).toBe(201);
  });

  test('edits a client in the modal, with the validation of registration', async ({ page, request }) => {
    const client = await createClient(request, { name: 'Olivia Brown' });
    await signInAsAdmin(page);
    await page.goto('/admin/manage-clients');
    await search(page, 'Search clients', client.email);

    const card = page.getByRole('article', { name: 'Olivia Brown' });
    await expect(card.getByText(client.email)).toBeVisible();
    await card.getByRole('button', { name: 'Edit Olivia Brown' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit client' });
    await expect(dialog.getByLabel('Full name')).toHaveValue('Olivia Brown');
    await expect(dialog.getByLabel('Postcode')).toHaveValue('SW11 5RW');
    await expect(dialog.getByLabel('New password (optional)')).toHaveValue('');

    await dialog.getByLabel('Full name').fill('Jo');
    await expect(dialog.getByLabel('Full name')).toHaveAccessibleDescription(
      /Name must be at least 3 characters long\./,
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Full name').fill('Olivia Brown-Clarke');
    await dialog.getByLabel('Town or city').fill('Croydon');
    await dialog.getByLabel('Postcode').fill('cr0 1ab');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const updated = page.getByRole('article', { name: 'Olivia Brown-Clarke' });
    await expect(updated.getByText('Croydon, CR0 1AB')).toBeVisible();
    // A blank password kept the old one.
    const login = await request.post('/client/login', { data: { email: client.email, password: client.password } });
    expect(login.status()).toBe(200);
  });

  test('says when the new email belongs to another account', async ({ page, request }) => {
    const taken = await createClient(request);
    const client = await createClient(request, { name: 'Noah Green' });
    await signInAsAdmin(page);
    await page.goto('/admin/manage-clients');
    await search(page, 'Search clients', client.email);
    await page.getByRole('button', { name: 'Edit Noah Green' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client' });
    await dialog.getByLabel('Email address').fill(taken.email);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Failed to update client.')).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription(
      /Another account already uses this email/,
    );
    // Escape closes the form without saving.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Noah Green' }).getByText(client.email)).toBeVisible();
  });

  test('deletes a job only after the confirm prompt is accepted', async ({ page, request }) => {
    const client = await createClient(request);
    const description = `Replace the garden tap ${Date.now().toString(36)}`;
    await postJob(request, client, { jobDescription: description });
    const listed = async () =>
      (
        await (
          await request.get(`/api/admin/jobs?search=${encodeURIComponent(description)}`, {
            headers: await adminHeaders(request),
          })
        ).json()
      ).length as number;

    await signInAsAdmin(page);
    await page.goto('/admin/manage-jobs');
    await search(page, 'Search jobs', description);
    const card = page.getByRole('article').filter({ hasText: description });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(client.email).first()).toBeVisible();

    // Cancelling the prompt deletes nothing and sends nothing.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    const prompt = page.getByRole('dialog', { name: 'Are you sure you want to delete this job?' });
    await card.getByRole('button', { name: /^Delete job/ }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(card).toHaveCount(1);
    expect(deletes).toEqual([]);
    expect(await listed()).toBe(1);

    await card.getByRole('button', { name: /^Delete job/ }).click();
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Job deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(await listed()).toBe(0);
  });

  test("deleting a tradesperson or a client asks in the app's dialog in the reader's language, never the browser's box", async ({
    page,
    request,
  }) => {
    const native: string[] = [];
    page.on('dialog', (dialog) => {
      native.push(dialog.message());
      void dialog.dismiss();
    });
    const business = `Delete Me Roofing ${Date.now().toString(36)}`;
    await createTradesperson(request, { businessName: business });
    const client = await createClient(request, { name: `Zoe Delete ${Date.now().toString(36)}` });

    await signInAsAdmin(page);
    await page.goto(`/admin/tradespeople?search=${encodeURIComponent(business)}`);
    const trade = page.getByRole('article').filter({ hasText: business });
    await trade.getByRole('button', { name: /^Delete/ }).click();
    const tradePrompt = page.getByRole('dialog', { name: 'Are you sure you want to delete this tradesperson?' });
    await expect(tradePrompt.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tradePrompt.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tradesperson deleted successfully!')).toBeVisible();
    await expect(trade).toHaveCount(0);

    await useLanguage(page, 'fr');
    await page.goto(`/admin/manage-clients?search=${encodeURIComponent(client.email)}`);
    const card = page.getByRole('article').filter({ hasText: client.email });
    await card.getByRole('button', { name: /^Supprimer/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Voulez-vous vraiment supprimer ce client\u00a0?' });
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: /^Supprimer/ }).click();
    await prompt.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Client supprimé avec succès\u00a0!')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(native).toEqual([]);
  });

  test('the delete dialog names the client and counts what goes with them, from the data, in each language', async ({
    page,
    request,
  }) => {
    const name = `Nadia Okafor ${Date.now().toString(36)}`;
    const client = await createClient(request, { name });
    const plumber = await createTradesperson(request, { postcode: 'LN1 1AA' });
    const jobId = await completedJob(request, client, plumber, {
      address: { street: '4 Steep Hill', city: 'Lincoln', postcode: 'LN1 1AB' },
    });
    const reviewId = await writeReview(request, client, jobId, {
      rating: 2,
      text: 'Late twice and left a mess behind.',
    });
    const report = await request.post(`/api/reviews/${reviewId}/report`, {
      headers: { authorization: `Bearer ${plumber.token}` },
      data: { reason: 'not_genuine' },
    });
    expect(report.ok(), await report.text()).toBe(true);
    await postJob(request, client);
    const reviewCount = async () =>
      ((await (await request.get(`/api/tradespeople/${plumber.id}`)).json()) as { rating: { count: number } }).rating
        .count;
    expect(await reviewCount()).toBe(1);

    await signInAsAdmin(page);
    await page.goto(`/admin/manage-clients?search=${encodeURIComponent(client.email)}`);
    const card = page.getByRole('article').filter({ hasText: client.email });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Are you sure you want to delete this client?' });
    await expect(prompt.getByText(`${name} (${client.email})`)).toBeVisible();
    await expect(prompt.getByText('Deleted with it:')).toBeVisible();
    await expect(prompt.getByRole('listitem')).toHaveText(['2 jobs', '1 quotation', '1 review', '1 open report']);
    await page.keyboard.press('Escape');

    await useLanguage(page, 'fr');
    await page.reload();
    await card.getByRole('button', { name: /^Supprimer/ }).click();
    const frPrompt = page.getByRole('dialog', { name: 'Voulez-vous vraiment supprimer ce client\u00a0?' });
    await expect(frPrompt.getByRole('listitem')).toHaveText([
      '2 chantiers',
      '1 devis',
      '1 avis',
      '1 signalement en attente',
    ]);
    await page.keyboard.press('Escape');
    await useLanguage(page, 'es');
    await page.reload();
    await card.getByRole('button', { name: /^Eliminar/ }).click();
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText([
      '2 trabajos',
      '1 presupuesto',
      '1 reseña',
      '1 denuncia pendiente',
    ]);
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(card).toHaveCount(0);
    // Their review went with them, and the tradesperson's figures say so at once.
    expect(await reviewCount()).toBe(0);
  });

  test('reads a contact message and marks it read; the unread count drops', async ({ page, request }) => {
    const name = `Harriet Vale ${Date.now().toString(36)}`;
    const sent = await request.post('/api/contact', {
      data: {
        name,
        email: 'harriet.vale@example.com',
        phone: '07911 123456',
        website: 'www.valebuilders.co.uk',
        message: 'Do your tradespeople carry public liability insurance?',
      },
    });
    expect(sent.ok()).toBe(true);

    await signInAsAdmin(page);
    const before = await dashboardCount(page, 'Unread messages');
    expect(before).toBeGreaterThanOrEqual(1);

    await page.getByRole('link', { name: /^\d[\d,]*\s*Unread messages$/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Do your tradespeople carry public liability insurance?')).toBeVisible();
    await expect(card.getByRole('link', { name: 'www.valebuilders.co.uk' })).toBeVisible();
    await expect(card.getByText('Unread', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Mark as read ${name}` }).click();
    await expect(page.getByText('Message marked as read.')).toBeVisible();
    await expect(card.getByText('Read', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => dashboardCount(page, 'Unread messages')).toBe(before - 1);
    // The change is in the latest administrative changes, with who made it.
    await expect(page.getByText('Read message from harriet.vale@example.com').first()).toBeVisible();
    await expect(page.getByText(`by ${ADMIN.email}`).first()).toBeVisible();
    // The log as a spreadsheet: each entry's kind and fields in columns (issue 39).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the log (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^created_at,admin_email,action,target_type,target_id,summary,kind,email,/);
    expect(csv).toContain(
      '"Read message from harriet.vale@example.com","contact_message_read","harriet.vale@example.com"',
    );

    // Worded from the entry's kind and fields in each language, not taken apart from the English.
    await useLanguage(page, 'fr');
    await page.reload();
    const changes = page.getByRole('region', { name: 'Dernières modifications administratives' });
    await expect(changes.getByText('Lecture du message de harriet.vale@example.com').first()).toBeVisible();
    await expect(changes.getByText(`par ${ADMIN.email}`).first()).toBeVisible();
    await useLanguage(page, 'es');
    await page.reload();
    await expect(page.getByText('Lectura del mensaje de harriet.vale@example.com').first()).toBeVisible();
  });

  test('shows a message sent without phone or website without empty rows for them', async ({ page, request }) => {
    const name = `Nia Rowe ${Date.now().toString(36)}`;
    const sent = await request.post('/api/contact', {
      data: { name, email: 'nia.rowe@example.com', message: 'Can I ask for two quotations for one job?' },
    });
    expect(sent.ok()).toBe(true);

    await signInAsAdmin(page);
    await page.goto('/admin/inbox');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Can I ask for two quotations for one job?')).toBeVisible();
    await expect(card.getByText('nia.rowe@example.com')).toBeVisible();
    await expect(card.getByText('Phone number', { exact: true })).toHaveCount(0);
    await expect(card.getByText('Website', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'https://' })).toHaveCount(0);
  });

  test('edits, suspends and reinstates a tradesperson', async ({ page, request }) => {
    const business = `Hall Carpentry ${Date.now().toString(36)}`;
    const trade = await createTradesperson(request, { businessName: business, trade: 'carpenter' });
    await signInAsAdmin(page);
    await page.goto('/admin/tradespeople');
    await search(page, 'Search tradespeople', trade.email);
    const card = page.getByRole('article', { name: business });

    await card.getByRole('button', { name: `Edit ${business}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tradesperson' });
    await expect(dialog.getByLabel('Trade')).toHaveValue('carpenter');
    await dialog.getByLabel('Trade').selectOption({ label: 'Roofer' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Tradesperson updated successfully!')).toBeVisible();
    await expect(card.getByText(/Roofer/)).toBeVisible();

    await card.getByRole('button', { name: `Suspend ${business}` }).click();
    await page
      .getByRole('dialog', { name: new RegExp(`^Suspend ${business}\\?`) })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(page.getByText('Tradesperson suspended.')).toBeVisible();
    await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
    // Suspension signs them out at once.
    expect((await request.get('/api/me', { headers: { authorization: `Bearer ${trade.token}` } })).status()).toBe(401);

    await card.getByRole('button', { name: `Reinstate ${business}` }).click();
    await expect(page.getByText('Tradesperson reinstated.')).toBeVisible();
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  });

  test('downloads the newsletter subscribers as a CSV file', async ({ page, request }) => {
    const email = `reader-${Date.now().toString(36)}@example.com`;
    const waiting = `waiting-${Date.now().toString(36)}@example.com`;
    for (const address of [email, waiting]) {
      expect((await request.post('/api/newsletter', { data: { email: address } })).ok()).toBe(true);
    }
    // The first reader follows the confirmation link (double opt-in); the second does not.
    await confirmNewsletter(request, email);
    await signInAsAdmin(page);
    await page.goto('/admin/inbox?tab=newsletter');
    await expect(page.getByRole('row', { name: new RegExp(`${email}.*Confirmed`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${waiting}.*Waiting for confirmation`) })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('email,language,confirmed_at,unsubscribe_url');
    expect(text).toContain(`"${email}","en"`);
    expect(text).not.toContain(waiting);
  });

  test('/job-description shows the manage-jobs view behind the admin guard', async ({ page }) => {
    await page.goto('/job-description');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAsAdmin(page);
    await page.goto('/job-description');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage jobs');
    await page.goto('/admin/job-description');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage jobs');
  });
});
