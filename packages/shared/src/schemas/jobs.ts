import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { JOB_STATUSES, PROPERTY_TYPES, SERVICE_TIMES, TRADES } from '../enums.js';
import { normaliseCoverage } from '../postcode.js';
import { V, cleanText, emailFieldWith, paging, postcodeFieldWith } from './fields.js';

/** i18n keys of the job posting and quotation messages (spec sections 5 and 8). */
export const J = {
  workTypeRequired: 'jobPostForm.workTypeRequired',
  serviceTimeRequired: 'jobPostForm.serviceTimeRequired',
  propertyTypeRequired: 'jobPostForm.propertyTypeRequired',
  addressRequired: 'jobPostForm.addressRequired',
  emailRequired: 'jobPostForm.email',
  descriptionRequired: 'jobPostForm.jobDescriptionRequired',
  descriptionMaxLength: 'jobPostForm.jobDescriptionMaxLength',
  quotationRequired: 'applyJob.quotationRequired',
  quotationTooLong: 'applyJob.quotationTooLong',
  priceInvalid: 'applyJob.priceInvalid',
  coverageInvalid: 'coverage.invalid',
  coverageEmpty: 'coverage.empty',
  radiusInvalid: 'coverage.radiusInvalid',
  coverageTooMany: 'coverage.tooMany',
  invalidId: 'validation.invalidId',
} as const;

const addressText = z
  .string({ error: J.addressRequired })
  .overwrite((value) => cleanText(value))
  .trim()
  .min(1, { error: J.addressRequired })
  .max(LIMITS.textMax, { error: V.tooLong });

export const addressSchema = z.strictObject({
  street: addressText,
  city: addressText,
  postcode: postcodeFieldWith(J.addressRequired),
});

export const jobDescriptionField = z
  .string({ error: J.descriptionRequired })
  .overwrite((value) => cleanText(value, { singleLine: false }))
  .trim()
  .min(1, { error: J.descriptionRequired })
  .max(LIMITS.jobDescriptionMax, { error: J.descriptionMaxLength });

/** POST /api/post-job: the job post draft of spec section 3. */
export const postJobSchema = z.strictObject({
  workType: z.enum(TRADES, { error: J.workTypeRequired }),
  serviceTime: z.enum(SERVICE_TIMES, { error: J.serviceTimeRequired }),
  propertyType: z.enum(PROPERTY_TYPES, { error: J.propertyTypeRequired }),
  address: z.strictObject(addressSchema.shape, { error: J.addressRequired }),
  email: emailFieldWith(J.emailRequired),
  jobDescription: jobDescriptionField,
  /** The home-page request this job publishes, if any: publishing removes the draft. */
  requestId: z.uuid({ error: 'validation.invalidId' }).optional(),
  /** The tradesperson asked to quote (from their profile): approved, listed and of the job's trade. */
  invite: z.uuid({ error: 'validation.invalidId' }).optional(),
});
export type PostJobInput = z.input<typeof postJobSchema>;
export type PostJob = z.output<typeof postJobSchema>;

/** GET /api/jobs: the client's own email (optional), one status (optional), a page of up to 100. */
export const clientJobsQuerySchema = z.object({
  email: z.string().max(254).optional(),
  status: z.enum(JOB_STATUSES, { error: 'validation.invalidStatus' }).optional(),
  ...paging(100, 100),
});

/** PATCH /api/jobs/{jobId}: the owner's new description, checked as when posting. */
export const editJobSchema = z.strictObject({ jobDescription: jobDescriptionField });
export type EditJobInput = z.input<typeof editJobSchema>;

/** POST /api/apply-job/{jobId}: `{quotation}` as specified, plus an optional price in pounds. */
export const applyJobSchema = z.strictObject({
  quotation: z
    .string({ error: J.quotationRequired })
    .overwrite((value) => cleanText(value, { singleLine: false }))
    .trim()
    .min(1, { error: J.quotationRequired })
    .max(LIMITS.quotationMax, { error: J.quotationTooLong }),
  price: z
    .number({ error: J.priceInvalid })
    .min(LIMITS.minPricePounds, { error: J.priceInvalid })
    .max(LIMITS.maxPricePounds, { error: J.priceInvalid })
    // Whole pence: 12.34 is 1234p; 12.345 or 1e-20 is no price anyone can pay.
    .refine((pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6, { error: J.priceInvalid })
    .nullish(),
});
export type ApplyJobInput = z.input<typeof applyJobSchema>;

/** The postcode areas ("SW") and districts ("SW1A") a tradesperson adds to their radius. */
const entryList = z
  .array(
    z
      .string({ error: J.coverageInvalid })
      .max(8, { error: J.coverageInvalid })
      .refine((value) => normaliseCoverage(value) !== null, { error: J.coverageInvalid })
      .transform((value) => normaliseCoverage(value) ?? value),
    { error: J.coverageInvalid },
  )
  .max(LIMITS.maxCoverageEntries, { error: J.coverageTooMany });
const unique = (values: string[]) => [...new Set(values)];
/** `areas` may be empty (the radius alone); the specification's `coverage` names one at least. */
const areaList = entryList.transform(unique);
const coverageList = entryList.min(1, { error: J.coverageEmpty }).transform(unique);

const radiusMiles = z
  .number({ error: J.radiusInvalid })
  .int({ error: J.radiusInvalid })
  .min(LIMITS.minRadiusMiles, { error: J.radiusInvalid })
  .max(LIMITS.maxRadiusMiles, { error: J.radiusInvalid });

/**
 * PUT /api/coverage: the radius in miles around the base postcode (kept when left out) and the
 * added areas, as `areas` or, as the specification has it, `coverage` (one of the two).
 */
export const coverageSchema = z
  .strictObject({
    coverage: coverageList.optional(),
    areas: areaList.optional(),
    radiusMiles: radiusMiles.optional(),
  })
  .refine((body) => body.coverage !== undefined || body.areas !== undefined, {
    error: J.coverageEmpty,
    path: ['coverage'],
  })
  .transform(({ coverage, areas, radiusMiles }) => ({ coverage: areas ?? coverage ?? [], radiusMiles }));

/** GET /api/coverage/towns?radiusMiles=N */
export const coverageTownsQuery = z.object({
  radiusMiles: z.coerce.number({ error: J.radiusInvalid }).pipe(radiusMiles),
});

export const idSchema = z.uuid({ error: J.invalidId });
export const jobIdParams = z.strictObject({ jobId: idSchema });
export const acceptParams = z.strictObject({ jobId: idSchema, quotationId: idSchema });
export const jobPhotoParams = z.strictObject({ jobId: idSchema, photoId: idSchema });
/**
 * A job photo's address is a signed link that expires (see jobPhotoSchema): its expiry in seconds
 * since 1970 and its signature. Without a good, unexpired pair the photo is not found.
 */
export const jobPhotoQuery = z.object({
  expires: z.coerce.number().int().min(0).max(1e11).optional(),
  sig: z.string().max(64).optional(),
});

export const pageQuerySchema = z.object(paging(LIMITS.matchingPageSize, 50));

/** GET /api/matching-jobs: newest first, or nearest first with sort=distance. */
export const matchingQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['newest', 'distance']).default('newest'),
});
