/**
 * PATCH /api/jobs/:jobId: the client rewrites the description of an open job nobody has quoted on
 * yet. Once a tradesperson has quoted, the quotation answers the description they read, so it
 * stays as it was (409 JOB_HAS_QUOTATIONS; cancelling and posting again remains possible).
 */
import type { Kysely } from 'kysely';
import type { ClientJob } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { addressOf } from '../../lib/answers.js';
import { nowIso } from '../../lib/ids.js';
import { jobCoreOf } from './mappers.js';
import { photosForJobs } from './photos/list.js';
import { ownJob } from './service.js';

/**
 * Changes the description only while the job is open with no quotation. The check and the change
 * are one guarded update on the row a quotation raises `quotationCount` on, so of an edit and a
 * quotation arriving together, either the edit lands before the quotation or it is refused.
 */
export async function editJobDescription(
  db: Kysely<Database>,
  clientId: string,
  jobId: string,
  jobDescription: string,
): Promise<ClientJob> {
  await ownJob(db, clientId, jobId);
  const job = await db
    .updateTable('jobs')
    .set({ jobDescription, updatedAt: nowIso() })
    .where('id', '=', jobId)
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .where('quotationCount', '=', 0)
    .returningAll()
    .executeTakeFirst();
  if (!job) {
    const current = await ownJob(db, clientId, jobId);
    throw new AppError(current.status === 'open' ? 'JOB_HAS_QUOTATIONS' : 'JOB_NOT_OPEN');
  }
  return {
    ...jobCoreOf(job),
    address: addressOf(job),
    contactEmail: job.contactEmail,
    photos: (await photosForJobs(db, [job.id])).of(job.id),
    quotations: [],
    acceptedQuotation: null,
  };
}
