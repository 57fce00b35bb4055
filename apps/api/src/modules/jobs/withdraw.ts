/**
 * POST /api/quotations/:quotationId/withdraw: a tradesperson takes back their own quotation while
 * the job is open and the quotation pending. The quotation goes (as when they delete their
 * account), the job's quotation cap frees a place, and the client is told by email. They may not
 * quote on that job again, so withdrawing and quoting in turn cannot flood the client with emails;
 * their list keeps it, shown as withdrawn, with what it said.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import * as quotations from './quotation-repository.js';
import * as repo from './repository.js';

/**
 * Someone else's quotation answers 404, as an unknown one does. The job's row is changed first,
 * as quoting and hiring do, so a withdrawal and an accept on one job queue instead of deadlocking:
 * whichever comes second finds the job no longer open, or the quotation gone.
 */
export async function withdrawQuotation(
  db: Kysely<Database>,
  mailer: Mailer,
  tradespersonId: string,
  quotationId: string,
) {
  await db.transaction().execute(async (trx) => {
    const quotation = await quotations.findQuotation(trx, quotationId);
    if (quotation?.tradespersonId !== tradespersonId) throw new AppError('NOT_FOUND');
    if (quotation.status !== 'pending') throw new AppError('JOB_NOT_OPEN');
    if (!(await repo.lowerQuotationCount(trx, quotation.jobId, nowIso()))) throw new AppError('JOB_NOT_OPEN');
    if (!(await quotations.deletePending(trx, quotationId, tradespersonId))) throw new AppError('NOT_FOUND');
    await quotations.recordWithdrawal(trx, quotation, nowIso());
    await notifications.quotationWithdrawn(trx, mailer, quotation.jobId, tradespersonId);
  });
}
