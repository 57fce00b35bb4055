import { z } from 'zod';
import { auditDataSchema } from '../audit.js';
import {
  JOB_REQUEST_STATUSES,
  JOB_STATUSES,
  NEWSLETTER_STATUSES,
  PROPERTY_TYPES,
  QUOTATION_STATUSES,
  SERVICE_TIMES,
  TRADES,
  TRADESPERSON_STATUSES,
} from '../enums.js';
import { addressAnswerSchema, personRefSchema } from './common.js';
import { listingSchema } from './directory.js';
import { credentialSchema } from './trade-profile.js';
import { jobPhotoSchema } from './jobs.js';
import { jobDraftSchema } from './requests.js';

/** The administrator's answers: lists are arrays, their total in the `X-Total-Count` header. */

export const adminClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: addressAnswerSchema,
  jobCount: z.number(),
  createdAt: z.string(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/**
 * A directory listing with the full address, the approval status and every credential claimed,
 * checked or not (the approval screen shows what is still to check).
 */
export const adminTradespersonSchema = listingSchema
  .omit({ rating: true, distanceMiles: true, radiusMiles: true, portrait: true, badges: true })
  .extend({
    address: addressAnswerSchema,
    status: z.enum(TRADESPERSON_STATUSES),
    credentials: z.array(credentialSchema),
  });
export type AdminTradesperson = z.infer<typeof adminTradespersonSchema>;

/**
 * GET /api/admin/{clients,tradespeople,jobs}/:id/deletion: what goes with a record if it is
 * deleted, counted from the data, for the confirmation dialog. `jobs`: a client's jobs;
 * `quotations`: on those jobs, the tradesperson's own, or the job's; `reopenedJobs`: jobs a
 * tradesperson was hired for, which go back to open; `reviews`: written by the client, of the
 * tradesperson, or of the job; `openReports`: reports not yet dealt with on those reviews or
 * conversations.
 */
export const deletionImpactSchema = z.object({
  jobs: z.number(),
  quotations: z.number(),
  reopenedJobs: z.number(),
  reviews: z.number(),
  openReports: z.number(),
});
export type DeletionImpact = z.infer<typeof deletionImpactSchema>;

export const adminQuotationSchema = z.object({
  _id: z.string(),
  quotationText: z.string(),
  price: z.number().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  createdAt: z.string(),
  tradesperson: personRefSchema,
});
export type AdminQuotation = z.infer<typeof adminQuotationSchema>;

export const adminJobSchema = z.object({
  _id: z.string(),
  workType: z.enum(TRADES),
  serviceTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  jobDescription: z.string(),
  address: addressAnswerSchema,
  contactEmail: z.string(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  client: personRefSchema,
  quotations: z.array(adminQuotationSchema),
  photos: z.array(jobPhotoSchema),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminStatsSchema = z.object({
  clients: z.number(),
  tradespeople: z.object({ pending: z.number(), approved: z.number(), suspended: z.number() }),
  jobs: z.object({ open: z.number(), hired: z.number(), completed: z.number(), cancelled: z.number() }),
  unreadMessages: z.number(),
  newJobRequests: z.number(),
  newsletterSubscribers: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A home-page job request as the administrator's inbox shows it: a draft, and what became of it. */
export const jobRequestEntrySchema = jobDraftSchema.extend({
  status: z.enum(JOB_REQUEST_STATUSES),
  jobId: z.string().nullable(),
});
export type JobRequest = z.infer<typeof jobRequestEntrySchema>;

export const subscriberSchema = z.object({
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/**
 * GET /api/admin/audit: one entry, its `kind` and `fields` (the data, ../audit.ts) beside the
 * columns it always had; `summary` is the entry in English, worded from the catalogue.
 */
export const auditEntrySchema = z
  .object({
    _id: z.string(),
    adminEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    summary: z.string(),
    createdAt: z.string(),
  })
  .and(auditDataSchema);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
