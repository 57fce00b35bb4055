import type { Kysely } from 'kysely';
import { TRADES, londonDate, normaliseCoverage, parsePostcode, tradesFromWords, type Trade } from '@tradewise/shared';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { Database, TradespersonRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCoverage } from '../../lib/coverage.js';
import { translate } from '../../lib/i18n.js';
import { distanceMiles, findPlace, type Place } from '../../lib/outcodes.js';
import { publicReliability } from '../reliability/index.js';
import * as reviews from '../reviews/index.js';
import * as tradeProfile from '../trade-profile/index.js';
import * as repo from './repository.js';

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

/** Miles from a searched place to a tradesperson's base, to one decimal; null when either is unknown. */
function milesFrom(near: Place | undefined, row: TradespersonRow): number | null {
  if (!near?.centre || row.baseLatitude === null || row.baseLongitude === null) return null;
  const miles = distanceMiles(near.centre, { latitude: row.baseLatitude, longitude: row.baseLongitude });
  return Math.round(miles * 10) / 10;
}

/** The place a search names, or a 400 saying it is not one the data knows. */
function placeOf(text: string): Place {
  const place = findPlace(text);
  if (place) return place;
  const message = translate('en', 'directory.nearUnknown');
  throw new AppError('VALIDATION_FAILED', message, [{ field: 'near', code: 'directory.nearUnknown', message }]);
}

interface DirectoryQuery {
  trade?: Trade;
  q?: string;
  location?: string;
  near?: string;
  sort?: 'name' | 'rating' | 'distance';
  page: number;
  limit: number;
}

/**
 * A page of the directory, kept in memory while the database is unchanged and for the UK day it
 * was read on (an insurance badge goes at the end of its expiry date's eve, the one thing in a page
 * that follows the clock).
 */
export function directory(db: Db, query: DirectoryQuery) {
  return directoryPage(db, query, londonDate(new Date()));
}

const directoryPage = keptWhileUnchanged(async function directoryPage(
  db: Db,
  query: DirectoryQuery,
  // The UK date, in the key only.
  _day: string,
) {
  let trades: readonly Trade[] | undefined = query.trade ? [query.trade] : undefined;
  if (query.q?.trim()) {
    // The text filter is a substring of the trade as people write it ("gas eng" finds
    // gas_engineer), or everyday words of the shared list ("boiler": gas engineers); resolved to
    // the trades it names, so the query uses the directory index.
    const term = query.q
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' ');
    const named = new Set(tradesFromWords(query.q));
    trades = (trades ?? TRADES).filter((trade) => trade.replaceAll('_', ' ').includes(term) || named.has(trade));
    if (trades.length === 0) return { total: 0, items: [] };
  }
  const coverage = query.location?.trim() ? locationEntries(query.location) : [];
  const near = query.near ? placeOf(query.near) : undefined;
  const sort = query.sort ?? (near ? 'distance' : 'name');
  const { rows, total } = await repo.listApproved(db, { trades, coverage, near }, { ...query, sort });
  const ids = rows.map((row) => row.id);
  const [ratings, badges] = await Promise.all([reviews.ratingsOf(db, ids), tradeProfile.badgesOf(db, ids)]);
  return {
    total,
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
      rating: (ratings.get(row.id) ?? reviews.NO_RATINGS).rating,
      radiusMiles: row.baseLatitude === null ? null : row.radiusMiles,
      distanceMiles: milesFrom(near, row),
      portrait: tradeProfile.portraitOf({ ...row, tradespersonId: row.id }),
      badges: badges.get(row.id) ?? [],
    })),
  };
});

const profileOf = (row: TradespersonRow, jobsWon: number, ratings: reviews.Ratings) => ({
  _id: row.id,
  name: row.name,
  businessName: row.businessName,
  trade: row.trade,
  city: row.city,
  coverage: decodeCoverage(row.coverage),
  memberSince: row.createdAt,
  jobsWon,
  ...ratings,
});

async function approved(db: Db, id: string) {
  const row = await repo.findApproved(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function profile(db: Db, id: string) {
  const row = await approved(db, id);
  const [jobsWon, ratings, parts, reliability] = await Promise.all([
    repo.jobsWon(db, id),
    reviews.ratingsOf(db, [id]),
    tradeProfile.publicParts(db, id),
    publicReliability(db, id),
  ]);
  return { ...profileOf(row, jobsWon, ratings.get(id) ?? reviews.NO_RATINGS), ...parts, reliability };
}

/** GET /api/tradespeople/:id/reviews: a listed tradesperson's reviews, newest first. */
export async function profileReviews(db: Db, id: string, page: number, limit: number) {
  await approved(db, id);
  return reviews.publicPage(db, id, page, limit);
}

/** The best-rated approved tradespeople (Bayesian average of their published reviews). */
export async function topRated(db: Db, limit: number) {
  const ids = await reviews.bestRated(db, limit);
  const [rows, won, ratings] = await Promise.all([
    repo.findApprovedMany(db, ids),
    repo.jobsWonBy(db, ids),
    reviews.ratingsOf(db, ids),
  ]);
  const wonBy = new Map(won.map((row) => [row.tradespersonId, Number(row.won)]));
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [profileOf(row, wonBy.get(id) ?? 0, ratings.get(id) ?? reviews.NO_RATINGS)] : [];
  });
}

/** GET /api/stats: the live figures behind the site's claims. */
export async function stats(db: Db) {
  const [figures, clientsServed, approvedTradespeople] = await Promise.all([
    reviews.reviewFigures(db),
    repo.clientsServed(db),
    repo.approvedCount(db),
  ]);
  return { ...figures, clientsServed, approvedTradespeople };
}

export async function categoryCounts(db: Db) {
  const counts = new Map((await repo.openJobsByTrade(db)).map((row) => [row.workType, Number(row.n)]));
  return TRADES.map((trade) => ({ trade, openJobs: counts.get(trade) ?? 0 }));
}
