/**
 * The counts behind an administrator's delete dialog: what goes with a client, a tradesperson or a
 * job (as modules/admin/service.ts deletes them), read without changing anything.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
/** Whose records: a client's (their jobs'), a tradesperson's, or one job's. */
export type Owner = { clientId: string } | { tradespersonId: string } | { jobId: string };

const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

export const exists = async (db: Db, table: 'clients' | 'tradespeople' | 'jobs', id: string) =>
  (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const countJobsOf = (db: Db, clientId: string) =>
  count(
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('clientId', '=', clientId),
  );

/** The owner's jobs (a client's) or the job itself; null for a tradesperson. */
const jobIdsOf = (db: Db, owner: Owner) =>
  'clientId' in owner
    ? db.selectFrom('jobs').select('id').where('clientId', '=', owner.clientId)
    : 'jobId' in owner
      ? db.selectFrom('jobs').select('id').where('id', '=', owner.jobId)
      : null;

export function countQuotations(db: Db, owner: Owner) {
  const jobIds = jobIdsOf(db, owner);
  const query = db.selectFrom('quotations').select((eb) => eb.fn.countAll().as('n'));
  return count(
    jobIds
      ? query.where('jobId', 'in', jobIds)
      : query.where('tradespersonId', '=', (owner as { tradespersonId: string }).tradespersonId),
  );
}

/** Jobs a tradesperson is hired for (not yet completed): they go back to open. */
export const countHiredJobsOf = (db: Db, tradespersonId: string) =>
  count(
    db
      .selectFrom('jobs')
      .innerJoin('quotations', 'quotations.id', 'jobs.acceptedQuotationId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('quotations.tradespersonId', '=', tradespersonId)
      .where('jobs.status', '=', 'hired'),
  );

const reviewIdsOf = (db: Db, owner: Owner) => {
  const query = db.selectFrom('reviews').select('id');
  if ('clientId' in owner) return query.where('clientId', '=', owner.clientId);
  if ('jobId' in owner) return query.where('jobId', '=', owner.jobId);
  return query.where('tradespersonId', '=', owner.tradespersonId);
};

export const countReviews = (db: Db, owner: Owner) =>
  count(db.selectFrom(reviewIdsOf(db, owner).as('r')).select((eb) => eb.fn.countAll().as('n')));

const conversationIdsOf = (db: Db, owner: Owner) => {
  const query = db.selectFrom('conversations').select('id');
  if ('clientId' in owner) return query.where('clientId', '=', owner.clientId);
  if ('jobId' in owner) return query.where('jobId', '=', owner.jobId);
  return query.where('tradespersonId', '=', owner.tradespersonId);
};

/** Reports still to deal with on the reviews and conversations that would go. */
export async function countOpenReports(db: Db, owner: Owner) {
  const [onReviews, onConversations] = await Promise.all([
    count(
      db
        .selectFrom('reviewReports')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('reviewId', 'in', reviewIdsOf(db, owner))
        .where('resolvedAt', 'is', null),
    ),
    // A reported conversation has no resolution: each report stands until the conversation goes.
    count(
      db
        .selectFrom('conversationReports')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('conversationId', 'in', conversationIdsOf(db, owner)),
    ),
  ]);
  return onReviews + onConversations;
}
