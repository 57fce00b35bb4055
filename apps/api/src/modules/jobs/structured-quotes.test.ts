import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ClientJob, QuotePreviewAnswer, QuoteView } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';
import { sendQuoteExpiryNotices } from './quote-expiry.js';

/**
 * Structured quotes (issue 41): a quotation may carry lines, VAT, inclusions, a deposit, dates and
 * a validity; the server computes and answers its totals, refuses what nobody can pay, refuses to
 * hire on an expired one, lets its author renew it once, and tells the client before it expires.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let seq = 0;
async function approvedPlumber() {
  seq += 1;
  const plumber = await createTradesperson(ctx.app, { businessName: `Quote Plumbing ${seq}` });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', plumber.id).execute();
  return plumber;
}

const itemised = {
  lines: [
    { description: 'Tiling', quantity: 2.5, unit: 'm²', unitPricePence: 4000, vatRate: 20 },
    { description: 'New tap', quantity: 1, unit: 'item', unitPricePence: 8999, vatRate: 20 },
    { description: 'Disabled access rail', quantity: 1, unit: 'item', unitPricePence: 5000, vatRate: 5 },
  ],
  vatRegistered: true,
  vatRounding: 'line',
  included: { materials: true, wasteRemoval: true, makingGood: false, parking: false },
  excludedText: 'Skip hire',
  deposit: { kind: 'percent', percent: 10 },
  startDate: '2027-01-11',
  duration: { value: 2, unit: 'day' },
};
// Net 10000 + 8999 + 5000 = 23999p; VAT 2000 + 1800 (1799.8) + 250 = 4050p; gross 28049p; deposit 2805p (2804.9).
const expectedTotals = {
  itemised: true,
  netPence: 23999,
  vatPence: 4050,
  grossPence: 28049,
  depositPence: 2805,
  depositPercent: 10,
  depositAboveAdvice: false,
};

async function quotedJob(quote: object | undefined, price?: number) {
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token);
  const plumber = await approvedPlumber();
  const res = await call('POST', `/api/apply-job/${job._id}`, plumber.token, {
    quotation: 'Itemised below.',
    ...(price === undefined ? {} : { price }),
    ...(quote ? { quote } : {}),
  });
  return { client, job, plumber, res };
}

const clientQuotations = async (token: string, jobId: string) =>
  (await call('GET', '/api/jobs', token)).json<ClientJob[]>().find((job) => job._id === jobId)!.quotations;

const setValidUntil = (id: string, validUntil: string) =>
  ctx.database.db.updateTable('quotations').set({ validUntil }).where('id', '=', id).execute();

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(`structured quotes (${dialectName()})`, () => {
  it('keeps the specification’s {quotation} alone working as before, with no quote and no expiry', async () => {
    const { client, job, res } = await quotedJob(undefined, 120);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quotation).toMatchObject({ price: 120, quote: null });
    const [mine] = await clientQuotations(client.token, job._id);
    expect(mine).toMatchObject({ price: 120, quote: null });
    await ctx.database.db.updateTable('quotations').set({ createdAt: '2020-01-01T00:00:00.000Z' }).execute();
    expect((await call('POST', `/api/accept-quotation/${job._id}/${mine!._id}`, client.token)).statusCode).toBe(200);
  });

  it('stores the lines and answers the totals the server computed, to the client and the tradesperson', async () => {
    const { client, job, plumber, res } = await quotedJob(itemised, 1);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<{ quotation: { price: number; quote: QuoteView } }>().quotation;
    // With lines, the price is the quote's gross (a price sent alongside is replaced by it).
    expect(sent.price).toBe(280.49);
    expect(sent.quote.totals).toMatchObject(expectedTotals);
    expect(sent.quote.totals.vat).toEqual([
      { rate: 20, netPence: 18999, vatPence: 3800 },
      { rate: 5, netPence: 5000, vatPence: 250 },
    ]);
    expect(sent.quote).toMatchObject({ validUntil: dayIn(30), expired: false, renewed: false });

    const [seen] = await clientQuotations(client.token, job._id);
    expect(seen!.quote!.totals).toMatchObject(expectedTotals);
    expect(seen!.quote!.quote).toMatchObject({ excludedText: 'Skip hire', duration: { value: 2, unit: 'day' } });
    expect(seen!.distanceMiles).toEqual(expect.any(Number));
    expect(seen!.tradesperson.credentials).toContainEqual(expect.objectContaining({ kind: 'insurance' }));

    const applied = (await call('GET', '/api/applied-jobs', plumber.token)).json<Application[]>();
    expect(applied.find((a) => a._id === seen!._id)!.quote!.totals.grossPence).toBe(28049);
  });

  it('rounds VAT on the total when the quote says so', async () => {
    const preview = await call('POST', '/api/quote-preview', (await approvedPlumber()).token, {
      quote: { ...itemised, vatRounding: 'total' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // 18999 × 20% = 3799.8 → 3800; 5000 × 5% = 250: the same here, stated as 'total'.
    expect(preview.json<QuotePreviewAnswer>().totals).toMatchObject({ vatPence: 4050, grossPence: 28049 });
    expect(preview.json<QuotePreviewAnswer>().validUntil).toBe(dayIn(30));
  });

  it.each([
    [
      'a negative quantity',
      { lines: [{ ...itemised.lines[0], quantity: -1 }] },
      'quote.lines.0.quantity',
      'quote.quantityInvalid',
    ],
    [
      'an absurd unit price',
      { lines: [{ ...itemised.lines[0], unitPricePence: 1e12 }] },
      'quote.lines.0.unitPricePence',
      'quote.unitPriceInvalid',
    ],
    [
      'a total above £1,000,000',
      { lines: [{ ...itemised.lines[0], quantity: 10_000, unitPricePence: 1_000_000 }] },
      'quote.lines',
      'quote.totalTooLarge',
    ],
    [
      'a deposit above 25%',
      { ...itemised, deposit: { kind: 'percent', percent: 30 } },
      'quote.deposit',
      'quote.depositTooHigh',
    ],
    [
      'a rate of 17.5%',
      { lines: [{ ...itemised.lines[0], vatRate: 17.5 }] },
      'quote.lines.0.vatRate',
      'quote.vatRateInvalid',
    ],
  ])('refuses %s with 400 and its code, storing nothing', async (_name, quote, field, code) => {
    const { client, job, res } = await quotedJob(quote);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await clientQuotations(client.token, job._id)).toEqual([]);
  });

  it('previews for tradespeople only', async () => {
    expect((await call('POST', '/api/quote-preview', undefined, { quote: itemised })).statusCode).toBe(401);
    const client = await createClient(ctx.app);
    expect((await call('POST', '/api/quote-preview', client.token, { quote: itemised })).statusCode).toBe(403);
  });

  it('refuses to hire on an expired quotation with 409 QUOTATION_EXPIRED, changing nothing', async () => {
    const { client, job, res } = await quotedJob(itemised);
    const id = res.json().quotation._id as string;
    await setValidUntil(id, dayIn(-2));
    const accept = await call('POST', `/api/accept-quotation/${job._id}/${id}`, client.token);
    expect(accept.statusCode, accept.body).toBe(409);
    expect(accept.json().code).toBe('QUOTATION_EXPIRED');
    const [still] = await clientQuotations(client.token, job._id);
    expect(still).toMatchObject({ status: 'pending', quote: { expired: true } });
    expect((await call('GET', '/api/jobs', client.token)).json<ClientJob[]>()[0]!.status).toBe('open');
  });

  it('lets its author renew it once with a new validity; then it can be accepted', async () => {
    const { client, job, plumber, res } = await quotedJob(itemised);
    const id = res.json().quotation._id as string;
    await setValidUntil(id, dayIn(-1));
    const other = await approvedPlumber();
    expect((await call('POST', `/api/quotations/${id}/renew`, other.token, { validityDays: 14 })).statusCode).toBe(403);
    expect((await call('POST', `/api/quotations/${id}/renew`, client.token, { validityDays: 14 })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/quotations/${id}/renew`, plumber.token, { validityDays: 0 })).statusCode).toBe(
      400,
    );

    const renewed = await call('POST', `/api/quotations/${id}/renew`, plumber.token, { validityDays: 14 });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<QuoteView>()).toMatchObject({ validUntil: dayIn(14), expired: false, renewed: true });
    const again = await call('POST', `/api/quotations/${id}/renew`, plumber.token, { validityDays: 30 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTATION_ALREADY_RENEWED');
    expect((await clientQuotations(client.token, job._id))[0]!.quote!.validUntil).toBe(dayIn(14));

    expect((await call('POST', `/api/accept-quotation/${job._id}/${id}`, client.token)).statusCode).toBe(200);
  });

  it('does not renew a quotation of text alone', async () => {
    const { plumber, res } = await quotedJob(undefined, 50);
    const renew = await call('POST', `/api/quotations/${res.json().quotation._id}/renew`, plumber.token, {
      validityDays: 7,
    });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().code).toBe('QUOTATION_NOT_RENEWABLE');
  });

  it('emails the client once, in their language, when an unanswered quote is about to expire', async () => {
    const { client, job, res } = await quotedJob(itemised);
    const id = res.json().quotation._id as string;
    await ctx.database.db.updateTable('clients').set({ language: 'fr' }).where('id', '=', client.id).execute();
    const notices = () =>
      ctx.database.db
        .selectFrom('outbox')
        .select(['subject', 'textBody', 'language'])
        .where('recipient', '=', client.email)
        .where('kind', '=', 'quoteExpiring')
        .execute();
    // 30 days ahead: not yet.
    await sendQuoteExpiryNotices(ctx.database.db, ctx.app.mailer);
    expect(await notices()).toEqual([]);

    await setValidUntil(id, dayIn(2));
    await sendQuoteExpiryNotices(ctx.database.db, ctx.app.mailer);
    await sendQuoteExpiryNotices(ctx.database.db, ctx.app.mailer);
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      language: 'fr',
      subject: 'Un devis pour votre chantier de plombier expire bientôt',
    });
    expect(sent[0]!.textBody).toContain('est valable jusqu’au');

    // Answered (hired): no notice for the others; an expired one is not announced either.
    expect((await call('POST', `/api/accept-quotation/${job._id}/${id}`, client.token)).statusCode).toBe(200);
  });
});
