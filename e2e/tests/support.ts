/**
 * Shared helpers for the browser tests: make accounts and objects through the real API (fast and
 * independent of the UI under test), and sign a browser in by storing the token the app keeps.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
export const PASSWORD = 'correct-horse-42';

export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function createClient(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const data = {
    name: 'Amelia Hughes',
    email: uniqueEmail('client'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: '+447911123456',
    street: '14 Lavender Hill',
    city: 'London',
    postcode: 'SW11 5RW',
    ...overrides,
  };
  const { id } = await ok<{ id: string }>(await request.post('/client/register', { data }));
  const { token } = await ok<{ token: string }>(
    await request.post('/client/login', { data: { email: data.email, password: data.password } }),
  );
  return { id, email: data.email as string, password: data.password as string, name: data.name as string, token };
}

/**
 * A registered tradesperson, approved unless `approve` is false. Unless `insured` is false they
 * first give a public liability insurance (expiring in a year) that the administrator checks:
 * approval needs one (the listing rule).
 */
export async function createTradesperson(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  { approve = true, insured = true } = {},
): Promise<Account> {
  const data = {
    name: 'Jack Thompson',
    email: uniqueEmail('trade'),
    businessName: 'Thompson Plumbing',
    contactNumber: '+447911123457',
    trade: 'plumber',
    street: '3 Oxford Road',
    city: 'Manchester',
    postcode: 'M1 5QA',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
  const { id } = await ok<{ id: string }>(await request.post('/tradeperson/register', { data }));
  const { token } = await ok<{ token: string }>(
    await request.post('/tradeperson/login', { data: { email: data.email, password: data.password } }),
  );
  if (insured) await giveInsurance(request, { id, token }, data.trade === 'gas_engineer');
  if (approve) {
    await ok(await request.post(`/api/admin/tradespeople/${id}/approve`, { headers: await adminHeaders(request) }));
  }
  return { id, email: data.email as string, password: data.password as string, name: data.name as string, token };
}

/** The tradesperson's public liability insurance (Hiscox, a year from now), checked by the administrator. */
async function giveInsurance(request: APIRequestContext, person: { id: string; token: string }, gas: boolean) {
  const expiresOn = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await ok(
    await request.put('/api/trade-profile', {
      headers: { authorization: `Bearer ${person.token}` },
      data: {
        about: '',
        yearsTrading: null,
        gasSafeNumber: gas ? '123456' : '',
        schemeName: '',
        schemeNumber: '',
        insurer: 'Hiscox',
        policyNumber: '',
        coverPounds: null,
        insuranceExpiresOn: expiresOn,
      },
    }),
  );
  await ok(
    await request.post(`/api/admin/tradespeople/${person.id}/credentials/insurance/check`, {
      headers: await adminHeaders(request),
      // What the administrator approves: the insurance as saved above.
      data: { number: null, scheme: null, insurer: 'Hiscox', policyNumber: null, coverPounds: null, expiresOn },
    }),
  );
}

let adminToken: string | undefined;
export async function adminHeaders(request: APIRequestContext) {
  adminToken ??= (await ok<{ token: string }>(await request.post('/api/admin/login', { data: ADMIN }))).token;
  return { authorization: `Bearer ${adminToken}` };
}

export async function postJob(request: APIRequestContext, client: Account, overrides: Record<string, unknown> = {}) {
  return ok<{ _id: string }>(
    await request.post('/api/post-job', {
      headers: { authorization: `Bearer ${client.token}` },
      data: {
        workType: 'plumber',
        serviceTime: 'as_soon_as_possible',
        propertyType: 'house',
        address: { street: '22 Deansgate', city: 'Manchester', postcode: 'M3 4LQ' },
        email: client.email,
        jobDescription: 'Leaking kitchen tap needs replacing.',
        ...overrides,
      },
    }),
  );
}

/** Signs the browser in as this account by storing its token where the app keeps it (spec section 4). */
export async function signInAs(
  page: Page,
  role: 'client' | 'tradesperson' | 'admin',
  account: { token: string; email?: string },
) {
  await page.addInitScript(
    ([r, token, email]) => {
      if (r === 'client') {
        localStorage.setItem('authToken', token!);
        localStorage.setItem('email', email!);
      } else if (r === 'tradesperson') localStorage.setItem('token', token!);
      else localStorage.setItem('adminToken', token!);
    },
    [role, account.token, account.email ?? ''] as const,
  );
}

/** Picks the interface language the way a visitor does, before the page loads. */
export async function useLanguage(page: Page, language: 'en' | 'fr' | 'es') {
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
}

export interface SentEmail {
  kind: string;
  language: string;
  subject: string;
  text: string;
}

/**
 * The emails written to `email` (of that kind), newest first, as their recipient gets them. The
 * test server has no SMTP server, so they wait in its outbox; the administrators' outbox hides the
 * secrets of their links (issue 38), so they are read from the server's database, read-only.
 */
export function emailsTo(email: string, kind?: string): SentEmail[] {
  const file = path.join(process.env.E2E_DB_DIR ?? '', 'e2e.db');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(
        `select kind, language, subject, text_body as text from outbox
         where recipient = ? and (? is null or kind = ?) order by created_at desc, rowid desc`,
      )
      .all(email, kind ?? null, kind ?? null);
    return rows as unknown as SentEmail[];
  } finally {
    db.close();
  }
}

