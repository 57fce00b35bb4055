/**
 * The places that have a trade-and-place page: every town and region of the outward codes'
 * reference data (lib/outcodes.ts) and every outward code, each under a slug ("leeds",
 * "stoke-on-trent", "ls1"). Each place is found the way the directory finds what a visitor types
 * (findPlace), so a page lists exactly whom the directory would list near that place.
 */
import { placeSlug, plainWords } from '@tradewise/shared';
import { allOutcodes, distanceMiles, findPlace, type Centre } from '../../lib/outcodes.js';

export interface IndexedPlace {
  slug: string;
  /** As the data writes it: "Leeds", "West Yorkshire", "LS1". */
  name: string;
  kind: 'town' | 'region' | 'outcode';
  /** The town (else the region) an outward code belongs to. */
  town?: string;
  centre: Centre;
  /** How many outward codes it has (1 for a code): bigger places first among nearby links. */
  size: number;
  /** The coverage entries that reach it (its areas, outward codes and districts). */
  entries: string[];
}

interface Index {
  bySlug: Map<string, IndexedPlace>;
  /** Sorted by latitude: the places within a band of latitude are a slice. */
  byLatitude: IndexedPlace[];
}

let index: Index | undefined;

/** The words findPlace leaves out of a name ("Greater Manchester" is Manchester). */
const bareName = (name: string) => plainWords(name).replace(/^(greater|city of) /, '');

function build(): Index {
  const bySlug = new Map<string, IndexedPlace>();
  const bare = new Set<string>();
  const rows = allOutcodes();
  const sizes = new Map<string, number>();
  for (const row of rows) {
    for (const name of new Set([row.town, row.region]))
      sizes.set(placeSlug(name), (sizes.get(placeSlug(name)) ?? 0) + 1);
  }
  const add = (name: string, kind: IndexedPlace['kind'], town?: string) => {
    const slug = placeSlug(name);
    // A region named as a town ("Greater Manchester", "Leeds") is that town's page.
    if (!slug || bySlug.has(slug) || (kind === 'region' && bare.has(bareName(name)))) return;
    const found = findPlace(name);
    if (!found?.centre) return;
    const size = kind === 'outcode' ? 1 : (sizes.get(slug) ?? 1);
    bySlug.set(slug, { slug, name, kind, ...(town && { town }), centre: found.centre, size, entries: found.entries });
    if (kind === 'town') bare.add(bareName(name));
  };
  for (const row of rows) if (row.town) add(row.town, 'town');
  for (const row of rows) if (row.region) add(row.region, 'region');
  for (const row of rows) add(row.outcode, 'outcode', row.town || row.region || undefined);
  const byLatitude = [...bySlug.values()].sort((a, b) => a.centre.latitude - b.centre.latitude);
  return { bySlug, byLatitude };
}

const places = () => (index ??= build());

/** The place a slug names, or undefined. */
export const placeBySlug = (slug: string): IndexedPlace | undefined => places().bySlug.get(slug.toLowerCase());

/** Every place, in latitude order. */
export const allPlaces = (): readonly IndexedPlace[] => places().byLatitude;

/** Miles in one degree of latitude (a little over, so a band never misses a place). */
const MILES_PER_DEGREE = 68.7;

/** The places whose centre is within `miles` of `centre`, with their distance (unsorted). */
export function placesWithin(centre: Centre, miles: number): { place: IndexedPlace; miles: number }[] {
  const list = places().byLatitude;
  const low = centre.latitude - miles / MILES_PER_DEGREE;
  const high = centre.latitude + miles / MILES_PER_DEGREE;
  // The first place at or above the band's low edge (binary search).
  let [start, end] = [0, list.length];
  while (start < end) {
    const middle = (start + end) >> 1;
    if (list[middle]!.centre.latitude < low) start = middle + 1;
    else end = middle;
  }
  const found: { place: IndexedPlace; miles: number }[] = [];
  for (let at = start; at < list.length && list[at]!.centre.latitude <= high; at += 1) {
    const place = list[at]!;
    const distance = distanceMiles(centre, place.centre);
    if (distance <= miles) found.push({ place, miles: distance });
  }
  return found;
}
