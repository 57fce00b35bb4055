import { z } from 'zod';
import { JOB_STATUSES, PROPERTY_TYPES, QUOTATION_STATUSES, SERVICE_TIMES, TRADES } from '@tradewise/shared';
import type { JobRow } from '../../db/schema.js';

/** Response shapes. Declared on the routes, so a field not listed here never leaves the server. */
const jobCore = {
  _id: z.string(),
  workType: z.enum(TRADES),
  serviceTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  jobDescription: z.string(),
  status: z.enum(JOB_STATUSES),
  quotationCount: z.number(),
  createdAt: z.string(),
};

const price = z.number().nullable();

export const clientJobShape = z.object({
  ...jobCore,
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string() }),
  contactEmail: z.string(),
  quotations: z.array(
    z.object({
      _id: z.string(),
      quotationText: z.string(),
      price,
      status: z.enum(QUOTATION_STATUSES),
      createdAt: z.string(),
      tradesperson: z.object({ _id: z.string(), name: z.string(), businessName: z.string(), trade: z.enum(TRADES) }),
    }),
  ),
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
export type ClientJob = z.infer<typeof clientJobShape>;

/** What a tradesperson sees before being hired: no street, no contact email. */
export const matchingJobShape = z.object({
  ...jobCore,
  address: z.object({ city: z.string(), postcode: z.string() }),
  quoted: z.boolean(),
});
export type MatchingJob = z.infer<typeof matchingJobShape>;

export const matchingPageShape = z.object({
  jobs: z.array(matchingJobShape),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});

export const applicationShape = z.object({
  _id: z.string(),
  jobId: z.object({
    ...jobCore,
    address: z.object({ street: z.string().optional(), city: z.string(), postcode: z.string() }),
    contactEmail: z.string().optional(),
  }),
  quotationText: z.string(),
  price,
  status: z.enum(QUOTATION_STATUSES),
  isAccepted: z.boolean(),
  createdAt: z.string(),
  userId: z.object({ name: z.string(), email: z.string() }),
});
export type Application = z.infer<typeof applicationShape>;

export const penceToPounds = (pence: number | null) => (pence === null ? null : pence / 100);

export function jobCoreOf(job: JobRow) {
  return {
    _id: job.id,
    workType: job.workType,
    serviceTime: job.serviceTime,
    propertyType: job.propertyType,
    jobDescription: job.jobDescription,
    status: job.status,
    quotationCount: job.quotationCount,
    createdAt: job.createdAt,
  };
}

/** City and outward code only: enough to decide whether to quote, not enough to find the door. */
export const publicAddressOf = (job: JobRow) => ({ city: job.city, postcode: job.postcodeOutward });