/** Follows the email-confirmation link sent to `email`, as its owner would. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const token = linkToken(email, 'verifyEmail', 'verify-email');
  await ok(await request.post('/api/verify-email', { data: { token } }));
}

/** Follows the newsletter's confirmation link (double opt-in), as its owner would. */
export async function confirmNewsletter(request: APIRequestContext, email: string) {
  const token = linkToken(email, 'newsletterConfirm', 'newsletter/confirm');
  await ok(await request.post('/api/newsletter/confirm', { data: { token } }));
}

/** The token of the newest link of that kind sent to `email`. */
function linkToken(email: string, kind: string, route: string) {
  const sent = emailsTo(email, kind)[0];
  const token = new RegExp(`${route}\\?token=([\\w-]+)`).exec(sent?.text ?? '')?.[1];
  expect(token, `no ${kind} email to ${email}`).toBeTruthy();
  return token;
}

/**
 * A job of this client that this tradesperson was hired for and that is now completed (the only
 * kind a client may review): posted, quoted (the tradesperson covering its postcode area),
 * accepted and completed through the API. Returns the job's id.
 */
export async function completedJob(
  request: APIRequestContext,
  client: Account,
  tradesperson: Account,
  overrides: Record<string, unknown> = {},
) {
  const job = await postJob(request, client, overrides);
  const asTrade = { authorization: `Bearer ${tradesperson.token}` };
  const asClient = { authorization: `Bearer ${client.token}` };
  const area = /^[A-Z]+/.exec(((overrides.address as { postcode?: string }) ?? {}).postcode ?? 'M3 4LQ')?.[0] ?? 'M';
  const coverage = await ok<{ coverage: string[] }>(await request.get('/api/coverage', { headers: asTrade }));
  if (!coverage.coverage.includes(area)) {
    await ok(
      await request.put('/api/coverage', { headers: asTrade, data: { coverage: [...coverage.coverage, area] } }),
    );
  }
  const { quotation } = await ok<{ quotation: { _id: string } }>(
    await request.post(`/api/apply-job/${job._id}`, {
      headers: asTrade,
      data: { quotation: 'I can do this next week, parts included.', price: 120 },
    }),
  );
  await ok(await request.post(`/api/accept-quotation/${job._id}/${quotation._id}`, { headers: asClient }));
  await ok(await request.post(`/api/jobs/${job._id}/complete`, { headers: asClient }));
  return job._id;
}

/** The client's review of a completed job, through the API. Returns the review's id. */
export async function writeReview(
  request: APIRequestContext,
  client: Account,
  jobId: string,
  review: { rating: number; quality?: number; reliability?: number; value?: number; text: string },
) {
  const { rating, quality = rating, reliability = rating, value = rating, text } = review;
  const written = await ok<{ _id: string }>(
    await request.post(`/api/jobs/${jobId}/review`, {
      headers: { authorization: `Bearer ${client.token}` },
      data: { rating, quality, reliability, value, text },
    }),
  );
  return written._id;
}

/**
 * Watches the scripts the page downloads: the returned function gives the addresses of those, so
 * far, whose code holds `marker` (a string or a pattern), once their bodies are read.
 */
export function scriptsHolding(page: Page, marker: string | RegExp): () => Promise<string[]> {
  const found: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const holds = (text: string) => (typeof marker === 'string' ? text.includes(marker) : marker.test(text));
    // A body still on its way when the test moves to another page can no longer be read: that
    // script was the earlier page's, and what it holds is no longer asked.
    found.push(
      response.text().then(
        (text) => (holds(text) ? response.url() : undefined),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((url): url is string => url !== undefined);
}
