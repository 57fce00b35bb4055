/**
 * Property-based hostile input: for every API route, bodies, query strings and path ids made from
 * its schema and broken in every way (wrong types, missing and extra fields, huge strings, control
 * and unicode characters, HTML and SQL fragments, malformed JSON, wrong content types). Every
 * answer must be a 2xx or a 4xx with the error shape; a 4xx changes nothing; nothing is a 5xx or
 * an unhandled error in the log.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../test/app.js';
import {
  clientInput,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  jobInput,
  tradespersonInput,
} from '../test/factories.js';
import { isApiPath } from './plugins/api-paths.js';
import { createSession } from './modules/sessions/index.js';
import type { Database } from './db/schema.js';

let ctx: TestContext;
const users: Record<'client' | 'tradesperson' | 'admin', string> = { client: '', tradesperson: '', admin: '' };
let jobId = '';
/** A review by the client of the tradesperson's work on another, completed job. */
let reviewId = '';
/** That completed job's conversation between the client and the tradesperson. */
let conversationId = '';
const REVIEW = { rating: 4, quality: 4, reliability: 5, value: 3, text: 'Tidy work, arrived when he said he would.' };

beforeAll(async () => {
  ctx = await createTestApp();
  const client = await createClient(ctx.app);
  const person = await createTradesperson(ctx.app);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  users.admin = (await createAdmin(ctx.database.db)).id;
  users.client = client.id;
  users.tradesperson = person.id;
  jobId = (await createJob(ctx.app, client.token))._id;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const done = (await createJob(ctx.app, client.token))._id;
  const quote = await ctx.app.inject({
    method: 'POST',
    url: `/api/apply-job/${done}`,
    headers: as(person.token),
    payload: { quotation: 'Yes' },
  });
  const quotationId = quote.json().quotation._id as string;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/accept-quotation/${done}/${quotationId}`,
    headers: as(client.token),
  });
  await ctx.app.inject({ method: 'POST', url: `/api/jobs/${done}/complete`, headers: as(client.token) });
  const written = await ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/${done}/review`,
    headers: as(client.token),
    payload: REVIEW,
  });
  reviewId = written.json()._id as string;
  expect(written.statusCode).toBe(201);
  const applied = await ctx.app.inject({ method: 'GET', url: '/api/applied-jobs', headers: as(person.token) });
  conversationId = applied.json()[0].conversationId as string;
});
afterAll(async () => ctx.close());

const TABLES: (keyof Database)[] = [
  'clients',
  'tradespeople',
  'admins',
  'jobs',
  'quotations',
  'jobRequests',
  'contactMessages',
  'newsletterSubscriptions',
  'auditLog',
  'reviews',
  'reviewReports',
  'reviewRequests',
  'tradespersonRatings',
  'conversations',
  'messages',
  'conversationReports',
];

/** A fingerprint of every table that a refused request must leave as it was. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await ctx.database.db.selectFrom(table).selectAll().execute();
      return `${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`;
    }),
  );
  return parts.join('\n');
}

const nasty = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    "' OR 1=1; DROP TABLE clients; --",
    '../../etc/passwd',
    '\u0000\u0001\u001f',
    '\u202e\u200b🙂𝕏',
    '%00',
    '{"$gt": ""}',
    'x'.repeat(5000),
    '',
    ' ',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  '/client/register': () => clientInput(),
  '/tradeperson/register': () => tradespersonInput(),
  '/client/login': () => ({ email: 'someone@example.com', password: 'whatever' }),
  '/tradeperson/login': () => ({ email: 'someone@example.com', password: 'whatever' }),
  '/api/admin/login': () => ({ email: 'someone@example.com', password: 'whatever' }),
  '/api/post-job': () => jobInput(),
  '/api/apply-job/:jobId': () => ({ quotation: 'I can do it', price: 10 }),
  '/api/jobs/:jobId': () => ({ jobDescription: 'New words for the job.' }),
  '/api/coverage': () => ({ coverage: ['M'] }),
  '/api/account/password': () => ({
    currentPassword: 'correct-horse',
    password: 'new-password-1',
    confirmPassword: 'new-password-1',
  }),
  '/api/job-requests': () => ({
    tradespersonType: 'plumber',
    serviceCompletionTime: 'no_date',
    propertyType: 'flat',
    address: { street: '1 Road', city: 'Leeds', postcode: 'LS1 6HD' },
    contactDetails: { email: 'a@example.com', confirmEmail: 'a@example.com' },
  }),
  '/api/contact': () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '07911123456',
    website: 'example.com',
    message: 'Hi',
  }),
  '/api/newsletter': () => ({ email: 'n@example.com' }),
  '/api/password-reset': () => ({ email: 'someone@example.com', role: 'client' }),
  '/api/password-reset/confirm': () => ({
    token: 'a'.repeat(43),
    password: 'brand-new-pass-77',
    confirmPassword: 'brand-new-pass-77',
  }),
  '/api/verify-email': () => ({ token: 'a'.repeat(43) }),
  '/api/newsletter/confirm': () => ({ token: 'a'.repeat(43) }),
  '/api/account/notifications': () => ({ quotations: true }),
  '/api/account/email': () => ({ email: 'moved@example.com', password: 'correct-horse' }),
  '/api/jobs/:jobId/review': () => REVIEW,
  '/api/reviews/:id': () => REVIEW,
  '/api/reviews/:id/reply': () => ({ text: 'Thank you for the review.' }),
  '/api/reviews/:id/report': () => ({ reason: 'offensive', details: 'Rude words.' }),
  '/api/admin/reviews/:id/hide': () => ({ reason: 'offensive' }),
  '/api/admin/tradespeople/:id/credentials/:kind/check': () => ({
    number: '123456',
    scheme: null,
    insurer: null,
    policyNumber: null,
    coverPounds: null,
    expiresOn: null,
  }),
  '/api/conversations/:conversationId/messages': () => ({ text: 'Hello <b>there</b>' }),
  '/api/conversations/:conversationId/report': () => ({ reason: 'spam', details: 'Adverts.' }),
  '/api/admin/clients/:id': () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '07911123456',
    street: '1 Road',
    city: 'Leeds',
    postcode: 'LS1 6HD',
  }),
  '/api/admin/tradespeople/:id': () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    businessName: 'Ada Ltd',
    contactNumber: '07911123456',
    trade: 'plumber',
    street: '1 Road',
    city: 'Leeds',
    postcode: 'LS1 6HD',
  }),
};

/** A body: a valid one with one field broken, missing or added, or something else entirely. */
const bodyFor = (url: string) => {
  const valid = VALID_BODIES[url]?.() ?? {};
  const keys = Object.keys(valid);
  return fc.oneof(
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), anyValue).map(([k, v]) => ({ ...valid, [k]: v }))
      : fc.constant(valid),
    keys.length
      ? fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k)))
      : fc.constant({}),
    fc.tuple(nasty, anyValue).map(([k, v]) => ({ ...valid, [k || 'extra']: v })),
    anyValue,
  );
};

