/**
 * Every API route, every kind of caller. Each row says what each caller must get; the test walks
 * the whole table on the database under test, with real objects owned by client A and client B,
 * and fails on any other answer, on any data in a refusal, and on any route without a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../test/app.js';
import {
  clientInput,
  createAdmin,
  giveInsurance,
  jobInput,
  jobRequestInput,
  tradespersonInput,
} from '../test/factories.js';
import { encodeCoverage } from './lib/coverage.js';
import { newId } from './lib/ids.js';
import { hashPassword } from './lib/passwords.js';
import { isApiPath } from './plugins/api-paths.js';
import { createSession } from './modules/sessions/index.js';

const CALLERS = [
  'nobody',
  'clientA',
  'clientB',
  'tradeMatch',
  'tradeOther',
  'tradePending',
  'tradeSuspended',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Fixture {
  jobA: string;
  quotationA: string;
  hiredJobA: string;
  /** A change to hiredJobA's agreement proposed by client A: tradeMatch may answer it. */
  variationA: string;
  requestA: string;
  /** Client A's job, done by tradeMatch and completed: A may review it. */
  completedJobA: string;
  /** Client A's review of tradeMatch's work on another completed job. */
  reviewA: string;
  clientB: string;
  tradeMatch: string;
  messageId: string;
  /** The conversation of job A's quotation, between client A and tradeMatch. */
  conversationA: string;
  /** The hired job's conversation, reported by client A (administrators may read it). */
  reportedConversation: string;
  /** A visit tradeMatch proposed on conversationA (client A may pick it). */
  visitA: string;
  /** A visit booked on the hired job's conversation, between client A and tradeMatch (issue 42). */
  bookedVisitA: string;
}

interface Row {
  /** Path with :params filled from a fresh fixture, and the body to send. */
  request: (f: Fixture) => { url: string; body?: unknown };
  /** One status for every caller, or one per caller. */
  expect: number | Record<Caller, number>;
}

const ids: Record<Caller, string> = {} as Record<Caller, string>;
const emails: Partial<Record<Caller, string>> = {};
const PASSWORD = 'correct-horse';

const everyone = (status: number) => status;
const only = (allowed: Partial<Record<Caller, number>>, refused = 403): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, allowed[c] ?? (c === 'nobody' ? 401 : refused)])) as Record<Caller, number>;
/** Every signed-in client and tradesperson (not administrators). */
const clientsAndTrades = (status: number) =>
  only(Object.fromEntries(CALLERS.filter((c) => c !== 'nobody' && c !== 'admin').map((c) => [c, status])));
const signedIn = (status: number) => only({ ...clientsAndTrades(status), admin: status });
const clients = (a: number, b = a) => only({ clientA: a, clientB: b });
const trades = (status: number) => only({ tradeMatch: status, tradeOther: status, tradePending: status });
const admins = (status: number) => only({ admin: status });

const unique = () => newId().slice(0, 8);
/** A site visit's time `days` ahead (a London date). */
const visitTime = (days: number) => ({
  date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  ),
  start: '10:00',
  minutes: 60,
});
const clientEdit = () => ({
  name: 'Edited Name',
  email: `edited-${unique()}@example.com`,
  phoneNumber: '+447911123456',
  street: '2 Road',
  city: 'York',
  postcode: 'YO1 7HH',
});
const tradeEdit = () => ({
  ...clientEdit(),
  phoneNumber: undefined,
  businessName: 'Edited Ltd',
  contactNumber: '+447911123456',
  trade: 'plumber',
});

const REVIEW = {
  rating: 5,
  quality: 5,
  reliability: 4,
  value: 4,
  text: 'Turned up on time and fixed the leak for the quoted price.',
};

const VARIATION = { description: 'Add a second tap', priceChangePence: 5000, reason: 'Asked for' };

