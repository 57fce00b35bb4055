import { z } from 'zod';
import { LIMITS } from './limits.js';
import { cleanText } from './schemas/fields.js';
import { applyJobSchema } from './schemas/jobs.js';
import { londonDate } from './credentials.js';

/**
 * A structured quotation (issue 41): the lines of work and their prices, VAT, what is and is not
 * included, the deposit asked, when the work can start and how long it takes, and how long the
 * quote stands. Money is in whole pence throughout; every total is `quoteTotals()`'s, computed on
 * the server (the browser shows what the API answers).
 */

/** The VAT rates a line may carry (standard, reduced, zero), in percent. */
export const VAT_RATES = [20, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** HMRC lets VAT be rounded per line or once per rate on the invoice total; the quote says which. */
export const VAT_ROUNDING_MODES = ['line', 'total'] as const;
export type VatRounding = (typeof VAT_ROUNDING_MODES)[number];

/** The common items a quote ticks as included. */
export const QUOTE_INCLUDED_ITEMS = ['materials', 'wasteRemoval', 'makingGood', 'parking'] as const;
export type QuoteIncludedItem = (typeof QUOTE_INCLUDED_ITEMS)[number];

export const DURATION_UNITS = ['hour', 'day', 'week'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const QUOTE_LIMITS = {
  maxLines: 50,
  descriptionMax: 200,
  unitMax: 20,
  textMax: 1000,
  /** How the deposit and the balance are to be paid, in the tradesperson's words. */
  paymentTermsMax: 500,
  /** Quantities may be fractional (2.5 m², 0.75 day) to three decimal places. */
  quantityDecimals: 3,
  maxQuantity: 10_000,
  /** The largest unit price and the largest total: the £1,000,000 a quotation's price may be. */
  maxUnitPricePence: LIMITS.maxPricePounds * 100,
  maxTotalPence: LIMITS.maxPricePounds * 100,
  /** A deposit above this share of the total is refused... */
  maxDepositPercent: 25,
  /** ...and one above this is shown with the advice that most trades ask this much or less. */
  depositAdvicePercent: 10,
  defaultValidityDays: 30,
  maxValidityDays: 90,
  maxDuration: 365,
} as const;

/** i18n keys of the structured quote's messages (also the `details[].code` of a 400 answer). */
export const Q = {
  descriptionRequired: 'quote.descriptionRequired',
  tooLong: 'quote.tooLong',
  quantityInvalid: 'quote.quantityInvalid',
  unitPriceInvalid: 'quote.unitPriceInvalid',
  vatRateInvalid: 'quote.vatRateInvalid',
  tooManyLines: 'quote.tooManyLines',
  depositInvalid: 'quote.depositInvalid',
  depositTooHigh: 'quote.depositTooHigh',
  depositNeedsTotal: 'quote.depositNeedsTotal',
  totalTooLarge: 'quote.totalTooLarge',
  startDateInvalid: 'quote.startDateInvalid',
  durationInvalid: 'quote.durationInvalid',
  validityInvalid: 'quote.validityInvalid',
  invalid: 'quote.invalid',
} as const;

/** True when `value` has at most `decimals` decimal places (within floating-point noise). */
const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

const paragraphs = (max: number) =>
  z
    .string({ error: Q.tooLong })
    .overwrite((value) => cleanText(value, { singleLine: false }))
    .trim()
    .max(max, { error: Q.tooLong });

export const quoteLineSchema = z.strictObject({
  description: z
    .string({ error: Q.descriptionRequired })
    .overwrite((value) => cleanText(value))
    .trim()
    .min(1, { error: Q.descriptionRequired })
    .max(QUOTE_LIMITS.descriptionMax, { error: Q.tooLong }),
  quantity: z
    .number({ error: Q.quantityInvalid })
    .gt(0, { error: Q.quantityInvalid })
    .max(QUOTE_LIMITS.maxQuantity, { error: Q.quantityInvalid })
    .refine((quantity) => hasDecimals(quantity, QUOTE_LIMITS.quantityDecimals), { error: Q.quantityInvalid }),
  /** What the quantity counts, as the tradesperson writes it ("m²", "day", "item"); may be blank. */
  unit: z
    .string({ error: Q.tooLong })
    .overwrite((value) => cleanText(value))
    .trim()
    .max(QUOTE_LIMITS.unitMax, { error: Q.tooLong })
    .default(''),
  unitPricePence: z
    .int({ error: Q.unitPriceInvalid })
    .min(0, { error: Q.unitPriceInvalid })
    .max(QUOTE_LIMITS.maxUnitPricePence, { error: Q.unitPriceInvalid }),
  vatRate: z.union(
    VAT_RATES.map((rate) => z.literal(rate)),
    { error: Q.vatRateInvalid },
  ),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;
export type QuoteLineInput = z.input<typeof quoteLineSchema>;

export const quoteDepositSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('percent'),
      percent: z
        .number({ error: Q.depositInvalid })
        .gt(0, { error: Q.depositInvalid })
        .max(100, { error: Q.depositTooHigh })
        .refine((percent) => hasDecimals(percent, 2), { error: Q.depositInvalid }),
    }),
    z.strictObject({
      kind: z.literal('amount'),
      pence: z
        .int({ error: Q.depositInvalid })
        .min(1, { error: Q.depositInvalid })
        .max(QUOTE_LIMITS.maxTotalPence, { error: Q.depositTooHigh }),
    }),
  ],
  { error: Q.depositInvalid },
);
export type QuoteDeposit = z.output<typeof quoteDepositSchema>;