/**
 * A multipart body as an attacker sends one to any route (issue 38, item 10): without a boundary,
 * cut off inside its file, or garbage after the header that names a boundary.
 */
function multipartPayload(variant: string, text: string): { payload: Buffer; contentType: string } {
  const boundary = 'hostileBoundary';
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff${text}\r\n--${boundary}--\r\n`,
    'latin1',
  );
  if (variant === 'multipart-no-boundary') return { payload: whole, contentType: 'multipart/form-data' };
  const payload =
    variant === 'multipart-cut' ? whole.subarray(0, whole.length - 20) : Buffer.from(`\u0000${text}--\r\n`, 'utf8');
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const idFor = fc.oneof(
  fc.constant('JOB'),
  fc.constant('REVIEW'),
  fc.constant('CONVERSATION'),
  fc.uuid(),
  nasty.map((s) => encodeURIComponent(s).slice(0, 200) || 'x'),
);

function roleFor(url: string): 'client' | 'tradesperson' | 'admin' {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (/matching-jobs|coverage|apply-job|applied-jobs|quotations\/|reviews\/received|trade-profile|\/reply$/.test(url))
    return 'tradesperson';
  return 'client';
}

describe(`hostile input on every route (${dialectName()})`, () => {
  // GET /api/live takes no input and, once accepted, never ends: live.test.ts covers what it refuses.
  const skipped = new Set(['/api/logout', '/api/live']);
  const routes = () =>
    ctx.app.routeList.filter((r) => isApiPath(r.url) && !r.url.startsWith('/api/docs') && !skipped.has(r.url));

  it(
    'answers every generated request with a 2xx or a 4xx in the error shape, and a 4xx changes nothing',
    { timeout: 240_000 },
    async () => {
      const problems: string[] = [];
      for (const route of routes()) {
        await fc.assert(
          fc.asyncProperty(
            idFor,
            idFor,
            bodyFor(route.url),
            fc.dictionary(
              fc.constantFrom('page', 'limit', 'email', 'search', 'status', 'q', 'trade', 'location', 'sort'),
              nasty,
              { maxKeys: 3 },
            ),
            fc.constantFrom(
              'json',
              'json',
              'json',
              'malformed',
              'text',
              'form',
              'multipart-no-boundary',
              'multipart-cut',
              'multipart-garbage',
            ),
            async (id1, id2, body, query, format) => {
              const fill = (id: string) =>
                id === 'JOB' ? jobId : id === 'REVIEW' ? reviewId : id === 'CONVERSATION' ? conversationId : id;
              let first = true;
              const path = route.url.replace(/:(\w+)/g, () => {
                const value = fill(first ? id1 : id2);
                first = false;
                return value;
              });
              const qs = new URLSearchParams(query as Record<string, string>).toString();
              const token = await createSession(ctx.database.db, roleFor(route.url), users[roleFor(route.url)]);
              const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
              const multipart = format.startsWith('multipart')
                ? multipartPayload(format, typeof body === 'string' ? body : JSON.stringify(body))
                : undefined;
              const payload = multipart
                ? multipart.payload
                : format === 'malformed'
                  ? '{"broken": '
                  : format === 'text'
                    ? 'just text'
                    : format === 'form'
                      ? 'a=1&b=2'
                      : JSON.stringify(body);
              const contentType = multipart
                ? multipart.contentType
                : format === 'text'
                  ? 'text/plain'
                  : format === 'form'
                    ? 'application/x-www-form-urlencoded'
                    : 'application/json';
              const before = await snapshot();
              const res = await ctx.app.inject({
                method: route.method as 'GET',
                url: qs ? `${path}?${qs}` : path,
                headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': contentType } : {}) },
                ...(hasBody ? { payload } : {}),
              });
              const label = `${route.method} ${route.url} -> ${res.statusCode}`;
              if (res.statusCode >= 500) problems.push(`${label}: ${res.body.slice(0, 200)}`);
              if (res.statusCode >= 400) {
                const json = res.json();
                if (typeof json.code !== 'string' || json.error !== json.message)
                  problems.push(`${label}: not the error shape`);
                if ((await snapshot()) !== before) problems.push(`${label}: a refused request changed the database`);
              }
            },
          ),
          { numRuns: 25, seed: 20261122 },
        );
      }
      const unhandled = ctx.logs.filter((line) => Number(line.level) >= 50);
      expect(unhandled).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
