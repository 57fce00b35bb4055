import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { containsIgnoringCase } from '../../db/create-db.js';
import { sqlDistanceFrom } from '../../db/distance.js';
import type { Centre } from '../../lib/outcodes.js';
import { coverageEntryText } from '../../lib/coverage.js';
import { ratingsTable } from '../reviews/index.js';
import { isLive } from '../trade-profile/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A searched place: its centre (when known) and the coverage entries it falls in. */
export interface Near {
  centre?: Centre;
  entries: string[];
}

/**
 * One page of live tradespeople (approved and insured: trade-profile's isLive) of the given trades (all when undefined) covering any of the
 * given entries (anywhere when empty) and reaching `near` (within their radius of their base, or
 * in an added area), by business name, best rated or nearest first, with the total.
 */
export async function listApproved(
  db: Db,
  { trades, coverage, near }: { trades?: readonly Trade[]; coverage: string[]; near?: Near },
  { page, limit, sort }: { page: number; limit: number; sort: 'name' | 'rating' | 'distance' },
) {
  const covers = (entries: string[]) => (eb: ExpressionBuilder<Database, 'tradespeople'>) =>
    eb.or(entries.map((entry) => containsIgnoringCase('coverage', coverageEntryText(entry))));
  const distance = near?.centre
    ? sqlDistanceFrom(near.centre, { latitude: 'tradespeople.baseLatitude', longitude: 'tradespeople.baseLongitude' })
    : undefined;
  let base = db.selectFrom('tradespeople').where(isLive());
  if (trades) base = base.where('trade', 'in', trades);
  if (coverage.length > 0) base = base.where(covers(coverage));
  if (near) {
    base = base.where((eb) =>
      eb.or([...(distance ? [eb(distance, '<=', eb.ref('tradespeople.radiusMiles'))] : []), covers(near.entries)(eb)]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // The portrait comes with the page's rows (the badges in one more query for the page).
  let ordered = base
    .leftJoin('tradeProfiles', 'tradeProfiles.tradespersonId', 'tradespeople.id')
    .selectAll('tradespeople')
    .select(['tradeProfiles.portraitId', 'tradeProfiles.portraitWidth', 'tradeProfiles.portraitHeight']);
  if (sort === 'distance' && distance) {
    // Nearest base first; a base the data cannot place last.
    ordered = ordered.orderBy(sql`${distance} is null`).orderBy(distance);
  }
  if (sort === 'rating') {
    // Best average first, the longer record first among equals; the unreviewed last, by name.
    ordered = ordered
      .leftJoin(`${ratingsTable} as ratings`, 'ratings.tradespersonId', 'tradespeople.id')
      .orderBy((eb) => eb.case().when('ratings.average', 'is', null).then(1).else(0).end())
      .orderBy('ratings.average', 'desc')
      .orderBy('ratings.reviewCount', 'desc');
  }
  const rows = await ordered
    .orderBy('tradespeople.businessName')
    .orderBy('tradespeople.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

function jobsWonQuery(db: Db) {
  return db
    .selectFrom('quotations')
    .select(['tradespersonId', (eb) => eb.fn.countAll<number>().as('won')])
    .where('status', '=', 'accepted')
    .groupBy('tradespersonId');
}

/** A listed tradesperson (approved and insured), or undefined. */
export const findApproved = (db: Db, id: string) =>
  db.selectFrom('tradespeople').selectAll().where('id', '=', id).where(isLive()).executeTakeFirst();

export async function jobsWon(db: Db, tradespersonId: string): Promise<number> {
  const row = await jobsWonQuery(db).where('tradespersonId', '=', tradespersonId).executeTakeFirst();
  return Number(row?.won ?? 0);
}

export const openJobsByTrade = (db: Db) =>
  db
    .selectFrom('jobs')
    .select(['workType', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'open')
    .groupBy('workType')
    .execute();

/** Clients with at least one completed job (grouped: PostgreSQL sorts a `count(distinct)`). */
export async function clientsServed(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb.selectFrom('jobs').select('clientId').where('status', '=', 'completed').groupBy('clientId').as('served'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function approvedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('tradespeople')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(isLive())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Listed (approved and insured) tradespeople by id, in no particular order. */
export const findApprovedMany = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('tradespeople').selectAll().where('id', 'in', ids).where(isLive()).execute();

/** Jobs won by each of these tradespeople. */
export const jobsWonBy = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : jobsWonQuery(db).where('tradespersonId', 'in', ids).execute();
