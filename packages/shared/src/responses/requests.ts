import { z } from 'zod';
import { PROPERTY_TYPES, SERVICE_TIMES, TRADES } from '../enums.js';
import { addressAnswerSchema } from './common.js';

/** A request sent from the home page's form, waiting to be finished as a job (GET /api/job-requests/mine). */
export const jobDraftSchema = z.object({
  _id: z.string(),
  tradespersonType: z.enum(TRADES),
  serviceCompletionTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  address: addressAnswerSchema,
  email: z.string(),
  createdAt: z.string(),
});
export type JobDraft = z.infer<typeof jobDraftSchema>;

/**
 * POST /api/job-requests/publish: what the emailed link did. `created`: a client account was made
 * for the address, and `passwordToken` lets its owner choose a password (as a reset link would);
 * `added`: the job is on the existing client account; `published-before`: the link was used already.
 */
export const publishedRequestSchema = z.object({
  outcome: z.enum(['created', 'added', 'published-before']),
  email: z.string(),
  passwordToken: z.string().optional(),
});
export type PublishedRequest = z.infer<typeof publishedRequestSchema>;