const TABLE: Record<string, Row> = {
  // The agreement of a hire (issue 41): its client and hired tradesperson only.
  'GET /api/jobs/:jobId/agreement': {
    request: (f) => ({ url: `/api/jobs/${f.hiredJobA}/agreement` }),
    expect: only({ clientA: 200, tradeMatch: 200 }),
  },
  'GET /api/jobs/:jobId/agreement/:version.pdf': {
    request: (f) => ({ url: `/api/jobs/${f.hiredJobA}/agreement/1.pdf` }),
    expect: only({ clientA: 200, tradeMatch: 200 }),
  },
  'POST /api/jobs/:jobId/variations': {
    request: (f) => ({ url: `/api/jobs/${f.hiredJobA}/variations`, body: VARIATION }),
    expect: only({ clientA: 201, tradeMatch: 201 }),
  },
  // The one who proposed it cannot answer it: the other side only.
  'POST /api/jobs/:jobId/variations/:variationId': {
    request: (f) => ({ url: `/api/jobs/${f.hiredJobA}/variations/${f.variationA}`, body: { answer: 'accept' } }),
    expect: only({ tradeMatch: 200 }),
  },
  'GET /healthz': { request: () => ({ url: '/healthz' }), expect: everyone(200) },
  // Without METRICS_TOKEN (as here) nobody may read the metrics, signed in or not (metrics.test.ts has the token).
  'GET /metrics': { request: () => ({ url: '/metrics' }), expect: everyone(404) },
  'POST /client/register': { request: () => ({ url: '/client/register', body: clientInput() }), expect: everyone(201) },
  'POST /tradeperson/register': {
    request: () => ({ url: '/tradeperson/register', body: tradespersonInput() }),
    expect: everyone(201),
  },
  'POST /client/login': {
    request: () => ({ url: '/client/login', body: { email: emails.clientA, password: PASSWORD } }),
    expect: everyone(200),
  },
  'POST /tradeperson/login': {
    request: () => ({ url: '/tradeperson/login', body: { email: emails.tradeMatch, password: PASSWORD } }),
    expect: everyone(200),
  },
  'POST /api/admin/login': {
    request: () => ({ url: '/api/admin/login', body: { email: emails.admin, password: PASSWORD } }),
    expect: everyone(200),
  },
  'GET /api/me': { request: () => ({ url: '/api/me' }), expect: signedIn(200) },
  'POST /api/logout': { request: () => ({ url: '/api/logout' }), expect: signedIn(204) },
  'POST /api/account/password': {
    request: () => ({
      url: '/api/account/password',
      body: { currentPassword: 'not-the-password', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    }),
    expect: signedIn(400),
  },
  'POST /api/newsletter/confirm': {
    request: () => ({ url: '/api/newsletter/confirm', body: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  'POST /api/password-reset': {
    request: () => ({ url: '/api/password-reset', body: { email: 'nobody-here@example.com', role: 'client' } }),
    expect: everyone(202),
  },
  'POST /api/password-reset/confirm': {
    request: () => ({
      url: '/api/password-reset/confirm',
      body: { token: 'x'.repeat(43), password: 'brand-new-pass-77', confirmPassword: 'brand-new-pass-77' },
    }),
    expect: everyone(400),
  },
  'POST /api/verify-email': {
    request: () => ({ url: '/api/verify-email', body: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  'POST /api/verify-email/resend': {
    request: () => ({ url: '/api/verify-email/resend' }),
    expect: only({
      clientA: 202,
      clientB: 202,
      tradeMatch: 202,
      tradeOther: 202,
      tradePending: 202,
      tradeSuspended: 202,
    }),
  },
  'GET /api/account': { request: () => ({ url: '/api/account' }), expect: clientsAndTrades(200) },
  'PUT /api/account': { request: () => ({ url: '/api/account', body: {} }), expect: clientsAndTrades(400) },
  'POST /api/account/email': {
    request: () => ({
      url: '/api/account/email',
      body: { email: `new-${unique()}@example.com`, password: 'not-the-password' },
    }),
    expect: clientsAndTrades(400),
  },
  'GET /api/account/export': { request: () => ({ url: '/api/account/export' }), expect: clientsAndTrades(200) },
  'GET /api/live': { request: () => ({ url: '/api/live' }), expect: clientsAndTrades(200) },
  'DELETE /api/account': {
    request: () => ({ url: '/api/account', body: { password: 'not-the-password' } }),
    expect: clientsAndTrades(400),
  },
  'GET /api/account/notifications': { request: () => ({ url: '/api/account/notifications' }), expect: signedIn(200) },
  'PUT /api/account/notifications': {
    request: () => ({ url: '/api/account/notifications', body: {} }),
    expect: signedIn(200),
  },
  'POST /api/unsubscribe': {
    request: () => ({ url: `/api/unsubscribe?token=${'x'.repeat(43)}` }),
    expect: everyone(400),
  },
  'POST /api/post-job': { request: () => ({ url: '/api/post-job', body: jobInput() }), expect: clients(201) },
  'GET /api/jobs': {
    request: () => ({ url: `/api/jobs?email=${encodeURIComponent(emails.clientA!)}` }),
    expect: clients(200, 403),
  },
  'GET /api/jobs/counts': { request: () => ({ url: '/api/jobs/counts' }), expect: clients(200) },
  // Job A has tradeMatch's quotation: its owner reaches the rule (409), nobody else the job.
  'PATCH /api/jobs/:jobId': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}`, body: { jobDescription: 'New words for the job.' } }),
    expect: clients(409, 403),
  },
  'POST /api/accept-quotation/:jobId/:quotationId': {
    request: (f) => ({ url: `/api/accept-quotation/${f.jobA}/${f.quotationA}` }),
    expect: clients(200, 403),
  },
  'POST /api/jobs/:jobId/complete': {
    request: (f) => ({ url: `/api/jobs/${f.hiredJobA}/complete` }),
    expect: clients(200, 403),
  },
  'POST /api/jobs/:jobId/cancel': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}/cancel` }),
    expect: clients(200, 403),
  },
  // A JSON body is not an upload: the owner is told a photo is missing; the others learn nothing.
  'POST /api/jobs/:jobId/photos': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}/photos`, body: {} }),
    expect: clients(400, 403),
  },
  'DELETE /api/jobs/:jobId/photos/:photoId': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}/photos/${newId()}` }),
    expect: clients(404, 403),
  },
  // Photos are served to whoever has a signed, unexpired link, never without one.
  'GET /api/jobs/:jobId/photos/:photoId': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}/photos/${newId()}?expires=4102444800&sig=${'k'.repeat(22)}` }),
    expect: everyone(404),
  },
  'GET /api/jobs/:jobId/photos/:photoId/thumbnail': {
    request: (f) => ({ url: `/api/jobs/${f.jobA}/photos/${newId()}/thumbnail` }),
    expect: everyone(404),
  },
  'GET /api/matching-jobs': { request: () => ({ url: '/api/matching-jobs?page=1&limit=10' }), expect: trades(200) },
  'GET /api/coverage': { request: () => ({ url: '/api/coverage' }), expect: trades(200) },
  'PUT /api/coverage': { request: () => ({ url: '/api/coverage', body: { coverage: ['M'] } }), expect: trades(200) },
  // Their own words, as the account page: a suspended tradesperson may still read and edit them (not shown).
  'GET /api/trade-profile': {
    request: () => ({ url: '/api/trade-profile' }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  'PUT /api/trade-profile': {
    request: () => ({
      url: '/api/trade-profile',
      body: {
        about: 'Boilers and leaks.',
        yearsTrading: 3,
        gasSafeNumber: '123456',
        schemeName: '',
        schemeNumber: '',
        insurer: '',
        policyNumber: '',
        coverPounds: null,
        insuranceExpiresOn: '',
      },
    }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  // Their own reliability figures and the leave they declare (issue 42).
  'GET /api/trade-profile/reliability': {
    request: () => ({ url: '/api/trade-profile/reliability' }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  'PUT /api/trade-profile/leave': {
    request: () => ({ url: '/api/trade-profile/leave', body: { until: visitTime(7).date } }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  'DELETE /api/trade-profile/leave': {
    request: () => ({ url: '/api/trade-profile/leave' }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  // Not multipart: refused (400) before anything is read.
  'PUT /api/trade-profile/portrait': {
    request: () => ({ url: '/api/trade-profile/portrait', body: {} }),
    expect: only({ tradeMatch: 400, tradeOther: 400, tradePending: 400, tradeSuspended: 400 }),
  },
  'DELETE /api/trade-profile/portrait': {
    request: () => ({ url: '/api/trade-profile/portrait' }),
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  'POST /api/trade-profile/portfolio': {
    request: () => ({ url: '/api/trade-profile/portfolio', body: {} }),
    expect: only({ tradeMatch: 400, tradeOther: 400, tradePending: 400, tradeSuspended: 400 }),
  },
  'PATCH /api/trade-profile/portfolio/:photoId': {
    request: () => ({ url: `/api/trade-profile/portfolio/${newId()}`, body: { caption: 'Kitchen' } }),
    expect: only({ tradeMatch: 404, tradeOther: 404, tradePending: 404, tradeSuspended: 404 }),
  },
  'DELETE /api/trade-profile/portfolio/:photoId': {
    request: () => ({ url: `/api/trade-profile/portfolio/${newId()}` }),
    expect: only({ tradeMatch: 404, tradeOther: 404, tradePending: 404, tradeSuspended: 404 }),
  },
  'GET /api/tradespeople/:id/images/:imageId': {
    request: (f) => ({ url: `/api/tradespeople/${f.tradeMatch}/images/${newId()}` }),
    expect: everyone(404),
  },
  'GET /api/tradespeople/:id/images/:imageId/thumbnail': {
    request: (f) => ({ url: `/api/tradespeople/${f.tradeMatch}/images/${newId()}/thumbnail` }),
    expect: everyone(404),
  },
  // tradeMatch claims no Gas Safe registration (only its insurance): there is nothing to check
  // (404), and only administrators learn that.
  'POST /api/admin/tradespeople/:id/credentials/:kind/check': {
    request: (f) => ({
      url: `/api/admin/tradespeople/${f.tradeMatch}/credentials/gas_safe/check`,
      body: { number: '123456', scheme: null, insurer: null, policyNumber: null, coverPounds: null, expiresOn: null },
    }),
    expect: admins(404),
  },
  'POST /api/admin/tradespeople/:id/credentials/:kind/uncheck': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}/credentials/gas_safe/uncheck` }),
    expect: admins(404),
  },
  'GET /api/coverage/towns': { request: () => ({ url: '/api/coverage/towns?radiusMiles=15' }), expect: trades(200) },
  'POST /api/apply-job/:jobId': {
    request: (f) => ({ url: `/api/apply-job/${f.jobA}`, body: { quotation: 'I can help', price: 50 } }),
    expect: only({ tradeMatch: 409, tradeOther: 403, tradePending: 403 }),
  },
  'GET /api/apply-job/:jobId': {
    request: (f) => ({ url: `/api/apply-job/${f.jobA}` }),
    expect: only({ tradeMatch: 200, tradeOther: 403, tradePending: 403 }),
  },
  'GET /api/applied-jobs': { request: () => ({ url: '/api/applied-jobs' }), expect: trades(200) },
  // Issue 41: the totals the quotation form shows, and renewing an expired itemised quotation
  // (quotationA is text alone: its own tradesperson is told it cannot be renewed).
  'POST /api/quote-preview': {
    request: () => ({
      url: '/api/quote-preview',
      body: {
        quote: { lines: [{ description: 'Tap', quantity: 1, unit: 'item', unitPricePence: 5000, vatRate: 20 }] },
      },
    }),
    // A sum worked out, nothing stored or shown of anyone: any tradesperson, suspended too.
    expect: only({ tradeMatch: 200, tradeOther: 200, tradePending: 200, tradeSuspended: 200 }),
  },
  'POST /api/quotations/:quotationId/renew': {
    request: (f) => ({ url: `/api/quotations/${f.quotationA}/renew`, body: { validityDays: 30 } }),
    expect: only({ tradeMatch: 409 }),
  },
  'POST /api/quotations/:quotationId/withdraw': {
    request: (f) => ({ url: `/api/quotations/${f.quotationA}/withdraw` }),
    expect: only({ tradeMatch: 200, tradeOther: 404, tradePending: 404, tradeSuspended: 404 }),
  },
  'GET /api/admin/stats': { request: () => ({ url: '/api/admin/stats' }), expect: admins(200) },
  'GET /api/admin/clients': { request: () => ({ url: '/api/admin/clients' }), expect: admins(200) },
  'GET /api/admin/tradespeople': {
    request: () => ({ url: '/api/admin/tradespeople?status=pending' }),
    expect: admins(200),
  },
  'GET /api/admin/jobs': { request: () => ({ url: '/api/admin/jobs' }), expect: admins(200) },
  'GET /api/admin/clients/:id/deletion': {
    request: (f) => ({ url: `/api/admin/clients/${f.clientB}/deletion` }),
    expect: admins(200),
  },
  'GET /api/admin/tradespeople/:id/deletion': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}/deletion` }),
    expect: admins(200),
  },
  'GET /api/admin/jobs/:id/deletion': {
    request: (f) => ({ url: `/api/admin/jobs/${f.jobA}/deletion` }),
    expect: admins(200),
  },
  'PUT /api/admin/clients/:id': {
    request: (f) => ({ url: `/api/admin/clients/${f.clientB}`, body: clientEdit() }),
    expect: admins(200),
  },
  'PUT /api/admin/tradespeople/:id': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}`, body: tradeEdit() }),
    expect: admins(200),
  },
  'POST /api/admin/tradespeople/:id/approve': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}/approve` }),
    expect: admins(200),
  },
  'POST /api/admin/tradespeople/:id/suspend': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}/suspend` }),
    expect: admins(200),
  },
  'DELETE /api/admin/clients/:id': {
    request: (f) => ({ url: `/api/admin/clients/${f.clientB}` }),
    expect: admins(200),
  },
  'DELETE /api/admin/tradespeople/:id': {
    request: (f) => ({ url: `/api/admin/tradespeople/${f.tradeMatch}` }),
    expect: admins(200),
  },
  'DELETE /api/admin/jobs/:id': { request: (f) => ({ url: `/api/admin/jobs/${f.jobA}` }), expect: admins(200) },
  'GET /api/admin/contact-messages': { request: () => ({ url: '/api/admin/contact-messages' }), expect: admins(200) },
  'GET /api/admin/outbox': { request: () => ({ url: '/api/admin/outbox' }), expect: admins(200) },
  // An email nobody wrote: only administrators learn that (404); each reading is audited.
  'GET /api/admin/outbox/:id': {
    request: () => ({ url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000' }),
    expect: admins(404),
  },
  'POST /api/admin/contact-messages/:id/read': {
    request: (f) => ({ url: `/api/admin/contact-messages/${f.messageId}/read` }),
    expect: admins(200),
  },
  'GET /api/admin/job-requests': { request: () => ({ url: '/api/admin/job-requests' }), expect: admins(200) },
  'GET /api/admin/newsletter': { request: () => ({ url: '/api/admin/newsletter' }), expect: admins(200) },
  'GET /api/admin/newsletter.csv': { request: () => ({ url: '/api/admin/newsletter.csv' }), expect: admins(200) },
  'GET /api/admin/audit': { request: () => ({ url: '/api/admin/audit' }), expect: admins(200) },
  'GET /api/admin/audit.csv': { request: () => ({ url: '/api/admin/audit.csv' }), expect: admins(200) },
  'GET /api/tradespeople': { request: () => ({ url: '/api/tradespeople' }), expect: everyone(200) },
  // Issue 40: a trade-and-place page's data, public.
  'GET /api/places/:trade/:place': { request: () => ({ url: '/api/places/plumber/leeds' }), expect: everyone(200) },
  'GET /api/tradespeople/:id': {
    request: (f) => ({ url: `/api/tradespeople/${f.tradeMatch}` }),
    expect: everyone(200),
  },
  'GET /api/tradespeople/:id/reviews': {
    request: (f) => ({ url: `/api/tradespeople/${f.tradeMatch}/reviews` }),
    expect: everyone(200),
  },
  'GET /api/stats': { request: () => ({ url: '/api/stats' }), expect: everyone(200) },
  'GET /api/site-config': { request: () => ({ url: '/api/site-config' }), expect: everyone(200) },
  'POST /api/jobs/:jobId/review': {
    request: (f) => ({ url: `/api/jobs/${f.completedJobA}/review`, body: REVIEW }),
    expect: clients(201, 403),
  },
  'PUT /api/reviews/:id': {
    request: (f) => ({ url: `/api/reviews/${f.reviewA}`, body: REVIEW }),
    expect: clients(200, 403),
  },
  'GET /api/reviews/mine': { request: () => ({ url: '/api/reviews/mine' }), expect: clients(200) },
  'GET /api/reviews/received': { request: () => ({ url: '/api/reviews/received' }), expect: trades(200) },
  'POST /api/reviews/:id/reply': {
    request: (f) => ({ url: `/api/reviews/${f.reviewA}/reply`, body: { text: 'Thank you for the kind words.' } }),
    expect: only({ tradeMatch: 201 }),
  },
  'POST /api/reviews/:id/report': {
    request: (f) => ({ url: `/api/reviews/${f.reviewA}/report`, body: { reason: 'offensive' } }),
    expect: signedIn(201),
  },
  'GET /api/admin/reviews': { request: () => ({ url: '/api/admin/reviews?status=all' }), expect: admins(200) },
  'POST /api/admin/reviews/:id/hide': {
    request: (f) => ({ url: `/api/admin/reviews/${f.reviewA}/hide`, body: { reason: 'offensive' } }),
    expect: admins(200),
  },
  'POST /api/admin/reviews/:id/restore': {
    request: (f) => ({ url: `/api/admin/reviews/${f.reviewA}/restore` }),
    expect: admins(200),
  },
  'GET /api/conversations': { request: () => ({ url: '/api/conversations' }), expect: clientsAndTrades(200) },
  // Someone outside the conversation, administrators too, is answered as for an unknown one.
  'GET /api/conversations/:conversationId': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}` }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  'GET /api/conversations/:conversationId/messages': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}/messages` }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  'POST /api/conversations/:conversationId/messages': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}/messages`, body: { text: 'Hello' } }),
    expect: only({ clientA: 201, tradeMatch: 201 }, 404),
  },
  'POST /api/conversations/:conversationId/read': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}/read` }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  'POST /api/conversations/:conversationId/report': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}/report`, body: { reason: 'spam' } }),
    expect: only({ clientA: 201, tradeMatch: 201 }, 404),
  },
  'GET /api/admin/conversations': { request: () => ({ url: '/api/admin/conversations' }), expect: admins(200) },
  // Site visits (issue 42): the two sides of the conversation only; anyone else as for an unknown one.
  'GET /api/visits': { request: () => ({ url: '/api/visits' }), expect: clientsAndTrades(200) },
  'GET /api/conversations/:conversationId/visits': {
    request: (f) => ({ url: `/api/conversations/${f.conversationA}/visits` }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  'POST /api/conversations/:conversationId/visits': {
    request: (f) => ({
      url: `/api/conversations/${f.conversationA}/visits`,
      body: { times: [visitTime(4)], shareAddress: true },
    }),
    expect: only({ clientA: 201, tradeMatch: 201 }, 404),
  },
  // tradeMatch proposed it: only client A may pick it.
  'POST /api/visits/:visitId/pick': {
    request: (f) => ({ url: `/api/visits/${f.visitA}/pick`, body: { option: 0, shareAddress: true } }),
    expect: only({ clientA: 200, tradeMatch: 409 }, 404),
  },
  'POST /api/visits/:visitId/move': {
    request: (f) => ({ url: `/api/visits/${f.bookedVisitA}/move`, body: { ...visitTime(5), reason: 'Later' } }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  'POST /api/visits/:visitId/cancel': {
    request: (f) => ({ url: `/api/visits/${f.bookedVisitA}/cancel`, body: { reason: 'Not needed' } }),
    expect: only({ clientA: 200, tradeMatch: 200 }, 404),
  },
  // Only the client says how it went (not before it ends); only the tradesperson replies (once there is a word).
  'POST /api/visits/:visitId/outcome': {
    request: (f) => ({ url: `/api/visits/${f.bookedVisitA}/outcome`, body: { outcome: 'happened' } }),
    expect: only({ clientA: 409, tradeMatch: 403 }, 404),
  },
  'POST /api/visits/:visitId/reply': {
    request: (f) => ({ url: `/api/visits/${f.bookedVisitA}/reply`, body: { text: 'Thanks' } }),
    expect: only({ clientA: 403, tradeMatch: 409 }, 404),
  },
  'GET /api/visit-calendar': { request: () => ({ url: '/api/visit-calendar' }), expect: clientsAndTrades(200) },
  'PUT /api/visit-calendar': {
    request: () => ({ url: '/api/visit-calendar', body: { remindTwoHours: true } }),
    expect: clientsAndTrades(200),
  },
  'POST /api/visit-calendar/feed': {
    request: () => ({ url: '/api/visit-calendar/feed' }),
    expect: clientsAndTrades(201),
  },
  'DELETE /api/visit-calendar/feed': {
    request: () => ({ url: '/api/visit-calendar/feed' }),
    expect: clientsAndTrades(204),
  },
  // The feed's secret token is its only key: an unknown one is 404 to everyone.
  'GET /api/calendar-feeds/:token/visits.ics': {
    request: () => ({ url: '/api/calendar-feeds/an-unknown-token-000000000/visits.ics' }),
    expect: everyone(404),
  },
  'GET /api/admin/conversations/:conversationId/messages': {
    request: (f) => ({ url: `/api/admin/conversations/${f.reportedConversation}/messages` }),
    expect: admins(200),
  },
  'GET /api/categories': { request: () => ({ url: '/api/categories' }), expect: everyone(200) },
  'GET /api/top-rated': { request: () => ({ url: '/api/top-rated' }), expect: everyone(200) },
  'POST /api/job-requests': {
    request: () => ({ url: '/api/job-requests', body: jobRequestInput('someone@example.com') }),
    expect: everyone(201),
  },
  // The emailed link is the only key: anyone holding one may use it (jobs/from-request.test.ts).
  'POST /api/job-requests/publish': {
    request: () => ({ url: '/api/job-requests/publish', body: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  'GET /api/job-requests/mine': { request: () => ({ url: '/api/job-requests/mine' }), expect: clients(200) },
  'POST /api/job-requests/:id/dismiss': {
    request: (f) => ({ url: `/api/job-requests/${f.requestA}/dismiss` }),
    expect: clients(200, 404),
  },
  'POST /api/contact': {
    request: () => ({
      url: '/api/contact',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '07911123456',
        website: 'example.com',
        message: 'Hello',
      },
    }),
    expect: everyone(201),
  },
  'POST /api/newsletter': {
    request: () => ({ url: '/api/newsletter', body: { email: 'news@example.com' } }),
    expect: everyone(200),
  },
};

let ctx: TestContext;

async function account(caller: Exclude<Caller, 'nobody'>, passwordHash: string) {
  const id = newId();
  const email = `${caller.toLowerCase()}-${unique()}@example.com`;
  const now = new Date().toISOString();
  const db = ctx.database.db;
  if (caller === 'clientA' || caller === 'clientB') {
    await db
      .insertInto('clients')
      .values({
        id,
        email,
        name: caller,
        passwordHash,
        phoneNumber: '+447911123456',
        street: '1 Road',
        city: 'Manchester',
        postcode: 'M1 5QA',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  } else if (caller === 'admin') {
    await createAdmin(db, { id, email, password: PASSWORD });
  } else {
    const status = caller === 'tradePending' ? 'pending' : caller === 'tradeSuspended' ? 'suspended' : 'approved';
    const other = caller === 'tradeOther';
    await db
      .insertInto('tradespeople')
      .values({
        id,
        email,
        name: caller,
        passwordHash,
        businessName: `${caller} Ltd`,
        contactNumber: '+447911123456',
        trade: other ? 'electrician' : 'plumber',
        street: '1 Road',
        city: other ? 'London' : 'Manchester',
        postcode: other ? 'SW11 5RW' : 'M1 5QA',
        status,
        coverage: encodeCoverage([other ? 'SW' : 'M']),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    // Listed once approved: a checked public liability insurance (the listing rule).
    await giveInsurance(db, id);
  }
  ids[caller] = id;
  emails[caller] = email;
}

/** Fresh objects for one call: client A's open job with tradeMatch's quotation, a hired job, ... */
async function fixture(): Promise<Fixture> {
  const post = async (url: string, caller: Caller, body?: unknown) => {
    const res = await call('POST', url, caller, body);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
    return res.json();
  };
  const jobA = (await post('/api/post-job', 'clientA', jobInput()))._id as string;
  const quotationA = (await post(`/api/apply-job/${jobA}`, 'tradeMatch', { quotation: 'Yes' })).quotation._id as string;
  const hiredJobA = (await post('/api/post-job', 'clientA', jobInput()))._id as string;
  const hiredQuote = (await post(`/api/apply-job/${hiredJobA}`, 'tradeMatch', { quotation: 'Yes' })).quotation
    ._id as string;
  await post(`/api/accept-quotation/${hiredJobA}/${hiredQuote}`, 'clientA');
  const variationA = (await post(`/api/jobs/${hiredJobA}/variations`, 'clientA', VARIATION)).variations[0]
    ._id as string;
  const completed = async () => {
    const jobId = (await post('/api/post-job', 'clientA', jobInput()))._id as string;
    const quote = (await post(`/api/apply-job/${jobId}`, 'tradeMatch', { quotation: 'Yes' })).quotation._id as string;
    await post(`/api/accept-quotation/${jobId}/${quote}`, 'clientA');
    await post(`/api/jobs/${jobId}/complete`, 'clientA');
    return jobId;
  };
  const completedJobA = await completed();
  const reviewA = (await post(`/api/jobs/${await completed()}/review`, 'clientA', REVIEW))._id as string;
  const requestA = (await post('/api/job-requests', 'nobody', jobRequestInput(emails.clientA!)))._id as string;
  const messageId = (await post('/api/contact', 'nobody', TABLE['POST /api/contact']!.request({} as Fixture).body))
    ._id as string;
  const conversationOf = async (quotationId: string) =>
    (
      await ctx.database.db
        .selectFrom('conversations')
        .select('id')
        .where('quotationId', '=', quotationId)
        .executeTakeFirstOrThrow()
    ).id;
  const reportedConversation = await conversationOf(hiredQuote);
  await post(`/api/conversations/${reportedConversation}/report`, 'clientA', { reason: 'spam' });
  const conversationA = await conversationOf(quotationA);
  const visitA = (await post(`/api/conversations/${conversationA}/visits`, 'tradeMatch', { times: [visitTime(3)] }))
    ._id as string;
  const bookedVisitA = (
    await post(`/api/conversations/${reportedConversation}/visits`, 'tradeMatch', { times: [visitTime(2)] })
  )._id as string;
  await post(`/api/visits/${bookedVisitA}/pick`, 'clientA', { option: 0, shareAddress: true });
  return {
    conversationA,
    visitA,
    bookedVisitA,
    reportedConversation,
    jobA,
    quotationA,
    hiredJobA,
    variationA,
    requestA,
    completedJobA,
    reviewA,
    clientB: ids.clientB,
    tradeMatch: ids.tradeMatch,
    messageId,
  };
}

/** Answers that never end (Server-Sent Events): their status and headers are what is checked. */
const STREAMS = new Set(['/api/live']);

async function call(method: Method, url: string, caller: Caller, body?: unknown) {
  const token = caller === 'nobody' ? null : await createSession(ctx.database.db, roleOf(caller), ids[caller]);
  const res = await ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
    payloadAsStream: STREAMS.has(url),
  });
  if (!STREAMS.has(url)) return res;
  const stream = res.stream();
  let text = '';
  if (res.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) text += String(chunk);
  return { statusCode: res.statusCode, body: text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const roleOf = (caller: Caller) =>
  caller.startsWith('client') ? 'client' : caller === 'admin' ? 'admin' : 'tradesperson';

/** Restores the accounts a row may have changed (suspended, deleted, edited). */
async function resetAccounts(passwordHash: string) {
  const db = ctx.database.db;
  await db.deleteFrom('clients').where('id', 'in', [ids.clientA, ids.clientB]).execute();
  await db
    .deleteFrom('tradespeople')
    .where('id', 'in', [ids.tradeMatch, ids.tradeOther, ids.tradePending, ids.tradeSuspended])
    .execute();
  await db.deleteFrom('admins').where('id', '=', ids.admin).execute();
  for (const caller of CALLERS) if (caller !== 'nobody') await account(caller, passwordHash);
}

let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => ctx.close());

describe(`access control for every route (${dialectName()})`, () => {
  it('has a row for every route the API serves', () => {
    const served = ctx.app.routeList
      .filter((r) => isApiPath(r.url) && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((route) => !(route in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((route) => !served.includes(route))).toEqual([]);
  });

  // One test per route, so that a slow machine slows each a little rather than one past its limit.
  it.each(Object.keys(TABLE))(
    '%s answers each caller as the table says, with no data in any refusal',
    { timeout: 60_000 },
    async (route) => {
      const row = TABLE[route]!;
      const [method, path] = route.split(' ') as [Method, string];
      const failures: string[] = [];
      for (const caller of CALLERS) {
        await resetAccounts(passwordHash);
        const f = await fixture();
        const { url, body } = row.request(f);
        const expected = typeof row.expect === 'number' ? row.expect : row.expect[caller];
        const res = await call(method, url, caller, body);
        if (res.statusCode !== expected)
          failures.push(`${route} as ${caller}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400) {
          const keys = Object.keys(res.json());
          if (!keys.every((k) => ['error', 'message', 'code', 'details'].includes(k)))
            failures.push(`${route} as ${caller}: refusal carries ${keys}`);
          for (const secret of [f.jobA, f.quotationA, emails.clientA!]) {
            if (res.body.includes(secret) && expected >= 400)
              failures.push(`${route} as ${caller}: refusal mentions ${secret}`);
          }
        }
        if (path === '/api/jobs' && caller === 'clientB' && res.body.includes(f.jobA))
          failures.push('client B saw client A’s job');
        if (
          path === '/api/matching-jobs' &&
          res.statusCode === 200 &&
          /1 Road|22 Deansgate|contactEmail/.test(res.body)
        ) {
          failures.push(`${caller} saw a street or contact email before being hired`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