export const quoteDurationSchema = z.strictObject(
  {
    value: z
      .int({ error: Q.durationInvalid })
      .min(1, { error: Q.durationInvalid })
      .max(QUOTE_LIMITS.maxDuration, { error: Q.durationInvalid }),
    unit: z.enum(DURATION_UNITS, { error: Q.durationInvalid }),
  },
  { error: Q.durationInvalid },
);
export type QuoteDuration = z.output<typeof quoteDurationSchema>;

const includedSchema = z.strictObject(
  Object.fromEntries(
    QUOTE_INCLUDED_ITEMS.map((item) => [item, z.boolean({ error: Q.invalid }).default(false)]),
  ) as Record<QuoteIncludedItem, z.ZodDefault<z.ZodBoolean>>,
  { error: Q.invalid },
);

/** The parts of a structured quotation, without its text and price and without the checks of its totals (see `structuredQuoteSchema`). */
export const structuredQuoteShape = z.strictObject(
  {
    lines: z
      .array(quoteLineSchema, { error: Q.invalid })
      .max(QUOTE_LIMITS.maxLines, { error: Q.tooManyLines })
      .default([]),
    /** Not registered: no VAT on any line, whatever rate a line names. */
    vatRegistered: z.boolean({ error: Q.invalid }).default(false),
    vatRounding: z.enum(VAT_ROUNDING_MODES, { error: Q.invalid }).default('line'),
    included: includedSchema.default({ materials: false, wasteRemoval: false, makingGood: false, parking: false }),
    includedText: paragraphs(QUOTE_LIMITS.textMax).default(''),
    excludedText: paragraphs(QUOTE_LIMITS.textMax).default(''),
    /** How the deposit and the balance are to be paid ("bank transfer, balance on completion"); '' when not stated. */
    paymentTerms: paragraphs(QUOTE_LIMITS.paymentTermsMax).default(''),
    deposit: quoteDepositSchema.nullable().default(null),
    /** The first day the work can start, YYYY-MM-DD. */
    startDate: z.iso.date({ error: Q.startDateInvalid }).nullable().default(null),
    duration: quoteDurationSchema.nullable().default(null),
    validityDays: z
      .int({ error: Q.validityInvalid })
      .min(1, { error: Q.validityInvalid })
      .max(QUOTE_LIMITS.maxValidityDays, { error: Q.validityInvalid })
      .default(QUOTE_LIMITS.defaultValidityDays),
  },
  { error: Q.invalid },
);

export type StructuredQuote = z.output<typeof structuredQuoteShape>;
export type StructuredQuoteInput = z.input<typeof structuredQuoteShape>;

export interface QuoteVatBand {
  rate: VatRate;
  netPence: number;
  vatPence: number;
}

