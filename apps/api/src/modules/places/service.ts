import type { Kysely } from 'kysely';
import { PLACE_TRADES, londonDate, type PlaceTrade, type TradePlace } from '@tradewise/shared';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { distanceMiles } from '../../lib/outcodes.js';
import { directory } from '../directory/index.js';
import { allPlaces, placeBySlug, placesWithin, type IndexedPlace } from './place-index.js';
import { reachToday, type Reach } from './reach.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** How many tradespeople a page lists (the nearest), how many nearby places and other trades it links to. */
export const PAGE_PEOPLE = 20;
const NEARBY_LINKS = 8;
const NEARBY_MILES = 25;
const RELATED_LINKS = 8;
/** "Jobs posted nearby": within this many miles, in the last this many days. */
export const JOBS_MILES = 10;
export const JOBS_DAYS = 90;
/** The length of a review's quote, at most (cut at a word). */
const QUOTE_LENGTH = 160;

const DAY_MS = 86_400_000;

const round = (miles: number) => Math.round(miles * 10) / 10;

const pagePlace = ({ slug, name, kind, town }: IndexedPlace) => ({ slug, name, kind, ...(town && { town }) });

/** A review's opening words: the whole text when short, else cut at a word with an ellipsis. */
export function quoteOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTE_LENGTH) return flat;
  const cut = flat.slice(0, QUOTE_LENGTH + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > QUOTE_LENGTH / 2 ? cut.slice(0, end) : cut.slice(0, QUOTE_LENGTH)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The place itself when someone of the trade reaches it, else the nearest place someone does (undefined: nowhere). */
function shownPlace(reach: Reach, trade: PlaceTrade, place: IndexedPlace) {
  const covered = (candidate: IndexedPlace) => reach.at(trade, candidate.slug) !== undefined;
  if (covered(place)) return { place, miles: 0 };
  // Near first (a band of latitude), then the whole country.
  const near = placesWithin(place.centre, 60).filter(({ place: candidate }) => covered(candidate));
  const candidates = near.length
    ? near
    : allPlaces()
        .filter(covered)
        .map((candidate) => ({ place: candidate, miles: distanceMiles(place.centre, candidate.centre) }));
  // Towns before outward codes at the same distance: "Leeds" reads better than "LS1".
  const rank = (kind: IndexedPlace['kind']) => (kind === 'outcode' ? 1 : 0);
  return candidates.sort((a, b) => a.miles - b.miles || rank(a.place.kind) - rank(b.place.kind))[0];
}

/** Places near this one that someone of the trade reaches (towns and regions, and outward codes for a code's page), the bigger first. */
function nearbyPlaces(reach: Reach, trade: PlaceTrade, place: IndexedPlace) {
  return placesWithin(place.centre, NEARBY_MILES)
    .filter(
      ({ place: other }) =>
        other.slug !== place.slug &&
        (other.kind !== 'outcode' || place.kind === 'outcode') &&
        reach.at(trade, other.slug) !== undefined,
    )
    .sort((a, b) => b.place.size - a.place.size || a.miles - b.miles || a.place.slug.localeCompare(b.place.slug))
    .slice(0, NEARBY_LINKS)
    .map(({ place: other, miles }) => ({ ...pagePlace(other), distanceMiles: round(miles) }));
}

/** The other trades with someone reaching the place, most first. */
function relatedTrades(reach: Reach, trade: PlaceTrade, place: IndexedPlace) {
  return PLACE_TRADES.filter((other) => other !== trade)
    .flatMap((other) => {
      const reached = reach.at(other, place.slug);
      return reached ? [{ trade: other, count: reached.count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.trade.localeCompare(b.trade))
    .slice(0, RELATED_LINKS);
}

const tradePlacePage = keptWhileUnchanged(async function tradePlacePage(
  db: Db,
  trade: PlaceTrade,
  slug: string,
  // The UK date: who is live (an insurance's expiry) and the 90 days of jobs follow it.
  day: string,
): Promise<TradePlace> {
  const place = placeBySlug(slug)!;
  const reach = await reachToday(db);
  const shown = shownPlace(reach, trade, place);
  const since = new Date(Date.parse(`${day}T00:00:00Z`) - JOBS_DAYS * DAY_MS).toISOString();
  const [listing, jobs] = await Promise.all([
    shown
      ? directory(db, { trade, near: shown.place.name, sort: 'distance', page: 1, limit: PAGE_PEOPLE })
      : { total: 0, items: [] },
    repo.jobsPostedNear(db, trade, place.centre, JOBS_MILES, since),
  ]);
  const quotes = await Promise.all(listing.items.map((person) => repo.latestPublishedReview(db, person._id)));
  return {
    trade,
    place: pagePlace(place),
    covered: shown?.place === place && listing.total > 0,
    shown: shown ? { ...pagePlace(shown.place), distanceMiles: round(shown.miles) } : null,
    total: listing.total,
    people: listing.items.map((person, at) => {
      const review = quotes[at];
      return {
        ...person,
        quote: review ? { text: quoteOf(review.text), rating: review.rating, createdAt: review.createdAt } : null,
      };
    }),
    jobsNearby: { count: jobs, miles: JOBS_MILES, days: JOBS_DAYS },
    nearby: nearbyPlaces(reach, trade, place),
    related: relatedTrades(reach, trade, place),
  };
}, 2000);

/** GET /api/places/:trade/:place: a trade-and-place page's data; a place the data does not know is a 404. */
export function tradePlace(db: Db, trade: PlaceTrade, slug: string) {
  const place = placeBySlug(slug);
  if (!place) throw new AppError('NOT_FOUND');
  return tradePlacePage(db, trade, place.slug, londonDate(new Date()));
}
