/**
 * Which trades reach which places: from every live tradesperson's base, radius and added areas,
 * the places (place-index.ts) they reach, by the directory's rule (within their radius of the
 * place's centre, or an added area among the place's entries). The pages use it to say whether
 * anyone covers a place and to link to places and trades that have someone; the sitemap lists
 * only what it finds. Computed once per UK day while the database is unchanged.
 */
import type { Kysely } from 'kysely';
import { londonDate, type Trade } from '@tradewise/shared';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { Database } from '../../db/schema.js';
import { decodeCoverage } from '../../lib/coverage.js';
import { allPlaces, placesWithin, type IndexedPlace } from './place-index.js';
import * as repo from './repository.js';

export interface Reached {
  /** How many of the trade reach the place. */
  count: number;
  /** When the latest of them changed (the page's lastmod). */
  lastmod: string;
}

export interface Reach {
  /** Keyed by reachKey(trade, slug). */
  places: Map<string, Reached>;
  /** Every live tradesperson: id and when they last changed (their profile's lastmod). */
  people: { id: string; updatedAt: string }[];
}

export const reachKey = (trade: Trade, slug: string) => `${trade}|${slug}`;

let entryPlaces: Map<string, IndexedPlace[]> | undefined;

/** The places each coverage entry ("LS", "LS1") reaches. */
function placesByEntry() {
  if (entryPlaces) return entryPlaces;
  entryPlaces = new Map();
  for (const place of allPlaces()) {
    for (const entry of place.entries) entryPlaces.set(entry, [...(entryPlaces.get(entry) ?? []), place]);
  }
  return entryPlaces;
}

const computeReach = keptWhileUnchanged(async function computeReach(db: Kysely<Database>, day: string): Promise<Reach> {
  const rows = await repo.liveReach(db, new Date(`${day}T12:00:00Z`));
  const byEntry = placesByEntry();
  const places = new Map<string, Reached>();
  for (const row of rows) {
    const reached = new Set<IndexedPlace>();
    if (row.baseLatitude !== null && row.baseLongitude !== null) {
      const base = { latitude: row.baseLatitude, longitude: row.baseLongitude };
      for (const { place } of placesWithin(base, row.radiusMiles)) reached.add(place);
    }
    for (const entry of decodeCoverage(row.coverage)) {
      for (const place of byEntry.get(entry.toUpperCase()) ?? []) reached.add(place);
    }
    for (const place of reached) {
      const key = reachKey(row.trade, place.slug);
      const known = places.get(key);
      places.set(key, {
        count: (known?.count ?? 0) + 1,
        lastmod: known && known.lastmod > row.updatedAt ? known.lastmod : row.updatedAt,
      });
    }
  }
  return { places, people: rows.map(({ id, updatedAt }) => ({ id, updatedAt })) };
}, 2);

/** Who reaches where today (kept while the database is unchanged). */
export const reachToday = (db: Kysely<Database>) => computeReach(db, londonDate(new Date()));
