/**
 * Structured quotes (issue 41): what is stored with a quotation, the view the API answers with
 * (its totals computed here, on the server, by the one rule in packages/shared/src/quotes.ts),
 * the expiry check of a hire, and renewing a quotation once.
 */
import type { Kysely } from 'kysely';
import {
  quoteExpired,
  quoteTotals,
  quoteValidUntil,
  structuredQuoteShape,
  type QuotePreviewAnswer,
  type QuoteView,
  type StructuredQuote,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as quotations from './quotation-repository.js';

/** What a quotation's row holds of its structured quote. */
export interface StoredQuote {
  quote: string | null;
  validUntil: string | null;
  renewedAt: string | null;
  pricePence: number | null;
}

const priceInPence = (price: number | null | undefined) => (price == null ? null : Math.round(price * 100));

/**
 * The columns a new quotation stores: the quote as JSON and the day it stands until. With lines,
 * its price is the quote's gross total (the number the client compares); otherwise the price sent.
 */
export function quoteColumns(input: { quote?: StructuredQuote | null; price?: number | null }, now: Date) {
  const pricePence = priceInPence(input.price);
  if (!input.quote) return { pricePence, quote: null, validUntil: null };
  const totals = quoteTotals(input.quote, pricePence);
  return {
    pricePence: totals.itemised ? totals.grossPence : pricePence,
    quote: JSON.stringify(input.quote),
    validUntil: quoteValidUntil(now, input.quote.validityDays),
  };
}

/** The structured part of a stored quotation, with its totals; null for a quotation of text alone. */
export function quoteViewOf(row: StoredQuote, now = new Date()): QuoteView | null {
  if (row.quote === null || row.validUntil === null) return null;
  // Stored after the same checks; read through the schema so older rows get today's defaults.
  const quote = structuredQuoteShape.parse(JSON.parse(row.quote));
  return {
    quote,
    totals: quoteTotals(quote, quote.lines.length > 0 ? null : row.pricePence),
    validUntil: row.validUntil,
    expired: quoteExpired(row.validUntil, now),
    renewed: row.renewedAt !== null,
  };
}

/** POST /api/quote-preview: the totals the quotation form shows, as they would be stored. */
export function previewQuote(
  input: { quote: StructuredQuote; price?: number | null },
  now = new Date(),
): QuotePreviewAnswer {
  return {
    totals: quoteTotals(input.quote, priceInPence(input.price)),
    validUntil: quoteValidUntil(now, input.quote.validityDays),
  };
}

/** A hire of an expired quotation is refused (409 QUOTATION_EXPIRED); one of text alone never expires. */
export function assertNotExpired(row: Pick<StoredQuote, 'validUntil'>, now = new Date()) {
  if (row.validUntil !== null && quoteExpired(row.validUntil, now)) throw new AppError('QUOTATION_EXPIRED');
}

/**
 * The tradesperson renews their own pending structured quotation, once: it then stands for
 * `validityDays` from today, and the client may be reminded again before that day.
 */
export async function renewQuotation(
  db: Kysely<Database>,
  tradespersonId: string,
  quotationId: string,
  validityDays: number,
  now = new Date(),
): Promise<QuoteView> {
  return db.transaction().execute(async (trx) => {
    const row = await quotations.findQuotation(trx, quotationId);
    if (!row) throw new AppError('QUOTATION_NOT_FOUND');
    if (row.tradespersonId !== tradespersonId) throw new AppError('FORBIDDEN');
    if (row.quote === null) throw new AppError('QUOTATION_NOT_RENEWABLE');
    if (row.status !== 'pending') throw new AppError('QUOTATION_NOT_RENEWABLE');
    const validUntil = quoteValidUntil(now, validityDays);
    if (!(await quotations.renewOnce(trx, quotationId, validUntil, now.toISOString()))) {
      throw new AppError('QUOTATION_ALREADY_RENEWED');
    }
    return quoteViewOf({ ...row, validUntil, renewedAt: now.toISOString() }, now)!;
  });
}
