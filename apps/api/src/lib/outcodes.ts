/**
 * The UK's postcode outward codes ("SW1A", "M1", "BT7") with their approximate centres, from the
 * reference data (OUTCODES_FILE; apps/api/reference/uk-outcodes.csv in the repository by default,
 * see its README). The server reads it at start-up (loadOutcodes); anything else on first use.
 * Coverage checks codes against it; distances use the centres.
 */
import fs from 'node:fs';
import { normaliseCoverage, parsePostcode } from '@tradewise/shared';
import { ConfigError, DEFAULT_OUTCODES_FILE } from '../config.js';

export interface Outcode {
  outcode: string;
  latitude: number;
  longitude: number;
  town: string;
  region: string;
}

interface Index {
  byCode: Map<string, Outcode>;
  /** Every postcode area (the leading letters) some outward code belongs to. */
  areas: Set<string>;
  /** Each area's centre: the mean of its outward codes' centres. */
  areaCentres: Map<string, Centre>;
  /** Town and region names (see placeKey) with the outward codes of the place they name. */
  places: Map<string, string[]>;
}

export interface Centre {
  latitude: number;
  longitude: number;
}

const areaOf = (code: string) => /^[A-Z]+/.exec(code)?.[0] ?? '';

let index: Index | undefined;

/** Parses the CSV: a header, then `outcode,latitude,longitude,town,region` (no quoted commas). */
export function parseOutcodes(text: string, file = DEFAULT_OUTCODES_FILE): Outcode[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header?.trim() !== 'outcode,latitude,longitude,town,region') {
    throw new Error(`${file}: unexpected header "${header}"`);
  }
  return lines.map((line) => {
    const [outcode = '', latitude = '', longitude = '', town = '', region = ''] = line.split(',');
    return {
      outcode: outcode.trim().toUpperCase(),
      latitude: Number(latitude),
      longitude: Number(longitude),
      town,
      region,
    };
  });
}

/** A place name as people type it: any case, accents and spacing, "Greater" or "City of" optional. */
const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(greater|city of) /, '');

/**
 * The outward codes each name stands for. A town name shared by places in several regions
 * ("Norton") stands for the one with the most codes; a name that is both a town and a region
 * ("Leeds": a village in Kent, the city's region) for whichever has more.
 */
function namedPlaces(rows: Outcode[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (key: string, code: string) => groups.set(key, [...(groups.get(key) ?? []), code]);
  for (const row of rows) {
    if (row.town) add(`${placeKey(row.town)}|${row.region}`, row.outcode);
    if (row.region) add(`${placeKey(row.region)}|`, row.outcode);
  }
  const places = new Map<string, string[]>();
  for (const [key, codes] of groups) {
    const name = key.split('|')[0]!;
    if (codes.length > (places.get(name)?.length ?? 0)) places.set(name, codes);
  }
  return places;
}

function load(file: string): Index {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `OUTCODES_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}), the UK outward-code centres distances need; see the README's Configuration`,
      { cause: error },
    );
  }
  const rows = parseOutcodes(text, file);
  const sums = new Map<string, { latitude: number; longitude: number; n: number }>();
  for (const row of rows) {
    const sum = sums.get(areaOf(row.outcode)) ?? { latitude: 0, longitude: 0, n: 0 };
    sums.set(areaOf(row.outcode), {
      latitude: sum.latitude + row.latitude,
      longitude: sum.longitude + row.longitude,
      n: sum.n + 1,
    });
  }
  return {
    byCode: new Map(rows.map((row) => [row.outcode, row])),
    places: namedPlaces(rows),
    areas: new Set(sums.keys()),
    areaCentres: new Map(
      [...sums].map(([area, sum]) => [area, { latitude: sum.latitude / sum.n, longitude: sum.longitude / sum.n }]),
    ),
  };
}

const outcodes = () => (index ??= load(DEFAULT_OUTCODES_FILE));

/** Reads the outward codes from `file` now (the server, at start-up): a missing or malformed file stops it with a clear message. */
export function loadOutcodes(file: string): void {
  index = load(file);
}

/** Every outward code the data lists, in its order (the trade-and-place pages' places). */
export const allOutcodes = (): Outcode[] => [...outcodes().byCode.values()];

/** The outward code's entry ("SW1A", "SW1"), if the data knows it. */
export const findOutcode = (code: string): Outcode | undefined => outcodes().byCode.get(code.toUpperCase());

/**
 * Whether a normalised coverage entry names a real place: an area ("SW") when some outward code
 * starts with it, a district or outward code ("SW1A", "M1") when the data lists it.
 */
