import { z } from 'zod';
import { TRADES } from '../enums.js';
import { ratingSummarySchema, scoreAveragesSchema } from './reviews.js';
import { credentialBadgeSchema, portfolioPhotoSchema, profileImageSchema } from './trade-profile.js';
import { publicReliabilitySchema } from './reliability.js';

/** GET /api/tradespeople: one approved tradesperson in the directory. */
export const listingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  contactNumber: z.string(),
  trade: z.enum(TRADES),
  address: z.object({ city: z.string(), postcode: z.string() }),
  coverage: z.array(z.string()),
  createdAt: z.string(),
  rating: ratingSummarySchema,
  /** The miles they travel around their base (`address.postcode`); null when the data cannot place the base. */
  radiusMiles: z.number().nullable(),
  /** Miles from the searched place (`near`) to the tradesperson's base; null without one, or when unknown. */
  distanceMiles: z.number().nullable(),
  /** The portrait or logo (its thumbnail on a card); null when none was uploaded. */
  portrait: profileImageSchema.nullable(),
  /** The credentials an administrator checked and that are current (never one merely claimed). */
  badges: z.array(credentialBadgeSchema),
});
export type Listing = z.infer<typeof listingSchema>;

/** GET /api/tradespeople/:id and GET /api/top-rated: a tradesperson's public profile. */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  businessName: z.string(),
  trade: z.enum(TRADES),
  city: z.string(),
  coverage: z.array(z.string()),
  memberSince: z.string(),
  jobsWon: z.number(),
  rating: ratingSummarySchema,
  scores: scoreAveragesSchema,
  /** How many published reviews gave 1, 2, 3, 4 and 5 overall (in that order). */
  distribution: z.array(z.number()).length(5),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/tradespeople/:id: the profile a client decides on, with what the tradesperson says
 * about themselves, their portrait and portfolio, and only the credentials an administrator checked.
 */
export const fullProfileSchema = profileSchema.extend({
  about: z.string(),
  yearsTrading: z.number().nullable(),
  portrait: profileImageSchema.nullable(),
  badges: z.array(credentialBadgeSchema),
  portfolio: z.array(portfolioPhotoSchema),
  /** Issue 42: the reliability figures past their thresholds (or the leave). */
  reliability: publicReliabilitySchema,
});
export type FullProfile = z.infer<typeof fullProfileSchema>;

/** GET /api/categories: open jobs per trade. */
export const categoryCountSchema = z.object({ trade: z.enum(TRADES), openJobs: z.number() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;
