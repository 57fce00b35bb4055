import { z } from 'zod';
import {
  APPLICATION_OUTCOMES,
  JOB_STATUSES,
  PROPERTY_TYPES,
  QUOTATION_STATUSES,
  SERVICE_TIMES,
  TRADES,
} from '../enums.js';
import { addressAnswerSchema } from './common.js';
import { ratingSummarySchema } from './reviews.js';
import { publicReliabilitySchema } from './reliability.js';
import { quoteViewSchema } from '../quotes.js';
import { credentialBadgeSchema } from './trade-profile.js';

/** The fields of a job every viewer may see. */
const jobCore = {
  _id: z.string(),
  workType: z.enum(TRADES),
  serviceTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  jobDescription: z.string(),
  /** True when the reader (a tradesperson not hired) sees the client's contact details in it as •••. */
  descriptionMasked: z.boolean().optional(),
  status: z.enum(JOB_STATUSES),
  quotationCount: z.number(),
  createdAt: z.string(),
};

/**
 * A photo of a job (issue 17), as WebP. `url` (at most 1600 px) and `thumbnailUrl` (400 px) are
 * paths to use in <img src> as they are: signed links that expire within hours (each answer that
 * lists the photo gives fresh ones), given only to those who may see the job. width and height are
 * the full-size photo's.
 */
export const jobPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type JobPhoto = z.infer<typeof jobPhotoSchema>;

/** A job's photos, in their order. */
const photos = z.array(jobPhotoSchema);

/** Pounds (the database keeps pence); null when the tradesperson gave no price. */
const price = z.number().nullable();

/** A quotation on one of the client's jobs (GET /api/jobs). */
export const clientQuotationSchema = z.object({
  _id: z.string(),
  quotationText: z.string(),
  /** True when the client, not having hired its author, sees contact details in it as •••. */
  masked: z.boolean().optional(),
  price,
  status: z.enum(QUOTATION_STATUSES),
  createdAt: z.string(),
  tradesperson: z.object({
    _id: z.string(),
    name: z.string(),
    businessName: z.string(),
    trade: z.enum(TRADES),
    /** From their published reviews: average null and count 0 when they have none. */
    rating: ratingSummarySchema,
    /** Whether their public profile (/tradespeople/{_id}) is open to see: listed in the directory now. */
    listed: z.boolean(),
    /** Their checked credentials (badges), for comparing quotations (issue 41). */
    credentials: z.array(credentialBadgeSchema).optional(),
    /** Their reliability figures past their thresholds, as their profile shows them (issue 42). */
    reliability: publicReliabilitySchema.optional(),
  }),
  /** The quotation's conversation between the client and this tradesperson. */
  conversationId: z.string(),
  /** The structured quote with its totals and validity (issue 41); null for a quotation of text alone. */
  quote: quoteViewSchema.nullable().optional(),
  /** Miles from the tradesperson's base to the job, to one decimal; null when either place is unknown. */
  distanceMiles: z.number().nullable().optional(),
});
export type ClientQuotation = z.infer<typeof clientQuotationSchema>;

/** One of the client's jobs, with every quotation and, once hired, the hired tradesperson. */
export const clientJobSchema = z.object({
  ...jobCore,
  address: addressAnswerSchema,
  contactEmail: z.string(),
  photos,
  quotations: z.array(clientQuotationSchema),
  acceptedQuotation: z
    .object({
      _id: z.string(),
      quotationText: z.string(),
      price,
      tradeperson: z.object({
        name: z.string(),
        email: z.string(),
        contactNumber: z.string(),
        businessName: z.string(),
      }),
    })
    .nullable(),
});
export type ClientJob = z.infer<typeof clientJobSchema>;

/** GET /api/jobs/counts: how many of the client's jobs are in each status. */
export const clientJobCountsSchema = z.object({
  open: z.number(),
  hired: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});
export type ClientJobCounts = z.infer<typeof clientJobCountsSchema>;

