import type { Kysely } from 'kysely';
import type { ReviewBody } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import { reviewRequested, writeReview } from '../reviews/index.js';
import { ownJob } from './service.js';

/**
 * POST /api/jobs/:jobId/review. Reviews answer from their own rows (a completed hire, recorded in
 * review_requests); where there is none for this client, the job says why: unknown (404), someone
 * else's (403) or not yet completed (409). A completed job with nobody to review is reviews' 404.
 */
export async function reviewJob(
  db: Kysely<Database>,
  mailer: Mailer,
  clientId: string,
  jobId: string,
  body: ReviewBody,
) {
  if (!(await reviewRequested(db, clientId, jobId))) {
    const job = await ownJob(db, clientId, jobId);
    if (job.status !== 'completed') throw new AppError('JOB_NOT_COMPLETED');
  }
  return writeReview(db, mailer, clientId, jobId, body);
}
