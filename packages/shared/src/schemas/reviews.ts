import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { V, cleanText, paging, requiredParagraphs } from './fields.js';
import { idSchema } from './jobs.js';

/** Why a review may be reported, and why an administrator may hide one (shown publicly in its place). */
export const REVIEW_REPORT_REASONS = [
  'personal_information',
  'offensive',
  'not_genuine',
  'not_about_the_job',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_HIDE_REASONS = [
  'personal_information',
  'offensive',
  'not_genuine',
  'not_about_the_job',
  'legal',
] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];
/** published: shown and counted; hidden: replaced by the moderators' reason, left out of every average. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** i18n keys of the review form's messages. */
export const RV = {
  scoreRequired: 'reviews.validation.scoreRequired',
  textTooShort: 'reviews.validation.textTooShort',
  textTooLong: 'reviews.validation.textTooLong',
  reasonRequired: 'reviews.validation.reasonRequired',
} as const;

/** A score out of five: a whole number from 1 to 5. */
export const scoreField = z
  .number({ error: RV.scoreRequired })
  .int({ error: RV.scoreRequired })
  .min(1, { error: RV.scoreRequired })
  .max(5, { error: RV.scoreRequired });

/** The review's words: trimmed, 20 to 2,000 characters, kept exactly as written otherwise. */
export const reviewTextField = z
  .string({ error: V.required })
  .overwrite((value) => cleanText(value, { singleLine: false }))
  .trim()
  .min(LIMITS.reviewTextMin, { error: RV.textTooShort })
  .max(LIMITS.reviewTextMax, { error: RV.textTooLong });

/** POST /api/jobs/:jobId/review and PUT /api/reviews/:id. */
export const reviewSchema = z.strictObject({
  rating: scoreField,
  quality: scoreField,
  reliability: scoreField,
  value: scoreField,
  text: reviewTextField,
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewBody = z.output<typeof reviewSchema>;

/** POST /api/reviews/:id/reply: the reviewed tradesperson's one public answer. */
export const reviewReplySchema = z.strictObject({
  text: requiredParagraphs(LIMITS.reviewReplyMax).max(LIMITS.reviewReplyMax, { error: RV.textTooLong }),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** POST /api/reviews/:id/report: why, and optionally more words. */
export const reviewReportSchema = z.strictObject({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: RV.reasonRequired }),
  details: z
    .string()
    .overwrite((value) => cleanText(value, { singleLine: false }))
    .trim()
    .max(LIMITS.reviewReportMax, { error: V.tooLong })
    .optional(),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;

/** POST /api/admin/reviews/:id/hide: the reason shown publicly in the review's place. */
export const reviewHideSchema = z.strictObject({ reason: z.enum(REVIEW_HIDE_REASONS, { error: RV.reasonRequired }) });

export const reviewIdParams = z.strictObject({ id: idSchema });

/** GET /api/tradespeople/:id/reviews and GET /api/reviews/received. */
export const reviewPageQuery = z.strictObject({ ...paging(10, 50) });

/** GET /api/admin/reviews: reported (open reports), hidden, or every review. */
export const ADMIN_REVIEW_FILTERS = ['reported', 'hidden', 'all'] as const;
export const adminReviewQuery = z.strictObject({
  status: z.enum(ADMIN_REVIEW_FILTERS).default('reported'),
  ...paging(20, 100),
});
