import type { ApplicationOutcome, JobStatus, QuotationStatus } from '@tradewise/shared';
import type { JobRow } from '../../db/schema.js';
import { maskContacts } from '../../lib/mask-contacts.js';

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

/**
 * A job as a tradesperson sees it before being hired on it: the client's phone numbers and email
 * addresses in the description hidden, as in messages before a hire.
 */
export function jobBeforeHireOf(job: JobRow) {
  const { text, masked } = maskContacts(job.jobDescription);
  return { ...jobCoreOf(job), jobDescription: text, ...(masked ? { descriptionMasked: true } : {}) };
}

/** A quotation's words as the client sees them before hiring its author: contact details hidden. */
export function quotationBeforeHire(text: string) {
  const { text: shown, masked } = maskContacts(text);
  return { quotationText: shown, ...(masked ? { masked: true } : {}) };
}

/** City and outward code only: enough to decide whether to quote, not enough to find the door. */
export const publicAddressOf = (job: JobRow) => ({ city: job.city, postcode: job.postcodeOutward });

/**
 * What became of a quotation, from its status and its job's: an accepted one is hired until the
 * client marks the job completed (or closes their account: the job is then cancelled); a declined
 * (or still pending) one on a cancelled job was cancelled, on any other job not chosen.
 */
export function applicationOutcome(quotation: QuotationStatus, job: JobStatus): ApplicationOutcome {
  if (quotation === 'accepted') return job === 'completed' ? 'completed' : job === 'cancelled' ? 'cancelled' : 'hired';
  if (job === 'cancelled') return 'cancelled';
  return quotation === 'pending' && job === 'open' ? 'pending' : 'not_chosen';
}