export function isKnownPlace(entry: string): boolean {
  const { byCode, areas } = outcodes();
  return /^[A-Z]+$/.test(entry) ? areas.has(entry) : byCode.has(entry);
}

/**
 * The centre of an outward code ("SW1A"): its own when the data lists it, else its postcode
 * area's (a new code missing from the data), else undefined (an area the data does not know).
 */
export function centreOf(outward: string): Centre | undefined {
  const code = outward.toUpperCase();
  const { byCode, areaCentres } = outcodes();
  const known = byCode.get(code);
  return known ? { latitude: known.latitude, longitude: known.longitude } : areaCentres.get(areaOf(code));
}

export const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two centres, in miles. */
export function distanceMiles(a: Centre, b: Centre): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A centre as a point on the unit sphere: two centres' dot product is the cosine of the angle between them. */
export function unitVector({ latitude, longitude }: Centre) {
  const [lat, lon] = [radians(latitude), radians(longitude)];
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** The smallest dot product of unit vectors at most `miles` apart (great-circle). */
export const closenessWithin = (miles: number) => Math.cos(miles / EARTH_RADIUS_MILES);

/**
 * The latitude and longitude bounds holding every point within `miles` of `centre`: a cheap
 * prefilter on indexed columns before the exact distance.
 */
export function boundingBox(centre: Centre, miles: number) {
  const dLat = miles / 69.05;
  const dLon = miles / (69.17 * Math.max(0.01, Math.cos(radians(Math.abs(centre.latitude) + dLat))));
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: centre.longitude - dLon,
    maxLongitude: centre.longitude + dLon,
  };
}

/** The centre of a full postcode's outward code, as centreOf; undefined when it does not parse. */
export function postcodeCentre(postcode: string): Centre | undefined {
  const outward = parsePostcode(postcode)?.outward;
  return outward ? centreOf(outward) : undefined;
}

const mean = (centres: Centre[]): Centre => ({
  latitude: centres.reduce((sum, c) => sum + c.latitude, 0) / centres.length,
  longitude: centres.reduce((sum, c) => sum + c.longitude, 0) / centres.length,
});

/** The coverage entries an outward code falls in: its area, itself and its district ("SW1A" is in "SW1"). */
function entriesOf(outward: string): string[] {
  return [areaOf(outward), outward, outward.replace(/^([A-Z]{1,2}\d)[A-Z]$/, '$1')];
}

/** A place someone searched for: its centre (when the data places it) and the coverage entries it falls in. */
export interface Place {
  centre?: Centre;
  entries: string[];
}

/**
 * What a visitor typed as a place: a full postcode, an outward code or area ("LS1", "LS"), or a
 * town or region name from the data ("Leeds"). A valid postcode of an area the data does not know
 * is still a place, matched by its coverage entries only; anything else unknown is undefined.
 */
export function findPlace(input: string): Place | undefined {
  const postcode = parsePostcode(input);
  if (postcode) {
    const entries = [...new Set([postcode.area, postcode.outward, postcode.district])];
    const centre = centreOf(postcode.outward);
    return centre ? { centre, entries } : { entries };
  }
  const code = normaliseCoverage(input);
  if (code && isKnownPlace(code)) return { centre: centreOf(code)!, entries: [...new Set(entriesOf(code))] };
  const codes = outcodes().places.get(placeKey(input));
  if (!codes) return undefined;
  return {
    centre: mean(codes.map((outward) => centreOf(outward)!)),
    entries: [...new Set(codes.flatMap(entriesOf))],
  };
}

/** How far to list the places a radius reaches, at most. */
export const MAX_TOWNS = 40;

/**
 * The named places within `miles` of `centre`: the towns and regions of the outward codes within
 * reach, those with the most codes in reach first (Leeds and Bradford before a village between
 * them), then the nearest. At most MAX_TOWNS, with how many in all; each with its nearest distance.
 */
export function townsWithin(centre: Centre, miles: number) {
  const reached = new Map<string, { distance: number; codes: number }>();
  for (const row of outcodes().byCode.values()) {
    const distance = distanceMiles(centre, row);
    if (distance > miles) continue;
    for (const name of new Set([row.town, row.region])) {
      if (!name) continue;
      const known = reached.get(name);
      reached.set(name, {
        distance: Math.min(distance, known?.distance ?? Infinity),
        codes: (known?.codes ?? 0) + 1,
      });
    }
  }
  const towns = [...reached]
    .sort(([a, x], [b, y]) => y.codes - x.codes || x.distance - y.distance || a.localeCompare(b))
    .map(([name, { distance }]) => ({ name, distanceMiles: Math.round(distance * 10) / 10 }));
  return { towns: towns.slice(0, MAX_TOWNS), total: towns.length };
}