/** What a tradesperson sees before being hired: no street, no contact email. */
export const matchingJobSchema = z.object({
  ...jobCore,
  address: z.object({ city: z.string(), postcode: z.string() }),
  photos,
  quoted: z.boolean(),
  /** Whether the client confirmed their email address (a sign the request is real). */
  clientEmailVerified: z.boolean(),
  /** Miles between the job's outward-code centre and the tradesperson's base (null when unknown). */
  distanceMiles: z.number().nullable(),
  /** Whether the client asked this tradesperson to quote (from their profile): listed first. */
  invited: z.boolean(),
  /** Whether this tradesperson withdrew a quotation on it: they may not quote on it again. */
  withdrawn: z.boolean(),
});
export type MatchingJob = z.infer<typeof matchingJobSchema>;

/** GET /api/apply-job/{jobId}: the job to quote on, with what a price for it is usually. */
export const jobToQuoteSchema = matchingJobSchema.extend({
  /** The median price (pounds) quoted on jobs of this trade; null until enough quotations have a price. */
  tradeMedianPrice: z.number().nullable(),
});
export type JobToQuote = z.infer<typeof jobToQuoteSchema>;

/** GET /api/matching-jobs */
export const matchingPageSchema = z.object({
  jobs: z.array(matchingJobSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type MatchingPage = z.infer<typeof matchingPageSchema>;

/**
 * One of the tradesperson's quotations with its job, withdrawn ones included; the street, contact
 * email and the client's name and phone only once accepted (the client's, absent if they have since
 * deleted their account).
 */
export const applicationSchema = z.object({
  _id: z.string(),
  jobId: z.object({
    ...jobCore,
    address: z.object({ street: z.string().optional(), city: z.string(), postcode: z.string() }),
    contactEmail: z.string().optional(),
    client: z.object({ name: z.string(), contactNumber: z.string() }).optional(),
    photos,
  }),
  /** What the quotation said ('' for one withdrawn before withdrawn quotations were kept). */
  quotationText: z.string(),
  /** True while the client sees contact details in it as ••• (pending: not hired yet). */
  hiddenFromClient: z.boolean().optional(),
  price,
  status: z.enum([...QUOTATION_STATUSES, 'withdrawn']),
  outcome: z.enum(APPLICATION_OUTCOMES),
  /** When the tradesperson withdrew it (withdrawn ones only). */
  withdrawnAt: z.string().optional(),
  isAccepted: z.boolean(),
  createdAt: z.string(),
  userId: z.object({ name: z.string(), email: z.string() }),
  /** The quotation's conversation with the client. */
  conversationId: z.string(),
  /** The structured quote with its totals and validity (issue 41); null for a quotation of text alone. */
  quote: quoteViewSchema.nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET/PUT /api/coverage: the radius and the added areas (`coverage` repeats `areas`, as the specification has it). */
export const coverageAnswerSchema = z.object({
  coverage: z.array(z.string()),
  areas: z.array(z.string()),
  radiusMiles: z.number(),
});
export type Coverage = z.infer<typeof coverageAnswerSchema>;

/** GET /api/coverage/towns: the places a radius around the base reaches, nearest first (at most 40), and how many. */
export const coverageTownsSchema = z.object({
  /** The base's outward code; null when the data cannot place it (then no towns). */
  base: z.string().nullable(),
  towns: z.array(z.object({ name: z.string(), distanceMiles: z.number() })),
  total: z.number(),
});
export type CoverageTowns = z.infer<typeof coverageTownsSchema>;

/** POST /api/apply-job/:jobId: the quotation just sent. */
export const quotationSentSchema = z.object({
  message: z.string(),
  quotation: z.object({
    _id: z.string(),
    jobId: z.string(),
    quotationText: z.string(),
    price,
    status: z.literal('pending'),
    createdAt: z.string(),
    /** The structured quote as stored, with its totals (issue 41); null for a quotation of text alone. */
    quote: quoteViewSchema.nullable().optional(),
  }),
});
export type QuotationSent = z.infer<typeof quotationSentSchema>;
