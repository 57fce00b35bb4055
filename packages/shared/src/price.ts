import { z } from 'zod';
import { LIMITS } from './limits.js';
import { applyJobSchema } from './schemas/jobs.js';

/**
 * Prices as people type them, read in the form's language: the one place a typed price becomes
 * pounds (issue 36: "240,50" in French was read as 24,050). The decimal separator is the last
 * separator when 1 or 2 digits follow it and the language writes decimals with it; every other
 * separator must group thousands the way the language does (groups of 3 digits). Anything else is
 * unreadable rather than guessed: "240,50" in English may be 240.50 or 24,050.
 */
const DECIMALS: Record<string, readonly string[]> = { en: ['.'], fr: [',', '.'], es: [',', '.'] };
const GROUPING: Record<string, readonly string[]> = { en: [',', ' '], fr: [' ', '.'], es: ['.', ' '] };
const MAX_TYPED = 40;

/**
 * The pounds in a typed price ("240,50", "1 240,50 £", "£1,240.50"): null when nothing was typed,
 * NaN when it cannot be read for certain in that language.
 */
export function readPrice(typed: string, language: string | undefined): number | null {
  // Every kind of space (French writes a narrow no-break space between thousands) as one space.
  const text = typed.replace(/\s+/gu, ' ').trim();
  if (text === '') return null;
  if (text.length > MAX_TYPED) return Number.NaN;
  const figure = text.replace(/^£ ?/u, '').replace(/ ?£$/u, '');
  if (!/^\d+(?:[., ]\d+)*$/u.test(figure)) return Number.NaN;
  const lang = language && language in DECIMALS ? language : 'en';
  const parts = figure.split(/([., ])/u);
  const groups = parts.filter((_, index) => index % 2 === 0);
  const separators = parts.filter((_, index) => index % 2 === 1);

  let pence = '';
  const last = separators.at(-1);
  if (last !== undefined && DECIMALS[lang]!.includes(last) && groups.at(-1)!.length <= 2) {
    pence = groups.pop()!;
    separators.pop();
  }
  if (separators.length > 0) {
    const grouping = separators[0]!;
    const wellGrouped =
      GROUPING[lang]!.includes(grouping) &&
      separators.every((separator) => separator === grouping) &&
      !(pence !== '' && grouping === last) &&
      groups[0]!.length <= 3 &&
      groups.slice(1).every((group) => group.length === 3);
    if (!wellGrouped) return Number.NaN;
  }
  return Number(`${groups.join('')}.${pence || '0'}`);
}

/**
 * Whether a price looks like a slip worth a second look before it is sent: more than
 * LIMITS.priceConfirmAbovePounds, or more than LIMITS.priceConfirmMedianTimes the median price
 * quoted for the trade (when the data gives one; see the job's `tradeMedianPrice`).
 */
export function priceLooksMistaken(pounds: number, tradeMedianPrice: number | null): boolean {
  if (pounds > LIMITS.priceConfirmAbovePounds) return true;
  return (
    tradeMedianPrice !== null && tradeMedianPrice > 0 && pounds > tradeMedianPrice * LIMITS.priceConfirmMedianTimes
  );
}

/** The price field as typed in a form of that language: text in, pounds (or null) out, checked as the API checks it. */
export const priceTextField = (language: string | undefined) =>
  z
    .string()
    .transform((typed, context) => {
      const pounds = readPrice(typed, language);
      if (Number.isNaN(pounds)) {
        context.addIssue({ code: 'custom', message: 'applyJob.priceUnreadable' });
        return z.NEVER;
      }
      return pounds;
    })
    // The API's own check of the pounds (at least £1, whole pence, at most £1,000,000).
    .pipe(applyJobSchema.shape.price.unwrap());

/** The quotation form: the quotation and its price typed in the form's language (sent as POST /api/apply-job's body). */
export const applyJobFormSchema = (language: string | undefined) =>
  applyJobSchema.extend({ price: priceTextField(language) });
export type ApplyJobForm = z.input<ReturnType<typeof applyJobFormSchema>>;
