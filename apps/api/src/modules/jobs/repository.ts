import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { JobStatus, Trade } from '@tradewise/shared';
import type { Database, JobTable } from '../../db/schema.js';
import { sqlClosenessTo } from '../../db/distance.js';
import { boundingBox, closenessWithin, type Centre } from '../../lib/outcodes.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Db, job: Insertable<JobTable>) {
  await db.insertInto('jobs').values(job).execute();
}

export const findJob = (db: Db, id: string) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** A client's jobs, newest first, optionally of one status. */
export const listClientJobs = (
  db: Db,
  clientId: string,
  { page, limit }: { page: number; limit: number },
  status?: JobStatus,
) =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('clientId', '=', clientId)
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();

export async function countClientJobs(db: Db, clientId: string, status?: JobStatus): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientId', '=', clientId)
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether an update changed a row: guarded updates use it to learn who won a race. */
const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/** Hires on a job only while it is open, so of two accepts racing on one job exactly one wins. */
export async function hire(db: Db, jobId: string, quotationId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'hired', acceptedQuotationId: quotationId, updatedAt: now })
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return changed(result);
}

/** Moves a job to `to` only if it is still `from`. */
export async function moveStatus(db: Db, jobId: string, from: JobStatus, to: JobStatus, now: string) {
  const result = await db
    .updateTable('jobs')
    .set({ status: to, updatedAt: now })
    .where('id', '=', jobId)
    .where('status', '=', from)
    .executeTakeFirst();
  return changed(result);
}

/** One more quotation on a job that is open and below `max`: false when it is not. */
export async function raiseQuotationCount(db: Db, jobId: string, max: number, now: string) {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ quotationCount: eb('quotationCount', '+', 1), updatedAt: now }))
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .where('quotationCount', '<', max)
    .executeTakeFirst();
  return changed(result);
}

/**
 * One quotation fewer on a job that is still open (a withdrawal): false when it is not. Like
 * raising the count and hiring, it takes the job's row first, so those changes queue behind it.
 */
export async function lowerQuotationCount(db: Db, jobId: string, now: string) {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ quotationCount: eb('quotationCount', '-', 1), updatedAt: now }))
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .where('quotationCount', '>', 0)
    .executeTakeFirst();
  return changed(result);
}

/** Hired jobs whose accepted quotation is one of these go back to open; answers their ids. */
export async function reopenHiredOn(db: Db, quotationIds: string[], now: string): Promise<string[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'open', acceptedQuotationId: null, updatedAt: now })
    .where('acceptedQuotationId', 'in', quotationIds)
    .where('status', '=', 'hired')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Forgets these quotations as accepted on any job (completed or cancelled ones keep their status). */
export async function clearAcceptedQuotation(db: Db, quotationIds: string[]) {
  await db
    .updateTable('jobs')
    .set({ acceptedQuotationId: null })
    .where('acceptedQuotationId', 'in', quotationIds)
    .execute();
}

export async function recountQuotations(db: Db, jobIds: string[]) {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      quotationCount: eb
        .selectFrom('quotations')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('quotations.jobId', '=', 'jobs.id'),
    }))
    .where('id', 'in', jobIds)
    .execute();
}

export async function deleteJobsOfClient(db: Db, clientId: string) {
  await db.deleteFrom('jobs').where('clientId', '=', clientId).execute();
}

