import type { Kysely } from 'kysely';
import { TRADES, normaliseCoverage, parsePostcode, type Trade } from '@tradewise/shared';
import type { Database, TradespersonRow } from '../../db/schema.js';
import { containsIgnoringCase } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { coverageEntryText, decodeCoverage } from '../../lib/coverage.js';

type Db = Kysely<Database>;

/** The coverage entries that serve a location: its area, outward code and district. */
function locationEntries(location: string): string[] {
  const postcode = parsePostcode(location);
  if (postcode) return [...new Set([postcode.area, postcode.outward, postcode.district])];
  const entry = normaliseCoverage(location);
  if (!entry) return [];
  const area = /^[A-Z]{1,2}/.exec(entry)![0];
  return [...new Set([area, entry])];
}

const outward = (postcode: string) => postcode.split(' ')[0] ?? postcode;

export async function directory(
  db: Db,
  query: { trade?: Trade; q?: string; location?: string; page: number; limit: number },
) {
  let base = db.selectFrom('tradespeople').where('status', '=', 'approved');
  if (query.trade) base = base.where('trade', '=', query.trade);
  if (query.q?.trim()) {
    // The text filter is a substring of the trade as people write it ("gas eng" finds
    // gas_engineer); resolved to the trades it names, so the query uses the directory index.
    const term = query.q
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' ');
    const trades = TRADES.filter((trade) => trade.replaceAll('_', ' ').includes(term));
    if (trades.length === 0) return { total: 0, items: [] };
    base = base.where('trade', 'in', trades);
  }
  const entries = query.location?.trim() ? locationEntries(query.location) : [];
  if (entries.length > 0) {
    base = base.where((eb) => eb.or(entries.map((entry) => containsIgnoringCase('coverage', coverageEntryText(entry)))));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('businessName')
    .orderBy('id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      businessName: row.businessName,
      contactNumber: row.contactNumber,
      trade: row.trade,
      address: { city: row.city, postcode: outward(row.postcode) },
      coverage: decodeCoverage(row.coverage),
      createdAt: row.createdAt,
    })),
  };
}

function jobsWonQuery(db: Db) {
  return db
    .selectFrom('quotations')
    .select(['tradespersonId', (eb) => eb.fn.countAll<number>().as('won')])
    .where('status', '=', 'accepted')
    .groupBy('tradespersonId');
}

const profileOf = (row: TradespersonRow, jobsWon: number) => ({
  _id: row.id,
  name: row.name,
  businessName: row.businessName,
  trade: row.trade,
  city: row.city,
  coverage: decodeCoverage(row.coverage),
  memberSince: row.createdAt,
  jobsWon,
});

export async function profile(db: Db, id: string) {
  const row = await db
    .selectFrom('tradespeople')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const won = await jobsWonQuery(db).where('tradespersonId', '=', id).executeTakeFirst();
  return profileOf(row, Number(won?.won ?? 0));
}

/** Approved tradespeople who won the most jobs, longest-standing first among equals. */
export async function topRated(db: Db, limit: number) {
  const rows = await db
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
  return rows.map((row) => profileOf(row, Number(row.won)));
}

export async function categoryCounts(db: Db) {
  const rows = await db
    .selectFrom('jobs')
    .select(['workType', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'open')
    .groupBy('workType')
    .execute();
  const counts = new Map(rows.map((row) => [row.workType, Number(row.n)]));
  return TRADES.map((trade) => ({ trade, openJobs: counts.get(trade) ?? 0 }));
}
