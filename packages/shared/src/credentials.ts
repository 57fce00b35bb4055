/**
 * Credential rules that pages read without any form: who needs a Gas Safe number, UK calendar days
 * and where an insurance stands. No schema here, so a public page that shows a badge does not
 * download zod (schemas/trade-profile.ts holds the forms).
 */
import type { Trade } from './enums.js';

/** UK law: gas work only by a Gas Safe registered engineer, so these trades must give their number. */
export const GAS_SAFE_TRADES: readonly Trade[] = ['gas_engineer'];
export const needsGasSafe = (trade: Trade) => GAS_SAFE_TRADES.includes(trade);

let londonDay: Intl.DateTimeFormat | undefined;

/** Today's date in the UK (YYYY-MM-DD): insurance dates are UK calendar days. */
export const londonDate = (at: Date) =>
  (londonDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(at);

/** Insurance covers until the end of the day before its expiry date: on that date its badge goes. */
export const insuranceCurrent = (expiresOn: string, at: Date) => londonDate(at) < expiresOn;

/** Days before its expiry date that a tradesperson is emailed about their insurance, first to last. */
export const INSURANCE_REMINDER_DAYS = [30, 7] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UK calendar days from today to `date` (YYYY-MM-DD): 0 on the day itself, negative after. */
export const daysUntil = (date: string, at: Date) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${londonDate(at)}T00:00:00Z`)) / DAY_MS);

/**
 * Where a tradesperson's public liability insurance stands, as the listing rule reads it: only a
 * `current` or `expiring` one (checked, expiry date still ahead) lets them be approved and listed.
 * `expiring`: within the first reminder's days of its expiry date.
 */
export type InsuranceStanding = 'missing' | 'unchecked' | 'expired' | 'expiring' | 'current';

export function insuranceStanding(
  insurance: { checkedAt: string | null; expiresOn: string | null } | undefined,
  at: Date,
): InsuranceStanding {
  if (!insurance) return 'missing';
  if (!insurance.expiresOn || !insuranceCurrent(insurance.expiresOn, at)) return 'expired';
  if (!insurance.checkedAt) return 'unchecked';
  return daysUntil(insurance.expiresOn, at) <= INSURANCE_REMINDER_DAYS[0] ? 'expiring' : 'current';
}

/** Whether an insurance in this standing lets its holder be approved and listed. */
export const insuranceCovers = (standing: InsuranceStanding) => standing === 'current' || standing === 'expiring';