export async function deleteJob(db: Db, id: string) {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** The tradesperson as the jobs module needs them: trade, status, coverage, base and radius. */
export const findTradesperson = (db: Db, id: string) =>
  db
    .selectFrom('tradespeople')
    .select([
      'id',
      'name',
      'email',
      'trade',
      'status',
      'coverage',
      'baseLatitude',
      'baseLongitude',
      'radiusMiles',
      'postcode',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export async function saveCoverage(
  db: Db,
  tradespersonId: string,
  { coverage, radiusMiles }: { coverage: string; radiusMiles?: number },
  now: string,
) {
  await db
    .updateTable('tradespeople')
    .set({ coverage, ...(radiusMiles === undefined ? {} : { radiusMiles }), updatedAt: now })
    .where('id', '=', tradespersonId)
    .execute();
}

export interface Coverage {
  areas: string[];
  districts: string[];
  /**
   * The base and radius: jobs within `miles` of `centre` match too (none when the base is unknown).
   * `only`: the radius's matches for the page are known already (see nearestInReach), these ids.
   */
  near?: Near & { only?: string[] };
}
type Near = { centre: Centre; miles: number };

/** How close a job's centre is to `centre` (larger is nearer; null when the job has none). */
const sqlCloseness = (centre: Centre) => sqlClosenessTo(centre, { x: 'jobs.unitX', y: 'jobs.unitY', z: 'jobs.unitZ' });

/** Splits coverage entries: one or two letters are an area, anything longer an outward code. */
export function splitCoverage(entries: string[]): Coverage {
  return {
    areas: entries.filter((entry) => /^[A-Z]{1,2}$/.test(entry)),
    districts: entries.filter((entry) => !/^[A-Z]{1,2}$/.test(entry)),
  };
}

/** Keeps the jobs within `miles` of `centre`: the bounding box from the latitude index, then the exact test. */
function withinBox<Q extends SelectQueryBuilder<Database, 'jobs', object>>(query: Q, centre: Centre, miles: number): Q {
  const box = boundingBox(centre, miles);
  return query
    .where('latitude', '>=', box.minLatitude)
    .where('latitude', '<=', box.maxLatitude)
    .where('longitude', '>=', box.minLongitude)
    .where('longitude', '<=', box.maxLongitude)
    .where(sqlCloseness(centre), '>=', sql.lit(closenessWithin(miles))) as Q;
}

/**
 * The page's nearest jobs within the radius, found cheaply where jobs in reach are dense (a city),
 * or null: then every job in the bounding box must be read and sorted (where 200,000 jobs put
 * over a thousand). It looks within a quarter of the radius (a sixteenth of the box): if `take`
 * jobs are there, they are the nearest `take`, since every other job in reach is further away.
 */
export async function nearestInReach(
  db: Db,
  trade: Trade,
  near: { centre: Centre; miles: number },
  maxQuotations: number,
  take: number,
): Promise<string[] | null> {
  const found = await nearestQuarter(db, { trade, near, maxQuotations, take });
  return found.length === take ? found.map((row) => row.id) : null;
}
const nearestQuarter = (
  db: Db,
  { trade, near, maxQuotations, take }: { trade: Trade; near: Near; maxQuotations: number; take: number },
) => {
  const open = db
    .selectFrom('jobs')
    .select('id')
    .where('workType', '=', trade)
    .where('status', '=', 'open')
    .where('quotationCount', '<', maxQuotations);
  return withinBox(open, near.centre, near.miles / 4)
    .orderBy(sqlCloseness(near.centre), 'desc')
    .orderBy(sql`${sql.ref('createdAt')} || ''`, 'desc')
    .orderBy(sql`${sql.ref('id')} || ''`, 'desc')
    .limit(take)
    .execute();
};

/** How many of the trade's newest open jobs newestInReach reads, at most. */
export const RECENT_WINDOW = 400;

/**
 * The page's newest jobs within the radius, found cheaply where jobs in reach are dense (a city),
 * or null: then every job in the bounding box must be read and sorted. It reads the trade's
 * RECENT_WINDOW newest open jobs in date order (jobs_match_recent_idx): if `take` of them are in
 * reach, they are the newest `take` in reach, since any newer one in reach would be among them.
 */
export async function newestInReach(
  db: Db,
  trade: Trade,
  near: { centre: Centre; miles: number },
  maxQuotations: number,
  take: number,
): Promise<string[] | null> {
  if (take > RECENT_WINDOW) return null;
  const found = await newestRecent(db, { trade, near, maxQuotations, take });
  return found.length === take ? found.map((row) => row.id) : null;
}
const newestRecent = (
  db: Db,
  { trade, near, maxQuotations, take }: { trade: Trade; near: Near; maxQuotations: number; take: number },
) => {
  const recent = db
    .selectFrom('jobs')
    .select(['id', 'createdAt', 'unitX', 'unitY', 'unitZ'])
    .where('workType', '=', trade)
    .where('status', '=', 'open')
    .where('quotationCount', '<', maxQuotations)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_WINDOW);
  const closeness = sqlClosenessTo(near.centre, { x: 'w.unitX', y: 'w.unitY', z: 'w.unitZ' });
  return db
    .selectFrom(recent.as('w'))
    .select('w.id')
    .where(closeness, '>=', sql.lit(closenessWithin(near.miles)))
    .orderBy('w.createdAt', 'desc')
    .orderBy('w.id', 'desc')
    .limit(take)
    .execute();
};

/** Totals above this are reported as this: nobody pages past the hundredth page of ten. */
export const MAX_COUNTED_MATCHES = 1000;

/**
 * Ids and dates of the newest `take` open jobs of a trade, with room for quotations, in the given
 * areas or outward codes / districts, or within the radius of the base: one branch per postcode
 * column (an OR across columns defeats both planners), each answered from that column's covering
 * index and cut at `take`, merged with UNION (which also drops a job matched twice). The radius
 * branch reads the bounding box from the latitude index, then keeps the jobs truly within reach.
 * Reading stays inside the indexes, and the count reads at most `take` entries per branch. With
 * `nearestFirst` each branch is cut at its `take` nearest and carries its `closeness`.
 */
export function matchingIds(
  db: Db,
  trade: Trade,
  { areas, districts, near }: Coverage,
  maxQuotations: number,
  { take, newestFirst, nearestFirst = false }: { take: number; newestFirst: boolean; nearestFirst?: boolean },
) {
  const closeness = near ? sqlCloseness(near.centre) : sql<number | null>`null`;
  const open = () =>
    db
      .selectFrom('jobs')
      .select(['id', 'createdAt'])
      .$if(nearestFirst, (query) => query.select(closeness.as('closeness')))
      .where('workType', '=', trade)
      .where('status', '=', 'open')
      .where('quotationCount', '<', maxQuotations);
  const byIds = (ids: string[]) =>
    db
      .selectFrom('jobs')
      .select(['id', 'createdAt'])
      .$if(nearestFirst, (query) => query.select(closeness.as('closeness')))
      .where('id', 'in', ids);
  /**
   * `sorted`: sort what the branch read rather than read an index in date order. The radius branch
   * must read its bounding box from the latitude index; an order the planners could take from the
   * date-ordered index (jobs_match_recent_idx) tempts them to read a whole trade instead.
   */
  const cut = (query: ReturnType<typeof open>, alias: string, { sorted = false } = {}) => {
    // Only a page needs an order; a count takes any `take` entries, without sorting.
    if (nearestFirst) query = query.orderBy(sql`${closeness} is null`).orderBy(closeness, 'desc');
    if (newestFirst || nearestFirst) {
      query = sorted
        ? query.orderBy(sql`${sql.ref('createdAt')} || ''`, 'desc').orderBy(sql`${sql.ref('id')} || ''`, 'desc')
        : query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
    }
    return db
      .selectFrom(query.limit(take).as(alias))
      .select([`${alias}.id as id`, `${alias}.createdAt as createdAt`])
      .$if(nearestFirst, (q) => q.select(sql<number | null>`${sql.ref(`${alias}.closeness`)}`.as('closeness')));
  };
  const branch = (column: 'postcodeArea' | 'postcodeOutward' | 'postcodeDistrict', values: string[], alias: string) =>
    cut(open().where(column, 'in', values), alias);
  const branches = [
    // Found already, as open jobs of the trade: read by primary key (a filter on the trade would
    // send the planners through a whole trade of an index instead).
    ...(near?.only ? [cut(byIds(near.only), 'r')] : []),
    ...(near && !near.only ? [cut(withinBox(open(), near.centre, near.miles), 'r', { sorted: true })] : []),
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
    nearestFirst: boolean;
  },
) {
  const { trade, coverage, maxQuotations } = args;
  const take = args.offset + args.limit;
  const { near } = coverage;
  const shortcut = args.nearestFirst ? nearestInReach : newestInReach;
  const only = near && (await shortcut(db, trade, near, maxQuotations, take));
  const [counted] = await countMatches(db, { trade, coverage, maxQuotations });
  if (!counted) return { rows: [], total: 0 };
  const rows = await pageOfMatches(db, {
    ...args,
    coverage: only && near ? { ...coverage, near: { ...near, only } } : coverage,
  });
  return { rows, total: Math.min(Number(counted.total), MAX_COUNTED_MATCHES) };
}

const countMatches = async (
  db: Db,
  { trade, coverage, maxQuotations }: { trade: Trade; coverage: Coverage; maxQuotations: number },
) => {
  const counted = matchingIds(db, trade, coverage, maxQuotations, { take: MAX_COUNTED_MATCHES, newestFirst: false });
  return counted
    ? db
        .selectFrom(counted.as('m'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .execute()
    : [];
};

const pageOfMatches = async (db: Db, args: Parameters<typeof matchingJobs>[1]) => {
  const paged = matchingIds(db, args.trade, args.coverage, args.maxQuotations, {
    take: args.offset + args.limit,
    newestFirst: true,
    nearestFirst: args.nearestFirst,
  });
  if (!paged) return [];
  const pageIds = db
    .selectFrom(paged.as('m'))
    .select('m.id')
    .$if(args.nearestFirst, (query) =>
      query.orderBy(sql`${sql.ref('m.closeness')} is null`).orderBy(sql.ref('m.closeness'), 'desc'),
    )
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(args.limit)
    .offset(args.offset);
  return db
    .selectFrom('jobs')
    .leftJoin('quotations as mine', (join) =>
      join.onRef('mine.jobId', '=', 'jobs.id').on('mine.tradespersonId', '=', args.tradespersonId),
    )
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .selectAll('jobs')
    .select(['mine.id as myQuotationId', 'clients.emailVerifiedAt as clientEmailVerifiedAt'])
    .where('jobs.id', 'in', pageIds)
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
};

/** A tradesperson's quotations with their jobs and clients: accepted first, then newest first. */
export const appliedJobs = (db: Db, tradespersonId: string) =>
  db
    .selectFrom('quotations as q')
    .innerJoin('jobs', 'jobs.id', 'q.jobId')
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .leftJoin('conversations as c', (join) =>
      join.onRef('c.jobId', '=', 'q.jobId').onRef('c.tradespersonId', '=', 'q.tradespersonId'),
    )
    .selectAll('jobs')
    .select([
      'q.id as quotationId',
      'c.id as conversationId',
      'q.quotationText',
      'q.pricePence',
      'q.status as quotationStatus',
      'q.createdAt as quotedAt',
      'q.quote',
      'q.validUntil',
      'q.renewedAt',
      'clients.name as clientName',
      'clients.phoneNumber as clientPhone',
      'clients.email as clientEmail',
    ])
    .where('q.tradespersonId', '=', tradespersonId)
    .orderBy((eb) => eb.case().when('q.status', '=', 'accepted').then(0).else(1).end())
    .orderBy('q.createdAt', 'desc')
    .execute();

/** Cancels a client's open jobs; returns their ids. */
export async function cancelOpenJobsOf(db: Db, clientId: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', updatedAt: now })
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Closes a leaving client's hired jobs (cancelled: nobody can say the work was done, and nobody is
 * left to mark it completed or review it); answers their ids.
 */
export async function closeHiredJobsOf(db: Db, clientId: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', updatedAt: now })
    .where('clientId', '=', clientId)
    .where('status', '=', 'hired')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Erases the street, the full postcode (the outward code stays: the town's district, as everyone
 * who quoted saw it) and the contact email of a client's jobs; their history keeps the rest.
 */
export async function eraseJobContactsOf(db: Db, clientId: string, now: string) {
  await db
    .updateTable('jobs')
    .set((eb) => ({ street: '', postcode: eb.ref('postcodeOutward'), contactEmail: '', updatedAt: now }))
    .where('clientId', '=', clientId)
    .execute();
}
