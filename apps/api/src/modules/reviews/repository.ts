import type { Expression, Insertable, Kysely, Transaction } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database, ReviewReportTable, ReviewRequestTable, ReviewTable } from '../../db/schema.js';
import { isLive } from '../trade-profile/index.js';

type Db = Kysely<Database> | Transaction<Database>;

// ---- completed hires waiting for their review ----

export const insertRequest = (trx: Db, row: ReviewRequestTable) =>
  trx
    .insertInto('reviewRequests')
    .values(row)
    .onConflict((oc) => oc.column('jobId').doNothing())
    .execute();

export const findRequest = (db: Db, jobId: string) =>
  db.selectFrom('reviewRequests').selectAll().where('jobId', '=', jobId).executeTakeFirst();

const notReviewed = (db: Db) =>
  db.selectFrom('reviewRequests as rr').leftJoin('reviews as r', 'r.jobId', 'rr.jobId').where('r.id', 'is', null);

/** The client's completed jobs without a review yet, newest first. */
export const toReviewBy = (db: Db, clientId: string) =>
  notReviewed(db)
    .innerJoin('jobs as j', 'j.id', 'rr.jobId')
    .innerJoin('tradespeople as t', 't.id', 'rr.tradespersonId')
    .select([
      'rr.jobId',
      'rr.completedAt',
      'j.workType',
      'j.city',
      't.id as tradespersonId',
      't.name as tradespersonName',
      't.businessName',
    ])
    .where('rr.clientId', '=', clientId)
    .orderBy('rr.completedAt', 'desc')
    .execute();

/** Completed jobs still unreviewed and not yet reminded about, completed before `before`. */
export const dueReminders = (db: Db, before: string, limit: number) =>
  notReviewed(db)
    .select('rr.jobId')
    .where('rr.remindedAt', 'is', null)
    .where('rr.completedAt', '<=', before)
    .orderBy('rr.completedAt')
    .limit(limit)
    .execute();

