import type { Kysely, Transaction } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The tradesperson a job's client asked to quote (see invitations.ts). */
export async function recordInvitation(db: Db, jobId: string, tradespersonId: string, createdAt: string) {
  await db.insertInto('jobInvitations').values({ jobId, tradespersonId, createdAt }).execute();
}

/**
 * The open jobs of their trade this tradesperson was asked to quote on and that still have room,
 * newest first, shaped as the matching list's rows (with their own quotation and the client's
 * confirmation). A handful at most: read apart from the matching indexes and put first.
 */
export const invitedJobs = (db: Db, args: { tradespersonId: string; trade: Trade; maxQuotations: number }) =>
  db
    .selectFrom('jobInvitations as inv')
    .innerJoin('jobs', 'jobs.id', 'inv.jobId')
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .leftJoin('quotations as mine', (join) =>
      join.onRef('mine.jobId', '=', 'jobs.id').on('mine.tradespersonId', '=', args.tradespersonId),
    )
    .selectAll('jobs')
    .select(['mine.id as myQuotationId', 'clients.emailVerifiedAt as clientEmailVerifiedAt'])
    .where('inv.tradespersonId', '=', args.tradespersonId)
    .where('jobs.workType', '=', args.trade)
    .where('jobs.status', '=', 'open')
    .where('jobs.quotationCount', '<', args.maxQuotations)
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();

/** Whether this tradesperson was asked to quote on this job. */
export async function isInvited(db: Db, jobId: string, tradespersonId: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobInvitations')
    .select('jobId')
    .where('jobId', '=', jobId)
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirst();
  return row !== undefined;
}
