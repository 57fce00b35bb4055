import type { Kysely, Transaction } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { containsIgnoringCase } from '../../db/create-db.js';
import { coverageEntryText } from '../../lib/coverage.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One page of approved tradespeople of the given trades (all when undefined) covering any of the
 * given entries (anywhere when empty), by business name, with the total.
 */
export async function listApproved(
  db: Db,
  { trades, coverage }: { trades?: readonly Trade[]; coverage: string[] },
  { page, limit }: { page: number; limit: number },
) {
  let base = db.selectFrom('tradespeople').where('status', '=', 'approved');
  if (trades) base = base.where('trade', 'in', trades);
  if (coverage.length > 0) {
    base = base.where((eb) =>
      eb.or(coverage.map((entry) => containsIgnoringCase('coverage', coverageEntryText(entry)))),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('businessName')
    .orderBy('id')
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

export const findApproved = (db: Db, id: string) =>
  db.selectFrom('tradespeople').selectAll().where('id', '=', id).where('status', '=', 'approved').executeTakeFirst();

export async function jobsWon(db: Db, tradespersonId: string): Promise<number> {
  const row = await jobsWonQuery(db).where('tradespersonId', '=', tradespersonId).executeTakeFirst();
  return Number(row?.won ?? 0);
}

/** Approved tradespeople who won the most jobs, longest-standing first among equals. */
export const mostJobsWon = (db: Db, limit: number) =>
  db
    .selectFrom('tradespeople')
    .leftJoin(jobsWonQuery(db).as('w'), 'w.tradespersonId', 'tradespeople.id')
    .selectAll('tradespeople')
    .select((eb) => eb.fn.coalesce('w.won', eb.lit(0)).as('won'))
    .where('tradespeople.status', '=', 'approved')
    .orderBy('won', 'desc')
    .orderBy('tradespeople.createdAt')
    .orderBy('tradespeople.id')
    .limit(limit)
    .execute();

export const openJobsByTrade = (db: Db) =>
  db
    .selectFrom('jobs')
    .select(['workType', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'open')
    .groupBy('workType')
    .execute();
