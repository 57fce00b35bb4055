import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { QuotationStatus, Trade } from '@tradewise/shared';
import type { Database, QuotationTable } from '../../db/schema.js';
import { isLive } from '../trade-profile/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Quotations of the given jobs, with the facts about each tradesperson the client may see and their conversation. */
export async function quotationsForJobs(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('quotations as q')
    .innerJoin('tradespeople as t', 't.id', 'q.tradespersonId')
    .leftJoin('conversations as c', (join) =>
      join.onRef('c.jobId', '=', 'q.jobId').onRef('c.tradespersonId', '=', 'q.tradespersonId'),
    )
    .select([
      'q.id',
      'c.id as conversationId',
      'q.jobId',
      'q.quotationText',
      'q.pricePence',
      'q.status',
      'q.createdAt',
      'q.quote',
      'q.validUntil',
      'q.renewedAt',
      't.id as tradespersonId',
      't.baseLatitude',
      't.baseLongitude',
      't.name',
      't.email',
      't.businessName',
      't.contactNumber',
      't.trade',
    ])
    .where('q.jobId', 'in', jobIds)
    .orderBy('q.createdAt', 'asc')
    .execute();
}

export const findQuotation = (db: Db, id: string) =>
  db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst();

export const findQuotationBy = (db: Db, jobId: string, tradespersonId: string) =>
  db
    .selectFrom('quotations')
    .select('id')
    .where('jobId', '=', jobId)
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirst();

export async function insertQuotation(db: Db, quotation: Insertable<QuotationTable>) {
  await db.insertInto('quotations').values(quotation).execute();
}