export interface QuoteTotals {
  /** True when the quote has lines; otherwise the totals are the quotation's single price, if any. */
  itemised: boolean;
  /** Each line's net (quantity × unit price, rounded to the penny) and, when VAT is rounded per line, its VAT. */
  lines: { netPence: number; vatPence: number | null }[];
  netPence: number | null;
  /** The VAT per rate present (highest rate first); empty when not VAT-registered or not itemised. */
  vat: QuoteVatBand[];
  vatPence: number | null;
  grossPence: number | null;
  depositPence: number | null;
  /** The deposit as a percentage of the gross, to one decimal place. */
  depositPercent: number | null;
  /** Above the 10% most trades ask: shown with that advice. */
  depositAboveAdvice: boolean;
}

/** a × b / d rounded half up, for non-negative integers whose product stays below 2^53. */
const mulDivRound = (a: number, b: number, d: number) => Math.floor((a * b + Math.floor(d / 2)) / d);

/** A line's net in pence: the quantity in thousandths times the unit price, rounded half up. */
export const lineNetPence = (line: Pick<QuoteLine, 'quantity' | 'unitPricePence'>) =>
  mulDivRound(Math.round(line.quantity * 1000), line.unitPricePence, 1000);

/**
 * The totals of a structured quote, in whole pence. With no lines, `priceWithoutLinesPence` (the
 * quotation's single price, VAT included as the tradesperson stated it) is the gross.
 */
export function quoteTotals(quote: StructuredQuote, priceWithoutLinesPence: number | null = null): QuoteTotals {
  const itemised = quote.lines.length > 0;
  const rateOf = (line: QuoteLine): VatRate => (quote.vatRegistered ? line.vatRate : 0);
  const lines = quote.lines.map((line) => {
    const netPence = lineNetPence(line);
    return { netPence, vatPence: quote.vatRounding === 'line' ? mulDivRound(netPence, rateOf(line), 100) : null };
  });
  let netPence: number | null = null;
  let vatPence: number | null = null;
  let grossPence: number | null = priceWithoutLinesPence;
  const vat: QuoteVatBand[] = [];
  if (itemised) {
    for (const rate of VAT_RATES) {
      const at = quote.lines.flatMap((line, index) => (rateOf(line) === rate ? [lines[index]!] : []));
      if (at.length === 0 || !quote.vatRegistered) continue;
      const bandNet = at.reduce((sum, line) => sum + line.netPence, 0);
      const bandVat =
        quote.vatRounding === 'line'
          ? at.reduce((sum, line) => sum + line.vatPence!, 0)
          : mulDivRound(bandNet, rate, 100);
      vat.push({ rate, netPence: bandNet, vatPence: bandVat });
    }
    netPence = lines.reduce((sum, line) => sum + line.netPence, 0);
    vatPence = vat.reduce((sum, band) => sum + band.vatPence, 0);
    grossPence = netPence + vatPence;
  }
  let depositPence: number | null = null;
  let depositPercent: number | null = null;
  let depositAboveAdvice = false;
  if (quote.deposit && grossPence !== null && grossPence > 0) {
    if (quote.deposit.kind === 'percent') {
      depositPence = mulDivRound(grossPence, Math.round(quote.deposit.percent * 100), 10_000);
      depositPercent = Math.round(quote.deposit.percent * 10) / 10;
      depositAboveAdvice = quote.deposit.percent > QUOTE_LIMITS.depositAdvicePercent;
    } else {
      depositPence = quote.deposit.pence;
      depositPercent = mulDivRound(depositPence, 1000, grossPence) / 10;
      depositAboveAdvice = depositPence * 100 > grossPence * QUOTE_LIMITS.depositAdvicePercent;
    }
  }
  return { itemised, lines, netPence, vat, vatPence, grossPence, depositPence, depositPercent, depositAboveAdvice };
}

export interface QuoteProblem {
  /** Dotted path of the field within the quote, e.g. "deposit" or "lines". */
  field: string;
  code: (typeof Q)[keyof typeof Q];
}

/**
 * What the schema alone cannot see: a total above the largest allowed, a deposit above 25% of the
 * total, or a deposit with no total to take it from. Empty when the quote stands.
 */
