import type { JobRow } from '../../db/schema.js';

/** Row-to-answer mappers of jobs (the answer shapes live in packages/shared). */
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
