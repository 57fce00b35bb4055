import { describe, expect, it } from 'vitest';
import { applyJobFormSchema, priceLooksMistaken, readPrice } from './price.js';

describe('a typed price is read in the form’s language', () => {
  it.each([
    ['fr', '240,50', 240.5],
    ['fr', '240.50', 240.5],
    ['fr', '240,5', 240.5],
    ['fr', '1 240,50', 1240.5],
    ['fr', '1\u202f240,50', 1240.5],
    ['fr', '1\u00a0240,50 £', 1240.5],
    ['fr', '1.240,50', 1240.5],
    ['fr', '12 345 678', 12345678],
    ['fr', '240', 240],
    ['es', '240,50', 240.5],
    ['es', '240.50', 240.5],
    ['es', '1.240,50', 1240.5],
    ['es', '1 240,50', 1240.5],
    ['es', '1.240', 1240],
    ['es', '£240', 240],
    ['en', '240.50', 240.5],
    ['en', '1,240.50', 1240.5],
    ['en', '1,240', 1240],
    ['en', '£1,240.50', 1240.5],
    ['en', '£ 240', 240],
    ['en', '240£', 240],
    ['en', ' 89.5 ', 89.5],
    ['en', '0120', 120],
    [undefined, '1,240.50', 1240.5],
  ] as const)('%s: "%s" is %s pounds', (language, typed, pounds) => {
    expect(readPrice(typed, language)).toBe(pounds);
  });

  it.each(['', '   ', '\u00a0'])('"%s" is no price', (typed) => {
    expect(readPrice(typed, 'fr')).toBeNull();
  });

  it.each([
    // English writes decimals with a point: "240,50" may be 240.50 or 24,050, so it is not guessed.
    ['en', '240,50'],
    ['en', '1.240,50'],
    ['en', '1 240,50'],
    ['en', '1.240'],
    ['en', '240 50'],
    // Three decimals, groups that are not thousands, one separator used both ways.
    ['fr', '1,240'],
    ['fr', '1,240.50'],
    ['fr', '1.240.50'],
    ['fr', '12,345'],
    ['es', '1,240.50'],
    ['es', '12.34.567'],
    ['es', '1234.567,50'],
    // Not figures at all.
    ['en', 'abc'],
    ['en', '£'],
    ['en', '€240'],
    ['en', '240 €'],
    ['en', '-5'],
    ['en', '+5'],
    ['en', '1e3'],
    ['en', '240.'],
    ['en', '.50'],
    ['fr', ',50'],
    ['fr', '240,,50'],
    ['fr', '24 0,50'],
    ['en', '12 pounds'],
    ['en', '1'.repeat(41)],
  ] as const)('%s: "%s" cannot be read', (language, typed) => {
    expect(readPrice(typed, language)).toBeNaN();
  });
});

describe('the quotation form’s price field', () => {
  const form = (language: string, price: string) =>
    applyJobFormSchema(language).safeParse({ quotation: 'I can do it on Monday.', price });

  it('gives the API the pounds meant, or no price', () => {
    expect(form('fr', '240,50')).toMatchObject({ success: true, data: { price: 240.5 } });
    expect(form('en', '1,240.50')).toMatchObject({ success: true, data: { price: 1240.5 } });
    expect(form('es', '')).toMatchObject({ success: true, data: { price: null } });
  });

  it('says a price it cannot read is unreadable, and one out of bounds is invalid', () => {
    const messages = (language: string, price: string) => {
      const result = form(language, price);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('en', '240,50')).toEqual(['applyJob.priceUnreadable']);
    expect(messages('fr', 'abc')).toEqual(['applyJob.priceUnreadable']);
    expect(messages('fr', '0,50')).toEqual(['applyJob.priceInvalid']);
    expect(messages('en', '2,000,000')).toEqual(['applyJob.priceInvalid']);
  });
});

describe('a price that looks like a slip', () => {
  it('is one above £50,000, whatever the trade', () => {
    expect(priceLooksMistaken(50_000, null)).toBe(false);
    expect(priceLooksMistaken(50_000.01, null)).toBe(true);
    expect(priceLooksMistaken(60_000, 10_000)).toBe(true);
  });

  it('is one above 20 times the trade’s median price, when there is one', () => {
    expect(priceLooksMistaken(2_400, 120)).toBe(false);
    expect(priceLooksMistaken(2_400.01, 120)).toBe(true);
    expect(priceLooksMistaken(24_050, 240)).toBe(true);
    expect(priceLooksMistaken(24_050, null)).toBe(false);
  });
});
