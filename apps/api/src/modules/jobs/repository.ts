import type { Kysely, Transaction } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database, JobTable, QuotationTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Db, job: Insertable<JobTable>) {
  await db.insertInto('jobs').values(job).execute();
}

export const findJob = (db: Db, id: string) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

export const listClientJobs = (db: Db, clientId: string, { page, limit }: { page: number; limit: number }) =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('clientId', '=', clientId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();

export async function countClientJobs(db: Db, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientId', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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

/** Totals above this are reported as this: nobody pages past the hundredth page of ten. */
export const MAX_COUNTED_MATCHES = 1000;

/**
 * Ids and dates of the newest `take` open jobs of a trade, with room for quotations, in the given
 * areas or outward codes / districts: one branch per postcode column (an OR across columns defeats
 * both planners), each answered from that column's covering index and cut at `take`, merged with
 * UNION (which also drops a job matched twice). Reading stays inside the index, and the count
 * reads at most `take` entries per branch.
 */
export function matchingIds(
  db: Db,
  trade: Trade,
  { areas, districts }: Coverage,
  maxQuotations: number,
  { take, newestFirst }: { take: number; newestFirst: boolean },
) {
  const branch = (column: 'postcodeArea' | 'postcodeOutward' | 'postcodeDistrict', values: string[], alias: string) => {
    let query = db
      .selectFrom('jobs')
      .select(['id', 'createdAt'])
      .where('workType', '=', trade)
      .where('status', '=', 'open')
      .where(column, 'in', values)
      .where('quotationCount', '<', maxQuotations);
    // Only a page needs the newest; a count takes any `take` entries, without sorting.
    if (newestFirst) query = query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
    return db.selectFrom(query.limit(take).as(alias)).select([`${alias}.id as id`, `${alias}.createdAt as createdAt`]);
  };
  const branches = [
    ...(areas.length ? [branch('postcodeArea', areas, 'a')] : []),
    ...(districts.length
      ? [branch('postcodeOutward', districts, 'o'), branch('postcodeDistrict', districts, 'd')]
      : []),
  ];
  const [first, ...rest] = branches;
  if (!first) return null;
  return rest.reduce((union, next) => union.union(next), first);
}

/**
 * One page of matching jobs and the total (at most MAX_COUNTED_MATCHES). Ids come from the
 * matching indexes alone; only the rows of the page are then read.
 */
export async function matchingJobs(
  db: Db,
  args: {
    trade: Trade;
    coverage: Coverage;
    tradespersonId: string;
    limit: number;
    offset: number;
    maxQuotations: number;
  },
) {
  const counted = matchingIds(db, args.trade, args.coverage, args.maxQuotations, {
    take: MAX_COUNTED_MATCHES,
    newestFirst: false,
  });
  const paged = matchingIds(db, args.trade, args.coverage, args.maxQuotations, {
    take: args.offset + args.limit,
    newestFirst: true,
  });
  if (!counted || !paged) return { rows: [], total: 0 };
  const { total } = await db
    .selectFrom(counted.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const pageIds = db
    .selectFrom(paged.as('m'))
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
  return { rows, total: Math.min(Number(total), MAX_COUNTED_MATCHES) };
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
