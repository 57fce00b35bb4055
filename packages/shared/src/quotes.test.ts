import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Q,
  QUOTE_LIMITS,
  VAT_RATES,
  applyJobQuoteSchema,
  quoteExpired,
  quoteTotals,
  quoteValidUntil,
  structuredQuoteSchema,
  structuredQuoteShape,
  type StructuredQuoteInput,
} from './quotes.js';

const parse = (input: StructuredQuoteInput) => structuredQuoteSchema.parse(input);
const codes = (input: unknown) => {
  const result = structuredQuoteSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};
const line = (quantity: number, unitPricePence: number, vatRate: 20 | 5 | 0 = 20) => ({
  description: 'Work',
  quantity,
  unit: 'item',
  unitPricePence,
  vatRate,
});

describe('quote totals in whole pence', () => {
  it('multiplies fractional quantities and rounds each line half up to the penny', () => {
    const totals = quoteTotals(parse({ lines: [line(2.5, 1999), line(0.333, 100)], vatRegistered: false }));
    // 2.5 × £19.99 = £49.975 → £49.98; 0.333 × £1 = 33.3p → 33p
    expect(totals.lines.map((l) => l.netPence)).toEqual([4998, 33]);
    expect(totals).toMatchObject({ itemised: true, netPence: 5031, vatPence: 0, grossPence: 5031, vat: [] });
  });

  it('ignores the lines’ rates when the tradesperson is not VAT-registered', () => {
    const totals = quoteTotals(parse({ lines: [line(1, 10000, 20)], vatRegistered: false }));
    expect(totals.grossPence).toBe(10000);
    expect(totals.vatPence).toBe(0);
  });

  it('adds VAT per rate with mixed rates', () => {
    const totals = quoteTotals(
      parse({ lines: [line(1, 100000, 20), line(2, 5000, 5), line(1, 3000, 0)], vatRegistered: true }),
    );
    expect(totals.vat).toEqual([
      { rate: 20, netPence: 100000, vatPence: 20000 },
      { rate: 5, netPence: 10000, vatPence: 500 },
      { rate: 0, netPence: 3000, vatPence: 0 },
    ]);
    expect(totals).toMatchObject({ netPence: 113000, vatPence: 20500, grossPence: 133500 });
  });

  it('rounds VAT per line or on the total, as the quote states', () => {
    // Three lines of 2p at 20%: 0.4p each. Per line: 0 + 0 + 0 = 0p; on the total: 6p × 20% = 1.2p → 1p.
    const lines = [line(1, 2), line(1, 2), line(1, 2)];
    expect(quoteTotals(parse({ lines, vatRegistered: true, vatRounding: 'line' })).vatPence).toBe(0);
    expect(quoteTotals(parse({ lines, vatRegistered: true, vatRounding: 'total' })).vatPence).toBe(1);
    // Lines of 3p at 20% (0.6p each) round up per line: 3 × 1p = 3p; on the total 9p × 20% = 1.8p → 2p.
    const up = [line(1, 3), line(1, 3), line(1, 3)];
    expect(quoteTotals(parse({ lines: up, vatRegistered: true, vatRounding: 'line' })).vatPence).toBe(3);
    expect(quoteTotals(parse({ lines: up, vatRegistered: true, vatRounding: 'total' })).vatPence).toBe(2);
  });

  it('takes the deposit from the gross, as a percentage or an amount, and flags one above 10%', () => {
    const lines = [line(1, 100000, 20)];
    const percent = quoteTotals(parse({ lines, vatRegistered: true, deposit: { kind: 'percent', percent: 10 } }));
    expect(percent).toMatchObject({
      grossPence: 120000,
      depositPence: 12000,
      depositPercent: 10,
      depositAboveAdvice: false,
    });
    const amount = quoteTotals(parse({ lines, vatRegistered: true, deposit: { kind: 'amount', pence: 30000 } }));
    expect(amount).toMatchObject({ depositPence: 30000, depositPercent: 25, depositAboveAdvice: true });
  });

  it('without lines, takes the quotation’s single price as the gross', () => {
    const totals = quoteTotals(structuredQuoteShape.parse({ deposit: { kind: 'percent', percent: 10 } }), 50000);
    expect(totals).toMatchObject({
      itemised: false,
      netPence: null,
      vatPence: null,
      grossPence: 50000,
      depositPence: 5000,
    });
  });

  it('accepts the largest total allowed and refuses a penny more', () => {
    const max = QUOTE_LIMITS.maxTotalPence;
    expect(codes({ lines: [line(1, max, 0)] })).toEqual([]);
    expect(codes({ lines: [line(1, max, 0), line(1, 1, 0)] })).toEqual([`lines:${Q.totalTooLarge}`]);
    expect(codes({ lines: [line(1, max - 100, 20)], vatRegistered: true })).toEqual([`lines:${Q.totalTooLarge}`]);
  });
});

