import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders,
  createClient,
  createTradesperson,
  postJob,
  signInAs,
  useLanguage,
  type Account,
} from './support';

/**
 * What a tradesperson is told about their quotations: each outcome in words (not chosen, cancelled,
 * completed), the filter by outcome, the client's contact details once hired and never before,
 * withdrawing a pending quotation, why a job cannot be quoted on before any form, the waiting
 * room of an account not yet approved, and postcode districts that do not exist. Each test works
 * in postcode areas of its own.
 */

let counter = 0;
const marker = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;
const jobCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function quote(request: APIRequestContext, trade: Account, jobId: string, quotation: string) {
  const response = await request.post(`/api/apply-job/${jobId}`, { headers: as(trade), data: { quotation } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quotation: { _id: string } }).quotation._id;
}

async function clientDoes(request: APIRequestContext, client: Account, path: string) {
  const response = await request.post(path, { headers: as(client) });
  expect(response.ok(), await response.text()).toBe(true);
}

async function newPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

test.describe('a tradesperson learns what became of each quotation', () => {
  test('outcomes in words, filtered in the address, and the client’s contact details only once hired', async ({
    page,
    request,
  }) => {
    const client = await createClient(request, { name: 'Fiona MacLeod', phoneNumber: '+447911123456' });
    const rival = await createTradesperson(request, { city: 'Dundee', postcode: 'DD1 4HN', businessName: 'Rival' });
    const plumber = await createTradesperson(request, { city: 'Dundee', postcode: 'DD1 1DB' });
    const address = { street: '7 Reform Street', city: 'Dundee', postcode: 'DD1 1RJ' };
    const texts = {
      pending: marker('Pending: bleed the radiators'),
      hired: marker('Hired: new outside tap'),
      completed: marker('Completed: replace the cistern valve'),
      notChosen: marker('Not chosen: fix a dripping shower'),
      cancelled: marker('Cancelled: move the boiler'),
    };
    const ids: Record<string, string> = {};
    for (const [key, jobDescription] of Object.entries(texts)) {
      ids[key] = (await postJob(request, client, { address, jobDescription }))._id;
    }
    const mine: Record<string, string> = {};
    for (const key of Object.keys(texts)) mine[key] = await quote(request, plumber, ids[key]!, `My quote for ${key}`);
    const theirs = await quote(request, rival, ids.notChosen!, 'Rival quote');
    await clientDoes(request, client, `/api/accept-quotation/${ids.hired}/${mine.hired}`);
    await clientDoes(request, client, `/api/accept-quotation/${ids.completed}/${mine.completed}`);
    await clientDoes(request, client, `/api/jobs/${ids.completed}/complete`);
    await clientDoes(request, client, `/api/accept-quotation/${ids.notChosen}/${theirs}`);
    await clientDoes(request, client, `/api/jobs/${ids.cancelled}/cancel`);

    await signInAs(page, 'tradesperson', plumber);
    await page.goto('/applied-jobs');

    const cancelled = jobCard(page, texts.cancelled);
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByText('The customer cancelled this job: no quotation was chosen.')).toBeVisible();
    await expect(cancelled.getByText('The customer chose another quotation.')).toHaveCount(0);

    const completed = jobCard(page, texts.completed);
    await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
    await expect(completed.getByText('The customer marked this job as completed.')).toBeVisible();
    await expect(completed.getByText(/Get in touch to arrange the work/)).toHaveCount(0);

    const notChosen = jobCard(page, texts.notChosen);
    await expect(notChosen.getByText('Not chosen', { exact: true })).toBeVisible();
    await expect(notChosen.getByText('The customer chose another quotation.')).toBeVisible();

    // Hired: name, phone, email and street; before a hire, none of them.
    const hired = jobCard(page, texts.hired);
    await expect(hired.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(hired.getByText(/^Congratulations!/)).toBeVisible();
    await expect(hired.getByText('Fiona MacLeod')).toBeVisible();
    await expect(hired.getByRole('link', { name: '+44 7911 123456' })).toHaveAttribute('href', 'tel:+447911123456');
    await expect(hired.getByRole('link', { name: client.email })).toBeVisible();
    await expect(hired.getByText(/7 Reform Street/)).toBeVisible();
    await expect(completed.getByText('Fiona MacLeod')).toBeVisible();
    for (const text of [texts.pending, texts.notChosen, texts.cancelled]) {
      const card = jobCard(page, text);
      await expect(card.getByText('N/A')).toHaveCount(2);
      for (const secret of ['Fiona MacLeod', '7911 123456', '7 Reform Street', client.email]) {
        await expect(card.getByText(secret)).toHaveCount(0);
      }
    }

    // The filter: counts per outcome, the choice in the address, Back to the previous one.
    const filter = page.getByRole('navigation', { name: 'Your quotations by outcome' });
    await expect(filter.getByRole('link')).toHaveText([
      'All5 (5 quotations)',
      'Pending1 (1 quotation)',
      'Accepted1 (1 quotation)',
      'Completed1 (1 quotation)',
      'Not chosen1 (1 quotation)',
      'Cancelled1 (1 quotation)',
      'Withdrawn0 (0 quotations)',
    ]);
    await filter.getByRole('link', { name: /^Cancelled/ }).click();
    await expect(page).toHaveURL(/\?outcome=cancelled$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(texts.cancelled);
    await expect(filter.getByRole('link', { name: /^Cancelled/ })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/\?outcome=completed$/);
    await expect(page.getByRole('article')).toContainText(texts.completed);
    await page.goBack();
    await expect(page).toHaveURL(/\?outcome=cancelled$/);
    await expect(page.getByRole('article')).toContainText(texts.cancelled);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await filter.getByRole('link', { name: /^All/ }).click();
    await expect(page.getByRole('article')).toHaveCount(5);

    // Withdrawing the pending one: asked once more, then shown withdrawn, and the client is told.
    const pending = jobCard(page, texts.pending);
    await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
    for (const text of [texts.hired, texts.completed, texts.notChosen, texts.cancelled]) {
      await expect(jobCard(page, text).getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    }
    await pending.getByRole('button', { name: 'Withdraw quotation: Plumber in Dundee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this quotation?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Your quotation has been withdrawn.')).toBeVisible();
    await expect(pending.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(
      pending.getByText(/^You withdrew this quotation on .+\. You cannot quote for this job again\.$/),
    ).toBeVisible();
    await expect(pending.getByText('My quote for pending')).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Your applied jobs' })).toBeFocused();
    await expect(filter.getByRole('link', { name: /^Pending/ })).toHaveText('Pending0 (0 quotations)');
    await expect(filter.getByRole('link', { name: /^Withdrawn/ })).toHaveText('Withdrawn1 (1 quotation)');
    await expect(filter.getByRole('link', { name: /^All/ })).toHaveText('All5 (5 quotations)');
    // Reloaded, it is still there, withdrawn: never "you have not sent any quotation yet".
    await page.goto('/applied-jobs?outcome=withdrawn');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(jobCard(page, texts.pending).getByText('Withdrawn', { exact: true })).toBeVisible();

    const outbox = (await (
      await request.get('/api/admin/outbox?limit=100', { headers: await adminHeaders(request) })
    ).json()) as { recipient: string; kind: string; subject: string }[];
    expect(outbox.find((mail) => mail.recipient === client.email && mail.kind === 'quotationWithdrawn')?.subject).toBe(
      'Thompson Plumbing withdrew their quotation',
    );
    const jobs = (await (await request.get('/api/jobs', { headers: as(client) })).json()) as {
      _id: string;
      quotationCount: number;
      quotations: unknown[];
    }[];
    expect(jobs.find((job) => job._id === ids.pending)).toMatchObject({ quotationCount: 0, quotations: [] });

    // The job has room again for others; for this plumber it says why there is no Apply.
    await page.goto('/dashboard');
    const match = jobCard(page, texts.pending);
    await expect(match.getByText('0 of 5 quotations')).toBeVisible();
    await expect(match.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(
      match.getByText('You withdrew your quotation for this job, so you cannot quote on it again.'),
    ).toBeVisible();
    await expect(match.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  });

  test('in French, the outcomes and the filter speak French', async ({ page, request }) => {
    const client = await createClient(request);
    const plumber = await createTradesperson(request, { city: 'Perth', postcode: 'PH1 5RB' });
    const text = marker('Annulé : déplacer la chaudière');
    const { _id } = await postJob(request, client, {
      address: { street: '2 High Street', city: 'Perth', postcode: 'PH1 5TJ' },
      jobDescription: text,
    });
    await quote(request, plumber, _id, 'Je peux passer lundi.');
    await clientDoes(request, client, `/api/jobs/${_id}/cancel`);
    await useLanguage(page, 'fr');
    await signInAs(page, 'tradesperson', plumber);
    await page.goto('/applied-jobs?outcome=cancelled');
    const card = jobCard(page, text);
    await expect(card.getByText('Annulé', { exact: true })).toBeVisible();
    await expect(card.getByText('Le client a annulé ce chantier : aucun devis n’a été retenu.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Vos devis selon leur issue' }).getByRole('link', { name: /^Annulés/ }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the apply page says why before offering the form', () => {
  test('an unknown job, a job no longer open, and an account awaiting approval', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const client = await createClient(request);
    const plumber = await createTradesperson(request, { city: 'Kirkcaldy', postcode: 'KY1 1XT' });
    const quotationBox = page.getByLabel('Your quotation');

    await signInAs(page, 'tradesperson', plumber);
    await page.goto('/apply/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('We cannot find this job')).toBeVisible();
    await expect(quotationBox).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Find jobs' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const { _id } = await postJob(request, client, {
      address: { street: '1 High Street', city: 'Kirkcaldy', postcode: 'KY1 1LB' },
    });
    await clientDoes(request, client, `/api/jobs/${_id}/cancel`);
    await page.goto(`/apply/${_id}`);
    await expect(page.getByText('This job is no longer taking quotations')).toBeVisible();
    await expect(
      page.getByText('The customer has hired someone, cancelled the job or marked it completed.'),
    ).toBeVisible();
    await expect(quotationBox).toHaveCount(0);

    const open = await postJob(request, client, {
      address: { street: '3 High Street', city: 'Kirkcaldy', postcode: 'KY1 1LB' },
    });
    const waiting = await createTradesperson(request, { city: 'Kirkcaldy', postcode: 'KY1 2AA' }, { approve: false });
    const pendingPage = await newPage(browser, baseURL);
    await signInAs(pendingPage, 'tradesperson', waiting);
    await pendingPage.goto(`/apply/${open._id}`);
    // The page's reason, besides the notice above every page of an account awaiting approval.
    const reason = pendingPage.locator('.panel');
    await expect(reason.getByText('Your account is awaiting approval', { exact: true })).toBeVisible();
    await expect(reason.getByText(/you cannot send quotations until your account is approved/)).toBeVisible();
    await expect(pendingPage.getByLabel('Your quotation')).toHaveCount(0);
    await expect(pendingPage.getByRole('alert')).toHaveCount(0);
    await pendingPage.context().close();
  });

  for (const width of [390, 1280]) {
    test(`a refused quotation's toast reads in whole words at ${width} px`, async ({ browser, baseURL, request }) => {
      const client = await createClient(request);
      // Based in Telford, about 13 miles from the job: inside the default 15-mile radius.
      const plumber = await createTradesperson(request, { city: 'Telford', postcode: 'TF1 1AA' });
      const { _id } = await postJob(request, client, {
        address: { street: '5 Pride Hill', city: 'Shrewsbury', postcode: 'SY1 1BY' },
      });
      const page = await newPage(browser, baseURL, width);
      await signInAs(page, 'tradesperson', plumber);
      await page.goto(`/apply/${_id}`);
      await page.getByLabel('Your quotation').fill('I can do this next week.');
      // The plumber's coverage shrinks (in another tab) while the form is open: a long reason.
      const moved = await request.put('/api/coverage', {
        headers: as(plumber),
        data: { coverage: ['TF'], radiusMiles: 1 },
      });
      expect(moved.ok()).toBe(true);
      await page.getByRole('button', { name: 'Submit quotation' }).click();

      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Failed to submit your quotation.' });
      await expect(toast).toBeVisible();
      await expect(toast.locator('.toast-message')).toHaveText(
        'Failed to submit your quotation.This job is outside the areas you cover. Add its postcode area to your coverage first.',
      );
      // Each word sits on one line: no word is broken ("quotati/on").
      const broken = await toast.evaluate((block) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(broken).toEqual([]);
      await page.context().close();
    });
  }
});

test('an account awaiting approval is told jobs open to it once approved, not shown an empty marketplace', async ({
  page,
  request,
}) => {
  const waiting = await createTradesperson(request, { city: 'Galashiels', postcode: 'TD1 3DL' }, { approve: false });
  await signInAs(page, 'tradesperson', waiting);
  await page.goto('/dashboard');
  await expect(page.getByText('Your account is awaiting approval')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You can quote here once your account is approved' })).toBeVisible();
  await expect(page.getByText('There are no matching jobs right now.')).toHaveCount(0);
});

test('the coverage editor names a district that does not exist, in each language', async ({
  browser,
  baseURL,
  request,
}) => {
  const plumber = await createTradesperson(request, { city: 'Lerwick', postcode: 'ZE1 0LA' });
  const said = {
    en: 'ZZ9 is not a UK postcode area or district we know. Check it, or cover a whole area instead (such as SW).',
    fr: 'ZZ9 n’est pas une zone ou un district postal britannique que nous connaissons. Vérifiez-le, ou couvrez plutôt une zone entière (comme SW).',
    es: 'ZZ9 no es una zona ni un distrito postal del Reino Unido que conozcamos. Compruébalo o cubre una zona entera (como SW).',
  };
  const names = {
    en: ['Areas you cover', 'Change areas', 'Postcode areas and districts', 'Save areas'],
    fr: ['Vos zones d’intervention', 'Modifier les zones', 'Zones et districts postaux', 'Enregistrer les zones'],
    es: ['Zonas que cubres', 'Cambiar zonas', 'Zonas y distritos postales', 'Guardar zonas'],
  };
  for (const language of ['en', 'fr', 'es'] as const) {
    const page = await newPage(browser, baseURL);
    await useLanguage(page, language);
    await signInAs(page, 'tradesperson', plumber);
    await page.goto('/dashboard');
    const [region, edit, input, save] = names[language];
    const areas = page.getByRole('region', { name: region });
    await areas.getByRole('button', { name: edit }).click();
    await areas.getByLabel(input!).fill('ZE, zz9');
    await areas.getByRole('button', { name: save }).click();
    await expect(areas.getByText(said[language])).toBeVisible();
    await expect(areas.getByLabel(input!)).toBeFocused();
    await page.reload();
    await expect(areas.getByRole('listitem')).toHaveText(['ZE']);
    await page.context().close();
  }
});
