/**
 * What becomes of jobs and quotations when an administrator removes a client, a tradesperson or a
 * job. Each runs inside the caller's transaction, beside the removal and its audit entry.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { unlinkJob } from '../requests/index.js';
import { detachPhotosOfClient } from './photos/repository.js';
import * as quotations from './quotation-repository.js';
import * as repo from './repository.js';

type Trx = Transaction<Database>;

/** A client's jobs go with them, and those jobs' quotations first (their photos are left to the sweeper). */
export async function removeJobsOfClient(trx: Trx, clientId: string) {
  await quotations.deleteQuotationsOnJobsOf(trx, clientId);
  await repo.deleteJobsOfClient(trx, clientId);
}

/**
 * A tradesperson's quotations go with them. A job they were hired on goes back to open, its other
 * quotations pending again; every touched job's quotation count is recounted.
 */
export async function withdrawQuotationsOf(trx: Trx, tradespersonId: string) {
  const theirs = await quotations.quotationsBy(trx, tradespersonId);
  if (theirs.length === 0) return;
  const quotationIds = theirs.map((q) => q.id);
  const now = nowIso();
  const reopened = await repo.reopenHiredOn(trx, quotationIds, now);
  if (reopened.length > 0) {
    await quotations.setStatusOnJobs(trx, reopened, { from: 'declined', to: 'pending' }, now);
  }
  await repo.clearAcceptedQuotation(trx, quotationIds);
  await quotations.deleteQuotationsBy(trx, tradespersonId);
  await repo.recountQuotations(trx, [...new Set(theirs.map((q) => q.jobId))]);
}

/**
 * Removes a job with its quotations; the request it was published from stays, unlinked. Its photos
 * lose their job (foreign key set null) and the sweeper deletes them.
 */
export async function removeJob(trx: Trx, jobId: string) {
  const job = await repo.findJob(trx, jobId);
  if (!job) throw new AppError('NOT_FOUND');
  await quotations.deleteQuotationsOnJob(trx, jobId);
  await unlinkJob(trx, jobId);
  await repo.deleteJob(trx, jobId);
  return job;
}

/**
 * A client who deletes their own account: their open jobs are cancelled (pending quotations
 * declined), their hired jobs closed as cancelled too (no one is left to mark them completed or
 * review them: they would stay hired for ever), both returned to the caller so those who quoted
 * and those hired can be told; and every job of theirs keeps only what others need of its history:
 * the work, the town and the outcome, not the street, the contact email or the photos.
 */
export async function closeJobsOfLeavingClient(
  trx: Trx,
  clientId: string,
): Promise<{ cancelled: string[]; hired: string[] }> {
  const now = nowIso();
  const cancelled = await repo.cancelOpenJobsOf(trx, clientId, now);
  if (cancelled.length > 0) await quotations.setStatusOnJobs(trx, cancelled, { from: 'pending', to: 'declined' }, now);
  const hired = await repo.closeHiredJobsOf(trx, clientId, now);
  await repo.eraseJobContactsOf(trx, clientId, now);
  // Photos of their home go with them (the sweeper deletes the files).
  await detachPhotosOfClient(trx, clientId);
  return { cancelled, hired };
}

/** A tradesperson who deletes their own account: their pending quotations are withdrawn. */
export async function withdrawPendingQuotationsOf(trx: Trx, tradespersonId: string) {
  const pending = (await quotations.quotationsBy(trx, tradespersonId)).filter((q) => q.status === 'pending');
  if (pending.length === 0) return;
  await quotations.deleteQuotations(
    trx,
    pending.map((q) => q.id),
  );
  await repo.recountQuotations(trx, [...new Set(pending.map((q) => q.jobId))]);
}