describe('a structured quote refuses what nobody can pay', () => {
  it.each([
    ['a negative quantity', { lines: [line(-1, 100)] }, `lines.0.quantity:${Q.quantityInvalid}`],
    ['a zero quantity', { lines: [line(0, 100)] }, `lines.0.quantity:${Q.quantityInvalid}`],
    ['an absurd quantity', { lines: [line(1e9, 100)] }, `lines.0.quantity:${Q.quantityInvalid}`],
    ['a quantity to four decimals', { lines: [line(1.0001, 100)] }, `lines.0.quantity:${Q.quantityInvalid}`],
    ['a negative price', { lines: [line(1, -5)] }, `lines.0.unitPricePence:${Q.unitPriceInvalid}`],
    ['a fractional penny', { lines: [line(1, 1.5)] }, `lines.0.unitPricePence:${Q.unitPriceInvalid}`],
    ['a unit price above £1,000,000', { lines: [line(1, 1e8 + 1)] }, `lines.0.unitPricePence:${Q.unitPriceInvalid}`],
    ['an unknown VAT rate', { lines: [{ ...line(1, 100), vatRate: 17.5 }] }, `lines.0.vatRate:${Q.vatRateInvalid}`],
    [
      'a blank description',
      { lines: [{ ...line(1, 100), description: ' \u200b ' }] },
      `lines.0.description:${Q.descriptionRequired}`,
    ],
    [
      'a deposit above 25%',
      { lines: [line(1, 1000, 0)], deposit: { kind: 'percent', percent: 25.01 } },
      `deposit:${Q.depositTooHigh}`,
    ],
    [
      'a deposit amount above 25%',
      { lines: [line(1, 1000, 0)], deposit: { kind: 'amount', pence: 251 } },
      `deposit:${Q.depositTooHigh}`,
    ],
    ['a deposit with no total', { deposit: { kind: 'amount', pence: 100 } }, `deposit:${Q.depositNeedsTotal}`],
    ['a validity of a year', { validityDays: 365 }, `validityDays:${Q.validityInvalid}`],
    ['a start that is not a date', { startDate: '2026-02-30' }, `startDate:${Q.startDateInvalid}`],
    ['a duration of no time', { duration: { value: 0, unit: 'day' } }, `duration.value:${Q.durationInvalid}`],
    ['payment terms of 501 characters', { paymentTerms: 'x'.repeat(501) }, `paymentTerms:${Q.tooLong}`],
  ])('%s', (_name, input, expected) => {
    expect(codes(input)).toContain(expected);
  });

  it('keeps the payment terms as written, trimmed, up to 500 characters', () => {
    expect(parse({ paymentTerms: '  Deposit by bank transfer.\n\nBalance on completion.  ' }).paymentTerms).toBe(
      'Deposit by bank transfer.\n\nBalance on completion.',
    );
    expect(parse({ paymentTerms: 'x'.repeat(500) }).paymentTerms).toHaveLength(500);
  });

  it('accepts exactly 25% and defaults the rest', () => {
    const quote = parse({ lines: [line(1, 1000, 0)], deposit: { kind: 'percent', percent: 25 } });
    expect(quote).toMatchObject({ vatRegistered: false, vatRounding: 'line', validityDays: 30, excludedText: '' });
    expect(quote.paymentTerms).toBe('');
    expect(quote.included).toEqual({ materials: false, wasteRemoval: false, makingGood: false, parking: false });
  });

  it('the quotation body: the specification’s {quotation} alone still passes; a deposit is taken from its price', () => {
    expect(applyJobQuoteSchema.safeParse({ quotation: 'I can do it' }).success).toBe(true);
    expect(
      applyJobQuoteSchema.safeParse({
        quotation: 'x',
        price: 400,
        quote: { deposit: { kind: 'amount', pence: 10000 } },
      }).success,
    ).toBe(true);
    const tooHigh = applyJobQuoteSchema.safeParse({
      quotation: 'x',
      price: 400,
      quote: { deposit: { kind: 'amount', pence: 10001 } },
    });
    expect(tooHigh.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['quote.deposit', Q.depositTooHigh],
    ]);
  });
});