export function quoteProblems(quote: StructuredQuote, priceWithoutLinesPence: number | null = null): QuoteProblem[] {
  const totals = quoteTotals(quote, priceWithoutLinesPence);
  const problems: QuoteProblem[] = [];
  if (totals.grossPence !== null && totals.grossPence > QUOTE_LIMITS.maxTotalPence) {
    problems.push({ field: 'lines', code: Q.totalTooLarge });
  }
  const deposit = quote.deposit;
  if (deposit) {
    if (totals.grossPence === null || totals.grossPence === 0) {
      problems.push({ field: 'deposit', code: Q.depositNeedsTotal });
    } else if (
      deposit.kind === 'percent'
        ? deposit.percent > QUOTE_LIMITS.maxDepositPercent
        : deposit.pence * 100 > totals.grossPence * QUOTE_LIMITS.maxDepositPercent
    ) {
      problems.push({ field: 'deposit', code: Q.depositTooHigh });
    }
  }
  return problems;
}

/** The structured quote as sent alone (a preview): its own checks included. */
export const structuredQuoteSchema = structuredQuoteShape.superRefine((quote, context) => {
  for (const problem of quoteProblems(quote)) {
    context.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.code });
  }
});

/** The last day a quote stands: `validityDays` after the (UK) day it was sent, YYYY-MM-DD. */
export function quoteValidUntil(sentAt: Date | string, validityDays: number): string {
  const day = new Date(`${londonDate(new Date(sentAt))}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + validityDays);
  return day.toISOString().slice(0, 10);
}

/** True once the (UK) day after `validUntil` has begun. */
export const quoteExpired = (validUntil: string, now: Date = new Date()) => londonDate(now) > validUntil;

/** The checks of a quote's totals against the quotation's single price, on a body that has both. */
function checkTotals(body: { quote?: StructuredQuote | null; price?: number | null }, context: z.RefinementCtx) {
  if (!body.quote) return;
  const pricePence = body.price == null ? null : Math.round(body.price * 100);
  for (const problem of quoteProblems(body.quote, pricePence)) {
    context.addIssue({ code: 'custom', path: ['quote', ...problem.field.split('.')], message: problem.code });
  }
}

/**
 * POST /api/apply-job/{jobId}: the specification's `{quotation}` (and optional price) as before,
 * plus an optional structured `quote`. With lines, the price is the quote's gross total (a price
 * sent alongside is replaced by it); without lines, the price (if any) is what a deposit is taken from.
 */
export const applyJobQuoteSchema = applyJobSchema
  .extend({ quote: structuredQuoteShape.nullish() })
  .superRefine(checkTotals);
export type ApplyJobQuoteInput = z.input<typeof applyJobQuoteSchema>;
export type ApplyJobQuoteOutput = z.output<typeof applyJobQuoteSchema>;

const pence = z.number().int();
export const quoteTotalsSchema = z.object({
  itemised: z.boolean(),
  lines: z.array(z.object({ netPence: pence, vatPence: pence.nullable() })),
  netPence: pence.nullable(),
  vat: z.array(z.object({ rate: z.union(VAT_RATES.map((rate) => z.literal(rate))), netPence: pence, vatPence: pence })),
  vatPence: pence.nullable(),
  grossPence: pence.nullable(),
  depositPence: pence.nullable(),
  depositPercent: z.number().nullable(),
  depositAboveAdvice: z.boolean(),
}) satisfies z.ZodType<QuoteTotals>;

/** The structured part of a quotation as the API answers it: what was stored, its totals and its expiry. */
export const quoteViewSchema = z.object({
  quote: structuredQuoteShape,
  totals: quoteTotalsSchema,
  /** The last day the quotation can be accepted (YYYY-MM-DD). */
  validUntil: z.string(),
  expired: z.boolean(),
  /** Renewed once already: it cannot be renewed again. */
  renewed: z.boolean(),
});
export type QuoteView = z.output<typeof quoteViewSchema>;

/** POST /api/quote-preview: the quote (and the single price, when it has no lines) to total. */
export const quotePreviewSchema = z
  .strictObject({ quote: structuredQuoteShape, price: applyJobSchema.shape.price })
  .superRefine(checkTotals);
/** Its answer: the totals the form shows, and the last day the quote would stand if sent today. */
export const quotePreviewAnswerSchema = z.object({ totals: quoteTotalsSchema, validUntil: z.string() });
export type QuotePreviewAnswer = z.output<typeof quotePreviewAnswerSchema>;

/** POST /api/quotations/{quotationId}/renew: how many more days, from today, it stands. */
export const renewQuoteSchema = z.strictObject({
  validityDays: structuredQuoteShape.shape.validityDays.unwrap(),
});
