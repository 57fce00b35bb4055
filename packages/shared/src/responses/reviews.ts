import { z } from 'zod';
import { TRADES } from '../enums.js';
import { REVIEW_HIDE_REASONS, REVIEW_REPORT_REASONS, REVIEW_STATUSES } from '../schemas/reviews.js';
import { personRefSchema } from './common.js';

/** Average of the overall scores of published reviews (one decimal; null when there are none) and their number. */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Average of each detailed score of published reviews (one decimal; null when there are none). */
export const scoreAveragesSchema = z.object({
  quality: z.number().nullable(),
  reliability: z.number().nullable(),
  value: z.number().nullable(),
});
export type ScoreAverages = z.infer<typeof scoreAveragesSchema>;

const scores = { rating: z.number(), quality: z.number(), reliability: z.number(), value: z.number() };
const replySchema = z.object({ text: z.string(), createdAt: z.string() }).nullable();
const reviewedJob = z.object({ workType: z.enum(TRADES), city: z.string() });

/**
 * A review as anyone sees it (GET /api/tradespeople/:id/reviews). Every review comes from a client
 * hired through the site for a completed job (`verifiedHire`); the reviewer is a first name and a
 * surname initial ("Alice C."), or null once that client deleted their account. A hidden review
 * shows only the moderators' reason in its place.
 */
export const publicReviewSchema = z.discriminatedUnion('status', [
  z.object({
    _id: z.string(),
    status: z.literal('published'),
    ...scores,
    text: z.string(),
    reviewer: z.string().nullable(),
    job: reviewedJob,
    reply: replySchema,
    verifiedHire: z.literal(true),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
  }),
  z.object({
    _id: z.string(),
    status: z.literal('hidden'),
    hiddenReason: z.enum(REVIEW_HIDE_REASONS),
    job: reviewedJob,
    verifiedHire: z.literal(true),
    createdAt: z.string(),
  }),
]);
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({ reviews: z.array(publicReviewSchema), total: z.number() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const tradespersonRef = z.object({ _id: z.string(), name: z.string(), businessName: z.string() });

/** One of the client's own reviews, with the last moment it may be edited. */
export const ownReviewSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
  ...scores,
  text: z.string(),
  reply: replySchema,
  tradesperson: tradespersonRef,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  editableUntil: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/reviews/mine: completed jobs still to review, and the reviews written. */
export const myReviewsSchema = z.object({
  toReview: z.array(
    z.object({ jobId: z.string(), job: reviewedJob, tradesperson: tradespersonRef, completedAt: z.string() }),
  ),
  written: z.array(ownReviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** A review of the signed-in tradesperson (GET /api/reviews/received): hidden ones too, with why. */
export const receivedReviewSchema = z.object({
  _id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
  ...scores,
  text: z.string(),
  reviewer: z.string().nullable(),
  job: reviewedJob,
  reply: replySchema,
  /** Whether this tradesperson has already reported it. */
  reported: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

export const receivedReviewsSchema = z.object({
  reviews: z.array(receivedReviewSchema),
  total: z.number(),
  rating: ratingSummarySchema,
});
export type ReceivedReviews = z.infer<typeof receivedReviewsSchema>;

/** GET /api/admin/reviews: a review with its people and its reports (array; total in X-Total-Count). */
export const adminReviewSchema = z.object({
  _id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
  ...scores,
  text: z.string(),
  reply: replySchema,
  reviewer: personRefSchema,
  tradesperson: personRefSchema.extend({ businessName: z.string() }),
  job: reviewedJob.extend({ _id: z.string() }),
  reports: z.array(
    z.object({
      reason: z.enum(REVIEW_REPORT_REASONS),
      details: z.string().nullable(),
      reporterRole: z.enum(['client', 'tradesperson', 'admin']),
      open: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/**
 * GET /api/stats: the live figures behind the site's claims. The web shows a claim only when its
 * figure is above zero, and the sample professionals only while no tradesperson is approved.
 */
export const publicStatsSchema = z.object({
  reviews: ratingSummarySchema,
  /** Clients with at least one completed job. */
  clientsServed: z.number(),
  /** Clients who gave a published review of 4 or 5. */
  satisfiedClients: z.number(),
  approvedTradespeople: z.number(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