/** Takes the reminder of one job; false when another server (or an earlier run) took it. */
export async function claimReminder(trx: Db, jobId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('reviewRequests')
    .set({ remindedAt: at })
    .where('jobId', '=', jobId)
    .where('remindedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- reviews ----

export const insertReview = (trx: Db, row: ReviewTable) => trx.insertInto('reviews').values(row).execute();

export const findReview = (db: Db, id: string) =>
  db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

/** The author's edit, only while the review is younger than `writtenAfter`. */
export async function updateOwnReview(
  db: Db,
  id: string,
  clientId: string,
  writtenAfter: string,
  fields: Pick<ReviewTable, 'rating' | 'quality' | 'reliability' | 'value' | 'text' | 'editedAt' | 'updatedAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set(fields)
    .where('id', '=', id)
    .where('clientId', '=', clientId)
    .where('createdAt', '>', writtenAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The one reply: written only if there is none yet, so of two racing replies one wins. */
export async function setReply(db: Db, id: string, tradespersonId: string, text: string, at: string) {
  const result = await db
    .updateTable('reviews')
    .set({ replyText: text, replyAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('tradespersonId', '=', tradespersonId)
    .where('replyText', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setStatus = (trx: Db, id: string, fields: Pick<ReviewTable, 'status' | 'hiddenReason' | 'updatedAt'>) =>
  trx.updateTable('reviews').set(fields).where('id', '=', id).execute();

/** Reviews with what a reader needs beside them: the job's trade and town, the reviewer's name. */
const withContext = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('jobs as j', 'j.id', 'r.jobId')
    .innerJoin('clients as c', 'c.id', 'r.clientId')
    .selectAll('r')
    .select(['j.workType', 'j.city', 'c.name as clientName', 'c.email as clientEmail']);

export const findInContext = (db: Db, id: string) => withContext(db).where('r.id', '=', id).executeTakeFirst();

export const tradespersonStatus = async (db: Db, id: string) =>
  (await db.selectFrom('tradespeople').select('status').where('id', '=', id).executeTakeFirst())?.status;

export const clientName = (db: Db, clientId: string) =>
  db.selectFrom('clients').select(['name', 'email']).where('id', '=', clientId).executeTakeFirst();

/** One page of a tradesperson's reviews (hidden ones too), newest first, with the total. */
export async function pageOf(db: Db, tradespersonId: string, page: number, limit: number) {
  const { total } = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirstOrThrow();
  const rows = await withContext(db)
    .where('r.tradespersonId', '=', tradespersonId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

/** Of these reviews, the ones this person has reported. */
export async function reportedBy(db: Db, role: Role, userId: string, reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('reviewReports')
    .select('reviewId')
    .where('reporterRole', '=', role)
    .where('reporterId', '=', userId)
    .where('reviewId', 'in', reviewIds)
    .execute();
  return new Set(rows.map((row) => row.reviewId));
}

/** The client's own reviews (or the one with that id), newest first, with the tradesperson reviewed. */
export function writtenBy(db: Db, clientId: string, id?: string) {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('tradespeople as t', 't.id', 'r.tradespersonId')
    .selectAll('r')
    .select(['t.name as tradespersonName', 't.businessName'])
    .where('r.clientId', '=', clientId);
  if (id) query = query.where('r.id', '=', id);
  return query.orderBy('r.createdAt', 'desc').execute();
}

// ---- figures (published reviews only, summed per tradesperson in tradesperson_ratings) ----

/**
 * Sums up a tradesperson's published reviews again, after any change to them. Their row is locked
 * first (PostgreSQL), so of two changes at once the second counts after the first commits.
 */
export async function recount(trx: Db, tradespersonId: string, ranking: (ratingSum: number, count: number) => number) {
  await trx
    .insertInto('tradespersonRatings')
    .values({
      tradespersonId,
      reviewCount: 0,
      ratingSum: 0,
      qualitySum: 0,
      reliabilitySum: 0,
      valueSum: 0,
      stars1: 0,
      stars2: 0,
      stars3: 0,
      stars4: 0,
      stars5: 0,
      average: null,
    })
    .onConflict((oc) => oc.column('tradespersonId').doNothing())
    .execute();
  await trx
    .updateTable('tradespersonRatings')
    .set((eb) => ({ reviewCount: eb.ref('reviewCount') }))
    .where('tradespersonId', '=', tradespersonId)
    .execute();
  // Published ones are picked inside the sums, not in the WHERE: filtered on status, SQLite would
  // read every published review through the status index (276 ms at 100,000 reviews).
  const sums = await trx
    .selectFrom('reviews')
    .select((eb) => {
      const published = (value: Expression<number>) =>
        eb.fn.coalesce(
          eb.fn.sum<number>(eb.case().when('status', '=', 'published').then(value).else(0).end()),
          eb.lit(0),
        );
      return [
        published(eb.lit(1)).as('reviewCount'),
        published(eb.ref('rating')).as('ratingSum'),
        published(eb.ref('quality')).as('qualitySum'),
        published(eb.ref('reliability')).as('reliabilitySum'),
        published(eb.ref('value')).as('valueSum'),
        ...([1, 2, 3, 4, 5] as const).map((stars) =>
          published(eb.case().when('rating', '=', stars).then(1).else(0).end()).as(`stars${stars}`),
        ),
      ];
    })
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, Number(value)])) as {
    [K in keyof typeof sums]: number;
  };
  await trx
    .updateTable('tradespersonRatings')
    .set({
      ...counts,
      average: counts.reviewCount > 0 ? counts.ratingSum / counts.reviewCount : null,
      ranking: ranking(counts.ratingSum, counts.reviewCount),
    })
    .where('tradespersonId', '=', tradespersonId)
    .execute();
}

/** The summed-up reviews of these tradespeople (only those with a row). */
export const ratingRows = (db: Db, tradespersonIds: string[]) =>
  tradespersonIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('tradespersonRatings').selectAll().where('tradespersonId', 'in', tradespersonIds).execute();

/** The table other modules join to list tradespeople by rating (`average`, `reviewCount`). */
export const ratingsTable = 'tradespersonRatings' as const;

/** Every published review: how many, and the sum of their overall scores. */
export async function totals(db: Db) {
  const row = await db
    .selectFrom('tradespersonRatings')
    .select((eb) => [eb.fn.sum<number>('reviewCount').as('count'), eb.fn.sum<number>('ratingSum').as('sum')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), sum: Number(row.sum ?? 0) };
}

/**
 * How many clients gave a published review of 4 or 5. Grouped rather than `count(distinct)`, which
 * PostgreSQL sorts: at 100,000 reviews 16 ms against 40 ms.
 */
export async function satisfiedClients(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('reviews')
        .select('clientId')
        .where('status', '=', 'published')
        .where('rating', '>=', 4)
        .groupBy('clientId')
        .as('satisfied'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Listed (approved, insured) tradespeople with published reviews, best ranked first (in index order). */
export const bestRanked = (db: Db, limit: number) =>
  db
    .selectFrom('tradespersonRatings as r')
    .select('r.tradespersonId as id')
    .where('r.reviewCount', '>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tradespeople')
          .select('tradespeople.id')
          .whereRef('tradespeople.id', '=', 'r.tradespersonId')
          .where(isLive()),
      ),
    )
    .orderBy('r.ranking', 'desc')
    .orderBy('r.reviewCount', 'desc')
    .orderBy('r.tradespersonId', 'desc')
    .limit(limit)
    .execute();

// ---- reports ----

export const insertReport = (db: Db, row: Insertable<ReviewReportTable>) =>
  db.insertInto('reviewReports').values(row).execute();

export const resolveReports = (trx: Db, reviewId: string, at: string) =>
  trx
    .updateTable('reviewReports')
    .set({ resolvedAt: at })
    .where('reviewId', '=', reviewId)
    .where('resolvedAt', 'is', null)
    .execute();

export const reportsOf = (db: Db, reviewIds: string[]) =>
  reviewIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('reviewReports').selectAll().where('reviewId', 'in', reviewIds).orderBy('createdAt').execute();

/** Reviews with everything an administrator sees of them: the people by name and email, the job. */
const forAdmin = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('jobs as j', 'j.id', 'r.jobId')
    .innerJoin('clients as c', 'c.id', 'r.clientId')
    .innerJoin('tradespeople as t', 't.id', 'r.tradespersonId')
    .selectAll('r')
    .select([
      'j.workType',
      'j.city',
      'c.name as clientName',
      'c.email as clientEmail',
      't.name as tradespersonName',
      't.email as tradespersonEmail',
      't.businessName',
    ]);

/** The administrator's list: reviews with open reports, hidden ones, or all; newest first. */
export async function adminPage(
  db: Db,
  filter: 'reported' | 'hidden' | 'all',
  { page, limit }: { page: number; limit: number },
) {
  let base = forAdmin(db);
  if (filter === 'hidden') base = base.where('r.status', '=', 'hidden');
  if (filter === 'reported') {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reviewReports as rp')
          .select('rp.id')
          .whereRef('rp.reviewId', '=', 'r.id')
          .where('rp.resolvedAt', 'is', null),
      ),
    );
  }
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

export const findForAdmin = (db: Db, id: string) => forAdmin(db).where('r.id', '=', id).executeTakeFirst();
