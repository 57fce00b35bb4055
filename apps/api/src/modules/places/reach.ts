/**
 * Which trades reach which places: from every live tradesperson's base, radius and added areas,
 * the places (place-index.ts) they reach, by the directory's rule (within their radius of the
 * place's centre, or an added area among the place's entries). The pages use it to say whether
 * anyone covers a place and to link to places and trades that have someone; the sitemap lists
 * only what it finds. Computed once per UK day while the database is unchanged, into typed arrays
 * (one cell per trade and place): 10,000 tradespeople reach some 100,000 pairs.
 */
import type { Kysely } from 'kysely';
import { PLACE_TRADES, londonDate, type Trade } from '@tradewise/shared';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { Database } from '../../db/schema.js';
import { decodeCoverage } from '../../lib/coverage.js';
import { closenessWithin, unitVector } from '../../lib/outcodes.js';
import { allPlaces, type IndexedPlace } from './place-index.js';
import * as repo from './repository.js';

export interface Reached {
  /** How many of the trade reach the place. */
  count: number;
  /** When the latest of them changed (the page's lastmod). */
  lastmod: string;
}

export interface Reach {
  /** Who of the trade reaches the place, or undefined when nobody does. */
  at(trade: Trade, slug: string): Reached | undefined;
  /** Every live tradesperson: id and when they last changed (their profile's lastmod). */
  people: { id: string; updatedAt: string }[];
}

interface Geometry {
  /** Each place's position in allPlaces() (latitude order). */
  position: Map<string, number>;
  latitudes: Float64Array;
  /** Each place's centre on the unit sphere, three numbers per place. */
  vectors: Float64Array;
  /** The places each coverage entry ("LS", "LS1") reaches, by position. */
  byEntry: Map<string, number[]>;
}

let geometry: Geometry | undefined;

function placeGeometry(): Geometry {
  if (geometry) return geometry;
  const places = allPlaces();
  const latitudes = new Float64Array(places.length);
  const vectors = new Float64Array(places.length * 3);
  const byEntry = new Map<string, number[]>();
  places.forEach((place: IndexedPlace, at) => {
    latitudes[at] = place.centre.latitude;
    const { x, y, z } = unitVector(place.centre);
    vectors.set([x, y, z], at * 3);
    for (const entry of place.entries) byEntry.set(entry, [...(byEntry.get(entry) ?? []), at]);
  });
  geometry = { position: new Map(places.map((place, at) => [place.slug, at])), latitudes, vectors, byEntry };
  return geometry;
}

/** The first position whose latitude is at least `latitude` (binary search). */
function firstAtOrAbove(latitudes: Float64Array, latitude: number) {
  let [start, end] = [0, latitudes.length];
  while (start < end) {
    const middle = (start + end) >> 1;
    if (latitudes[middle]! < latitude) start = middle + 1;
    else end = middle;
  }
  return start;
}

/** Miles in one degree of latitude (a little over, so a band never misses a place). */
const MILES_PER_DEGREE = 68.7;
const TRADE_INDEX = new Map<Trade, number>(PLACE_TRADES.map((trade, at) => [trade, at]));

const computeReach = keptWhileUnchanged(async function computeReach(db: Kysely<Database>, day: string): Promise<Reach> {
  const rows = await repo.liveReach(db, new Date(`${day}T12:00:00Z`));
  const { position, latitudes, vectors, byEntry } = placeGeometry();
  const size = latitudes.length;
  const counts = new Uint32Array(PLACE_TRADES.length * size);
  const lastmods = new Float64Array(PLACE_TRADES.length * size);
  // Marks the places the current tradesperson reached, so one reached twice counts once.
  const seen = new Uint32Array(size);
  rows.forEach((row, index) => {
    const trade = TRADE_INDEX.get(row.trade);
    if (trade === undefined) return;
    const mark = index + 1;
    const changed = Date.parse(row.updatedAt);
    const reach = (at: number) => {
      if (seen[at] === mark) return;
      seen[at] = mark;
      const cell = trade * size + at;
      counts[cell] = counts[cell]! + 1;
      if (changed > lastmods[cell]!) lastmods[cell] = changed;
    };
    if (row.baseLatitude !== null && row.baseLongitude !== null) {
      // Within the radius: the great-circle test of lib/outcodes.ts, on unit vectors.
      const { x, y, z } = unitVector({ latitude: row.baseLatitude, longitude: row.baseLongitude });
      const closest = closenessWithin(row.radiusMiles);
      const high = row.baseLatitude + row.radiusMiles / MILES_PER_DEGREE;
      for (
        let at = firstAtOrAbove(latitudes, row.baseLatitude - row.radiusMiles / MILES_PER_DEGREE);
        at < size;
        at += 1
      ) {
        if (latitudes[at]! > high) break;
        if (x * vectors[at * 3]! + y * vectors[at * 3 + 1]! + z * vectors[at * 3 + 2]! >= closest) reach(at);
      }
    }
    for (const entry of decodeCoverage(row.coverage)) {
      for (const at of byEntry.get(entry.toUpperCase()) ?? []) reach(at);
    }
  });
  return {
    at(trade, slug) {
      const [row, at] = [TRADE_INDEX.get(trade), position.get(slug)];
      if (row === undefined || at === undefined) return undefined;
      const count = counts[row * size + at]!;
      return count > 0 ? { count, lastmod: new Date(lastmods[row * size + at]!).toISOString() } : undefined;
    },
    people: rows.map(({ id, updatedAt }) => ({ id, updatedAt })),
  };
}, 2);

/** Who reaches where today (kept while the database is unchanged). */
export const reachToday = (db: Kysely<Database>) => computeReach(db, londonDate(new Date()));
