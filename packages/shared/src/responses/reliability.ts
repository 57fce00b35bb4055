import { z } from 'zod';
import { ANSWER_BUCKETS } from '../schemas/reliability.js';

const bucketSchema = z.enum(ANSWER_BUCKETS.map((b) => b.bucket) as ['hour', 'day', 'two_days']);

/**
 * The public figures of a profile (GET /api/tradespeople/:id): only those past their threshold,
 * absent otherwise (never zero-filled). While a leave lasts, only `onLeaveUntil`.
 */
export const publicReliabilitySchema = z.object({
  onLeaveUntil: z.string().optional(),
  /** The usual (median) working-hours bucket of a first answer; absent when it is over two days. */
  usuallyAnswers: bucketSchema.optional(),
  hiresCompleted: z.number().optional(),
  visits: z.object({ kept: z.number(), total: z.number() }).optional(),
});
export type PublicReliability = z.infer<typeof publicReliabilitySchema>;

/** GET /api/trade-profile/reliability: a tradesperson's own figures, with how each is worked out. */
export const ownReliabilitySchema = z.object({
  onLeaveUntil: z.string().nullable(),
  workingHours: z.object({ days: z.literal('Monday–Friday'), from: z.string(), to: z.string(), timeZone: z.string() }),
  answers: z.object({
    count: z.number(),
    threshold: z.number(),
    public: z.boolean(),
    /** First answers per bucket: within 60, 600 and 1,200 working minutes, and later. */
    buckets: z.object({ hour: z.number(), day: z.number(), two_days: z.number(), later: z.number() }),
    usually: bucketSchema.nullable(),
  }),
  hires: z.object({ count: z.number(), threshold: z.number(), public: z.boolean() }),
  visits: z.object({ kept: z.number(), missed: z.number(), threshold: z.number(), public: z.boolean() }),
});
export type OwnReliability = z.infer<typeof ownReliabilitySchema>;
