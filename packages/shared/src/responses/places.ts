import { z } from 'zod';
import { PLACE_TRADES } from '../places.js';
import { listingSchema } from './directory.js';

/** A place of a trade-and-place page: a town, a region or an outward code. */
export const pagePlaceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['town', 'region', 'outcode']),
  /** The town (else the region) an outward code belongs to. */
  town: z.string().optional(),
});

/** GET /api/places/:trade/:place: what a trade-and-place page shows, all of it from the data. */
export const tradePlaceSchema = z.object({
  trade: z.enum(PLACE_TRADES),
  place: pagePlaceSchema,
  /** Whether anyone of the trade reaches the place; a page without is not indexed nor in the sitemap. */
  covered: z.boolean(),
  /** The place whose tradespeople are listed: the page's own, else the nearest one someone of the trade reaches (null: nowhere). */
  shown: pagePlaceSchema.extend({ distanceMiles: z.number() }).nullable(),
  /** How many of the trade reach the shown place (the list holds the nearest of them). */
  total: z.number().int(),
  people: z.array(
    listingSchema.extend({
      /** The start of their latest published review. */
      quote: z.object({ text: z.string(), rating: z.number().int(), createdAt: z.string() }).nullable(),
    }),
  ),
  /** Jobs of the trade posted within `miles` of the place in the last `days` days. */
  jobsNearby: z.object({ count: z.number().int(), miles: z.number(), days: z.number().int() }),
  /** Other places near it that someone of the trade reaches, nearest first. */
  nearby: z.array(pagePlaceSchema.extend({ distanceMiles: z.number() })),
  /** Other trades with someone reaching the place, most first. */
  related: z.array(z.object({ trade: z.enum(PLACE_TRADES), count: z.number().int() })),
});
export type TradePlace = z.infer<typeof tradePlaceSchema>;
