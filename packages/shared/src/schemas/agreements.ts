import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { requiredParagraphs } from './fields.js';
import { idSchema } from './jobs.js';

/** The largest change one variation may make to the price, either way: the largest quotation. */
export const VARIATION_MAX_CHANGE_PENCE = LIMITS.maxPricePounds * 100;

/**
 * A change to a hired job's agreement, proposed by either side (issue 41): what changes, by how
 * much the price moves in whole pence (negative: less), and why.
 */
export const proposeVariationSchema = z.strictObject({
  description: requiredParagraphs(1000),
  priceChangePence: z
    .number({ error: 'agreements.validation.priceChange' })
    .int({ error: 'agreements.validation.priceChange' })
    .min(-VARIATION_MAX_CHANGE_PENCE, { error: 'agreements.validation.priceChange' })
    .max(VARIATION_MAX_CHANGE_PENCE, { error: 'agreements.validation.priceChange' }),
  reason: requiredParagraphs(1000),
});
export type ProposeVariation = z.infer<typeof proposeVariationSchema>;

export const variationParams = z.strictObject({ jobId: idSchema, variationId: idSchema });
export const agreementVersionParams = z.strictObject({
  jobId: idSchema,
  version: z.coerce.number({ error: 'agreements.validation.version' }).int().min(1).max(10_000),
});
export const variationAnswerSchema = z.strictObject({ answer: z.enum(['accept', 'decline']) });