/** Accepts a quotation that is still pending: false when it is gone (withdrawn meanwhile) or decided. */
export async function acceptPending(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ status: 'accepted', updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a pending quotation a new last day, once: false when it was renewed already (or is no longer pending). */
export async function renewOnce(db: Db, id: string, validUntil: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ validUntil, renewedAt: now, expiryRemindedAt: null, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('renewedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Pending quotations on open jobs whose last day is between `today` and `horizon` (inclusive) and
 * whose client has not yet been told it is about to expire.
 */
export const dueExpiryNotices = (db: Db, window: { today: string; horizon: string }, limit: number) =>
  db
    .selectFrom('quotations as q')
    .innerJoin('jobs as j', 'j.id', 'q.jobId')
    .select(['q.id', 'q.jobId', 'q.validUntil'])
    .where('q.status', '=', 'pending')
    .where('j.status', '=', 'open')
    .where('q.validUntil', '>=', window.today)
    .where('q.validUntil', '<=', window.horizon)
    .where('q.expiryRemindedAt', 'is', null)
    .orderBy('q.validUntil')
    .limit(limit)
    .execute();

/** Claims the expiry notice of a quotation: false when another round (or server) already did. */
export async function claimExpiryNotice(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ expiryRemindedAt: now })
    .where('id', '=', id)
    .where('expiryRemindedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the tradesperson's own quotation while it is pending: false when there is no such one. */
export async function deletePending(db: Db, id: string, tradespersonId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('quotations')
    .where('id', '=', id)
    .where('tradespersonId', '=', tradespersonId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Remembers that this tradesperson withdrew their quotation on this job (once), with what it said,
 * so their list can still show it, as withdrawn.
 */
export async function recordWithdrawal(
  db: Db,
  quotation: Pick<
    Selectable<QuotationTable>,
    'jobId' | 'tradespersonId' | 'quotationText' | 'pricePence' | 'createdAt'
  >,
  now: string,
) {
  await db
    .insertInto('quotationWithdrawals')
    .values({
      jobId: quotation.jobId,
      tradespersonId: quotation.tradespersonId,
      withdrawnAt: now,
      quotationText: quotation.quotationText,
      pricePence: quotation.pricePence,
      quotedAt: quotation.createdAt,
    })
    .onConflict((oc) => oc.columns(['jobId', 'tradespersonId']).doNothing())
    .execute();
}

/**
 * A tradesperson's withdrawn quotations with their jobs and conversations (newest first). The
 * conversation stays after a withdrawal; only one withdrawn before conversations existed has none
 * (and nothing left to show either).
 */
export const withdrawnBy = (db: Db, tradespersonId: string) =>
  db
    .selectFrom('quotationWithdrawals as w')
    .innerJoin('jobs', 'jobs.id', 'w.jobId')
    .innerJoin('conversations as c', (join) =>
      join.onRef('c.jobId', '=', 'w.jobId').onRef('c.tradespersonId', '=', 'w.tradespersonId'),
    )
    .selectAll('jobs')
    .select([
      'w.quotationText',
      'w.pricePence',
      'w.quotedAt',
      'w.withdrawnAt',
      'c.id as conversationId',
      'c.quotationId',
    ])
    .where('w.tradespersonId', '=', tradespersonId)
    .orderBy('w.withdrawnAt', 'desc')
    .execute();

/** Which of these jobs this tradesperson withdrew a quotation on (and so may not quote on again). */
export async function withdrawnOn(db: Db, tradespersonId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('quotationWithdrawals')
    .select('jobId')
    .where('tradespersonId', '=', tradespersonId)
    .where('jobId', 'in', jobIds)
    .execute();
  return new Set(rows.map((row) => row.jobId));
}

export const hasWithdrawn = async (db: Db, jobId: string, tradespersonId: string) =>
  (await db
    .selectFrom('quotationWithdrawals')
    .select('jobId')
    .where('jobId', '=', jobId)
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirst()) !== undefined;

/** Sets the status of the quotations on these jobs: only those in `from`, and not `exceptId`. */
export async function setStatusOnJobs(
  db: Db,
  jobIds: string[],
  change: { to: QuotationStatus; from?: QuotationStatus; exceptId?: string },
  now: string,
) {
  let query = db.updateTable('quotations').set({ status: change.to, updatedAt: now }).where('jobId', 'in', jobIds);
  if (change.from) query = query.where('status', '=', change.from);
  if (change.exceptId) query = query.where('id', '!=', change.exceptId);
  await query.execute();
}

export const quotationsBy = (db: Db, tradespersonId: string) =>
  db.selectFrom('quotations').select(['id', 'jobId', 'status']).where('tradespersonId', '=', tradespersonId).execute();

export async function deleteQuotations(db: Db, ids: string[]) {
  await db.deleteFrom('quotations').where('id', 'in', ids).execute();
}

export async function deleteQuotationsBy(db: Db, tradespersonId: string) {
  await db.deleteFrom('quotations').where('tradespersonId', '=', tradespersonId).execute();
}

export async function deleteQuotationsOnJob(db: Db, jobId: string) {
  await db.deleteFrom('quotations').where('jobId', '=', jobId).execute();
}

/** Which of these tradespeople are listed now (trade-profile's one listing rule): their profiles can be seen. */
export async function listedAmong(db: Db, tradespersonIds: string[]): Promise<Set<string>> {
  if (tradespersonIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('tradespeople')
    .select('tradespeople.id')
    .where('tradespeople.id', 'in', [...new Set(tradespersonIds)])
    .where(isLive())
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function deleteQuotationsOnJobsOf(db: Db, clientId: string) {
  const jobIds = db.selectFrom('jobs').select('id').where('clientId', '=', clientId);
  await db.deleteFrom('quotations').where('jobId', 'in', jobIds).execute();
}

/** The priced quotations on jobs of this trade (any status). */
const pricedOfTrade = (db: Db, trade: Trade) =>
  db
    .selectFrom('quotations as q')
    .innerJoin('jobs as j', 'j.id', 'q.jobId')
    .where('j.workType', '=', trade)
    .where('q.pricePence', 'is not', null);

export async function countPricedQuotations(db: Db, trade: Trade): Promise<number> {
  const row = await pricedOfTrade(db, trade)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** `limit` prices (pence) of this trade's quotations from `offset` on, cheapest first. */
export async function pricesInOrder(db: Db, trade: Trade, offset: number, limit: number): Promise<number[]> {
  const rows = await pricedOfTrade(db, trade)
    .select('q.pricePence')
    .orderBy('q.pricePence')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.pricePence));
}