describe('validity', () => {
  it('counts the days from the day it was sent and expires the day after', () => {
    expect(quoteValidUntil('2026-11-28T23:30:00Z', 30)).toBe('2026-12-28');
    expect(quoteExpired('2026-12-28', new Date('2026-12-28T23:59:59Z'))).toBe(false);
    expect(quoteExpired('2026-12-28', new Date('2026-12-29T00:00:00Z'))).toBe(true);
  });
});

describe('properties of the sums', () => {
  // The sums hold for any quote of valid shape, whatever its total.
  const parseShape = (input: StructuredQuoteInput) => structuredQuoteShape.parse(input);
  const lineArb = fc.record({
    description: fc.constant('Work'),
    quantity: fc.integer({ min: 1, max: 10_000_000 }).map((thousandths) => thousandths / 1000),
    unit: fc.constant(''),
    unitPricePence: fc.integer({ min: 0, max: QUOTE_LIMITS.maxUnitPricePence }),
    vatRate: fc.constantFrom(...VAT_RATES),
  });
  const quoteArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
    vatRegistered: fc.boolean(),
    vatRounding: fc.constantFrom('line' as const, 'total' as const),
  });

  it('net, VAT and gross are whole pence that add up, band by band', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const totals = quoteTotals(parseShape(input));
        const all = [totals.netPence!, totals.vatPence!, totals.grossPence!, ...totals.lines.map((l) => l.netPence)];
        expect(all.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(totals.grossPence).toBe(totals.netPence! + totals.vatPence!);
        expect(totals.netPence).toBe(totals.lines.reduce((sum, l) => sum + l.netPence, 0));
        if (input.vatRegistered) {
          expect(totals.vat.reduce((sum, band) => sum + band.netPence, 0)).toBe(totals.netPence);
        } else {
          expect(totals.vatPence).toBe(0);
        }
      }),
    );
  });

  it('each line is within half a penny of quantity × price; VAT within half a penny per rounding', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const totals = quoteTotals(parseShape(input));
        input.lines.forEach((l, index) => {
          // In thousandths of a penny, exactly: |net × 1000 − thousandths × price| ≤ 500.
          const exact = Math.round(l.quantity * 1000) * l.unitPricePence;
          expect(Math.abs(totals.lines[index]!.netPence * 1000 - exact)).toBeLessThanOrEqual(500);
        });
        for (const band of totals.vat) {
          // In hundredths of a penny, exactly: half a penny per rounding made.
          const roundings = input.vatRounding === 'line' ? input.lines.length : 1;
          expect(Math.abs(band.vatPence * 100 - band.netPence * band.rate)).toBeLessThanOrEqual(50 * roundings);
        }
      }),
    );
  });

  it('the order of the lines does not change the totals', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const reversed = { ...input, lines: [...input.lines].reverse() };
        const a = quoteTotals(parseShape(input));
        const b = quoteTotals(parseShape(reversed));
        expect([b.netPence, b.vatPence, b.grossPence, b.vat]).toEqual([a.netPence, a.vatPence, a.grossPence, a.vat]);
      }),
    );
  });

  it('a percentage deposit is never above its share of the gross by more than half a penny, and never above 25% when accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: QUOTE_LIMITS.maxTotalPence }),
        fc.integer({ min: 1, max: 2500 }).map((hundredths) => hundredths / 100),
        (pricePence, percent) => {
          const quote = structuredQuoteSchema.safeParse({
            lines: [line(1, pricePence, 0)],
            deposit: { kind: 'percent', percent },
          });
          expect(quote.success).toBe(true);
          const totals = quoteTotals(quote.data!);
          expect(Math.abs(totals.depositPence! - (pricePence * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(totals.depositAboveAdvice).toBe(percent > 10);
        },
      ),
    );
  });
});
