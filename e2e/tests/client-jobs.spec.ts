import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  completedJob,
  createClient,
  createTradesperson,
  postJob,
  signInAs,
  useLanguage,
  type Account,
} from './support';

/**
 * The client's dashboard tells the truth: jobs filtered by status with how many each holds (the
 * choice in the address, so Back and reload keep it), ten at a time with "Show more jobs", the
 * Completed filter the complete dialog promises, and the description of an open job edited in
 * place until somebody quotes.
 */

let counter = 0;
const marker = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function quote(request: APIRequestContext, plumber: Account, jobId: string) {
  const res = await request.post(`/api/apply-job/${jobId}`, {
    headers: as(plumber),
    data: { quotation: 'I can do this on Thursday, parts included.', price: 95 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { quotation: { _id: string } }).quotation._id;
}

async function hiredJob(request: APIRequestContext, client: Account, plumber: Account, jobDescription: string) {
  const { _id } = await postJob(request, client, { jobDescription });
  const quotationId = await quote(request, plumber, _id);
  expect((await request.post(`/api/accept-quotation/${_id}/${quotationId}`, { headers: as(client) })).ok()).toBe(true);
  return _id;
}

const filter = (page: Page) => page.getByRole('navigation', { name: 'Your jobs by status' });
const jobsRegion = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('the client dashboard by status', () => {
  test('counts each status, keeps the filter in the address, shows ten at a time, and Completed is where a completed job goes', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const plumber = await createTradesperson(request, { businessName: marker('Ancoats Plumbing') });
    const openJobs: string[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const description = marker(`Open job number ${i}`);
      await postJob(request, client, { jobDescription: description });
      openJobs.push(description);
    }
    const cancelled = await postJob(request, client, { jobDescription: marker('Cancelled gutter job') });
    await request.post(`/api/jobs/${cancelled._id}/cancel`, { headers: as(client) });
    await completedJob(request, client, plumber, { jobDescription: marker('Completed boiler service') });
    const hiredDescription = marker('Hired radiator job');
    await hiredJob(request, client, plumber, hiredDescription);

    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    const links = filter(page).getByRole('link');
    await expect(links).toHaveText([
      /^All jobs\s*15/,
      /^Open\s*12/,
      /^Hired\s*1/,
      /^Completed\s*1/,
      /^Cancelled\s*1/,
      /^Drafts\s*0/,
    ]);
    // Screen readers hear the count in words, and which filter is on.
    const all = filter(page).getByRole('link', { name: 'All jobs (15 jobs)' });
    await expect(all).toHaveAttribute('aria-current', 'page');
    await expect(filter(page).getByRole('link', { name: 'Hired (1 job)' })).toBeVisible();

    // Every job, newest first, ten at a time.
    const everyJob = jobsRegion(page, 'Your posted jobs');
    await expect(everyJob.getByRole('article')).toHaveCount(10);
    await expect(everyJob.getByText('Showing 10 of 15 jobs')).toBeVisible();
    await everyJob.getByRole('button', { name: 'Show more jobs' }).click();
    await expect(everyJob.getByRole('article')).toHaveCount(15);
    await expect(everyJob.getByRole('article').nth(10)).toBeFocused();
    await expect(everyJob.getByRole('button', { name: 'Show more jobs' })).toHaveCount(0);
    await expect(everyJob.getByText(/^Showing/)).toHaveCount(0);

    // One status: in the address, through Back and reload.
    await filter(page).getByRole('link', { name: /^Open/ }).click();
    await expect(page).toHaveURL(/[?&]status=open/);
    const open = jobsRegion(page, 'Open jobs');
    await expect(open.getByRole('article')).toHaveCount(10);
    await expect(open.getByText('Showing 10 of 12 jobs')).toBeVisible();
    for (const badge of await open.getByRole('article').all()) {
      await expect(badge.getByText('Open', { exact: true })).toBeVisible();
    }
    await open.getByRole('button', { name: 'Show more jobs' }).click();
    await expect(open.getByRole('article')).toHaveCount(12);
    await expect(card(page, openJobs[0]!)).toBeVisible();

    await filter(page)
      .getByRole('link', { name: /^Cancelled/ })
      .click();
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(jobsRegion(page, 'Cancelled jobs').getByRole('article')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]status=open/);
    await expect(jobsRegion(page, 'Open jobs')).toBeVisible();
    await expect(filter(page).getByRole('link', { name: /^Open/ })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(jobsRegion(page, 'Open jobs').getByRole('article')).toHaveCount(10);

    await filter(page)
      .getByRole('link', { name: /^Drafts/ })
      .click();
    await expect(page.getByRole('heading', { name: 'You have no drafts.' })).toBeVisible();

    // The complete dialog names the Completed filter, and the job is there afterwards.
    await filter(page)
      .getByRole('link', { name: /^Hired/ })
      .click();
    const hired = card(page, hiredDescription);
    await hired.getByRole('button', { name: 'Mark as completed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this job as completed?' });
    await expect(dialog).toContainText('The job then moves to “Completed”');
    await dialog.getByRole('button', { name: 'Mark as completed' }).click();
    await expect(page.getByText('The job has been marked as completed.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have not hired anyone yet.' })).toBeVisible();
    await expect(filter(page).getByRole('link', { name: 'Completed (2 jobs)' })).toBeVisible();
    await expect(filter(page).getByRole('link', { name: 'Hired (0 jobs)' })).toBeVisible();
    await filter(page)
      .getByRole('link', { name: /^Completed/ })
      .click();
    const completed = jobsRegion(page, 'Completed jobs');
    await expect(completed.getByRole('article')).toHaveCount(2);
    await expect(card(page, hiredDescription).getByText('Completed', { exact: true })).toBeVisible();
    await expect(card(page, hiredDescription).getByRole('button', { name: /^Leave a review/ })).toBeVisible();
  });

  test('an open job is withdrawn from the Open filter with Cancel job', async ({ page, request }) => {
    const client = await createClient(request);
    const description = marker('Fit a new letterbox');
    await postJob(request, client, { jobDescription: description });
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard?status=open');
    await card(page, description).getByRole('button', { name: 'Cancel job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
    await expect(dialog).toContainText('Tradespeople will no longer see it');
    await dialog.getByRole('button', { name: 'Cancel job' }).click();
    await expect(page.getByText('The job has been cancelled.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have no open jobs.' })).toBeVisible();
    await expect(filter(page).getByRole('link', { name: 'Cancelled (1 job)' })).toBeVisible();
    await filter(page)
      .getByRole('link', { name: /^Cancelled/ })
      .click();
    await expect(card(page, description).getByText('You cancelled this job.')).toBeVisible();
  });

  test('shows no count it cannot back: a failed count leaves the filter without numbers', async ({ page, request }) => {
    const client = await createClient(request);
    await postJob(request, client, { jobDescription: marker('Service the boiler') });
    await page.route('**/api/jobs/counts', (route) =>
      route.fulfill({ status: 500, json: { error: 'Boom', message: 'Boom', code: 'INTERNAL' } }),
    );
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    await expect(jobsRegion(page, 'Your posted jobs').getByRole('article')).toHaveCount(1);
    await expect(filter(page).getByRole('link')).toHaveText([
      'All jobs',
      'Open',
      'Hired',
      'Completed',
      'Cancelled',
      /^Drafts\s*0/,
    ]);
  });
});

test.describe("editing an open job's description", () => {
  test('in place, checked as the job form checks it, until somebody quotes', async ({ page, request }) => {
    const client = await createClient(request);
    const plumber = await createTradesperson(request, { businessName: marker('Salford Plumbing') });
    const description = marker('Leaking kitchen tap');
    const { _id } = await postJob(request, client, { jobDescription: description });
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');

    // Found by its id: while the description is being edited, the card does not show it as text.
    const job = page.locator(`#job-${_id}`);
    const edit = job.getByRole('button', { name: /^Edit description/ });
    await edit.click();
    const box = job.getByLabel('Job description');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(description);
    const count = job.locator('.char-count');
    await expect(count).toHaveText(`Characters left: ${300 - description.length} of 300`);
    await expect(job.getByRole('button', { name: 'Cancel job' })).toHaveCount(0);

    // The job form's rules, inline: blank is refused, the box stops at 300.
    await box.fill('   ');
    await expect(box).toHaveAccessibleDescription(/Job description is required\./);
    await job.getByRole('button', { name: 'Save description' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await box.fill('');
    await box.pressSequentially('x'.repeat(301));
    await expect(box).toHaveValue('x'.repeat(300));
    await expect(count).toHaveText('Characters left: 0 of 300');

    // Cancel keeps the old words and gives the focus back.
    await job.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(job.getByText(description)).toBeVisible();
    await expect(edit).toBeFocused();

    const edited = marker('Leaking kitchen tap and a dripping bath tap');
    await edit.click();
    await job.getByLabel('Job description').fill(edited);
    await expect(count).toHaveText(`Characters left: ${300 - edited.length} of 300`);
    await page.getByRole('button', { name: 'Save description' }).click();
    await expect(page.getByText('Description saved. Tradespeople now see the new words.')).toBeVisible();
    const editedJob = job;
    await expect(editedJob.getByText(edited)).toBeVisible();
    await expect(editedJob.getByRole('button', { name: /^Edit description/ })).toBeFocused();

    // A quotation arrives while the client is editing: the save is refused, and says why.
    await editedJob.getByRole('button', { name: /^Edit description/ }).click();
    await editedJob.getByLabel('Job description').fill(marker('Only the bath tap now'));
    await quote(request, plumber, _id);
    await editedJob.getByRole('button', { name: 'Save description' }).click();
    await expect(
      editedJob.getByText(
        'A tradesperson has already quoted on this job, so its description can no longer be changed. If the work has changed, cancel the job and post a new one.',
      ),
    ).toBeVisible();
    await expect(editedJob.getByRole('listitem').filter({ hasText: 'I can do this on Thursday' })).toBeVisible();
    await editedJob.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(editedJob.getByText(edited)).toBeVisible();
    await expect(editedJob).toBeFocused();
    await expect(editedJob.getByRole('button', { name: /^Edit description/ })).toHaveCount(0);
    await expect(editedJob.getByRole('button', { name: 'Cancel job' })).toBeVisible();
  });

  test('in French, with the filter and the edit form passing an axe scan', async ({ page, request }) => {
    const client = await createClient(request);
    const description = marker('Repeindre la cuisine');
    const { _id } = await postJob(request, client, { jobDescription: description });
    await useLanguage(page, 'fr');
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    const nav = page.getByRole('navigation', { name: 'Vos chantiers par statut' });
    await expect(nav.getByRole('link', { name: 'Tous les chantiers (1 chantier)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Brouillons (0 brouillon)' })).toBeVisible();
    const job = page.locator(`#job-${_id}`);
    await job.getByRole('button', { name: /^Modifier la description/ }).click();
    await expect(job.getByLabel('Description du chantier')).toBeFocused();
    await job.getByLabel('Description du chantier').fill('');
    await expect(job.getByLabel('Description du chantier')).toHaveAccessibleDescription(
      /La description du chantier est obligatoire\./,
    );
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
});
