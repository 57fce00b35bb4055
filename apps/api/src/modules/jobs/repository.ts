import type { Kysely, Transaction } from 'kysely';
import type { Trade } from '@tf/shared';
import type { Database, JobTable, QuotationTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Db, job: Insertable<JobTable>) {
  await db.insertInto('jobs').values(job).execute();
}

export const findJob = (db: Db, id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

export const listClientJobs = (db: Db, clientId: string) =>
  db.selectFrom('jobs').selectAll().where('clientId', '=', clientId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();

/** Quotations of the given jobs, with the facts about each tradesperson the client may see. */
export async function quotationsForJobs(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('quotations as q')
    .innerJoin('tradespeople as t', 't.id', 'q.tradespersonId')
    .select([
      'q.id',
      'q.jobId',
      'q.quotationText',
      'q.pricePence',
      'q.status',
      'q.createdAt',
      't.id as tradespersonId',
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

export interface Coverage {
  areas: string[];
  districts: string[];
}

/** Splits coverage entries: one or two letters are an area, anything longer an outward code. */
export function splitCoverage(entries: string[]): Coverage {
  return {
    areas: entries.filter((entry) => /^[A-Z]{1,2}$/.test(entry)),
    districts: entries.filter((entry) => !/^[A-Z]{1,2}$/.test(entry)),
  };
}

/**
 * Ids and dates of the open jobs of a trade, with room for quotations, in the given areas or
 * outward codes / districts. One UNION branch per postcode column lets each branch use its own
 * covering index (an OR across three columns defeats the planners of both databases).
 */
export function matchingIds(db: Db, trade: Trade, { areas, districts }: Coverage, maxQuotations: number) {
  const branch = (column: 'postcodeArea' | 'postcodeOutward' | 'postcodeDistrict', values: string[]) =>
    db
      .selectFrom('jobs')
      .select(['id', 'createdAt'])
      .where('workType', '=', trade)
      .where('status', '=', 'open')
      .where('quotationCount', '<', maxQuotations)
      .where(column, 'in', values);
  const branches = [
    ...(areas.length ? [branch('postcodeArea', areas)] : []),
    ...(districts.length ? [branch('postcodeOutward', districts), branch('postcodeDistrict', districts)] : []),
  ];
  const [first, ...rest] = branches;
  if (!first) return null;
  return rest.reduce((union, next) => union.union(next), first);
}

/**
 * One page of matching jobs and the total. The page's ids come from the covering indexes alone
 * (filter and sort key in one), then only those rows are read, so the cost stays flat as jobs grow.
 */
export async function matchingJobs(
  db: Db,
  args: { trade: Trade; coverage: Coverage; tradespersonId: string; limit: number; offset: number; maxQuotations: number },
) {
  const ids = matchingIds(db, args.trade, args.coverage, args.maxQuotations);
  if (!ids) return { rows: [], total: 0 };
  const { total } = await db
    .selectFrom(ids.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const pageIds = db
    .selectFrom(ids.as('m'))
    .select('m.id')
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(args.limit)
    .offset(args.offset);
  const rows = await db
    .selectFrom('jobs')
    .leftJoin('quotations as mine', (join) =>
      join.onRef('mine.jobId', '=', 'jobs.id').on('mine.tradespersonId', '=', args.tradespersonId),
    )
    .selectAll('jobs')
    .select('mine.id as myQuotationId')
    .where('jobs.id', 'in', pageIds)
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
  return { rows, total: Number(total) };
}

/** A tradesperson's quotations with their jobs: accepted first, then newest first. */
export const appliedJobs = (db: Db, tradespersonId: string) =>
  db
    .selectFrom('quotations as q')
    .innerJoin('jobs', 'jobs.id', 'q.jobId')
    .selectAll('jobs')
    .select([
      'q.id as quotationId',
      'q.quotationText',
      'q.pricePence',
      'q.status as quotationStatus',
      'q.createdAt as quotedAt',
    ])
    .where('q.tradespersonId', '=', tradespersonId)
    .orderBy((eb) => eb.case().when('q.status', '=', 'accepted').then(0).else(1).end())
    .orderBy('q.createdAt', 'desc')
    .execute();
