import { z } from 'zod';
import { londonDate } from '../credentials.js';

/**
 * Reliability figures (issue 42): the thresholds a figure must reach before it is public, the
 * working-hours buckets of a first answer, and the leave a tradesperson declares. Answers in
 * responses/reliability.ts.
 */
export const RELIABILITY_THRESHOLDS = {
  /** First answers of conversations a client opened. */
  answers: 5,
  /** Hires completed. */
  hires: 5,
  /** Visits the client said happened or that nobody came to. */
  visits: 5,
} as const;

/** The usual first answer, by working minutes (Monday to Friday, 08:00 to 18:00 London). */
export const ANSWER_BUCKETS = [
  { bucket: 'hour', maxMinutes: 60 },
  { bucket: 'day', maxMinutes: 600 },
  { bucket: 'two_days', maxMinutes: 1200 },
] as const;
export type AnswerBucket = (typeof ANSWER_BUCKETS)[number]['bucket'];

/** A leave may be declared up to this many days ahead. */
export const LEAVE_MAX_DAYS = 366;

/** The London date (YYYY-MM-DD) `days` from now. */
const londonDateIn = (days: number) => londonDate(new Date(Date.now() + days * 86_400_000));

const LEAVE_DATE_INVALID = 'tradeProfile.validation.leaveDateInvalid';

/** PUT /api/trade-profile/leave: the last London date of the leave, from today to a year ahead. */
export const leaveSchema = z.strictObject({
  until: z.iso
    .date({ error: LEAVE_DATE_INVALID })
    .refine((value) => value >= londonDateIn(0) && value <= londonDateIn(LEAVE_MAX_DAYS), {
      error: LEAVE_DATE_INVALID,
    }),
});
export type LeaveInput = z.input<typeof leaveSchema>;
