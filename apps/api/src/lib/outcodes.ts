/**
 * The UK's postcode outward codes ("SW1A", "M1", "BT7") with their approximate centres, from the
 * reference data kept beside the repository (../shared/data/uk-outcodes.csv, see its README).
 * Read once, on first use. Coverage checks codes against it; distances use the centres.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePostcode } from '@tradewise/shared';
import { ROOT_DIR } from '../config.js';

export const OUTCODES_FILE = path.join(ROOT_DIR, '..', 'shared', 'data', 'uk-outcodes.csv');

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
}

export interface Centre {
  latitude: number;
  longitude: number;
}

const areaOf = (code: string) => /^[A-Z]+/.exec(code)?.[0] ?? '';

let index: Index | undefined;

/** Parses the CSV: a header, then `outcode,latitude,longitude,town,region` (no quoted commas). */
export function parseOutcodes(text: string): Outcode[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header?.trim() !== 'outcode,latitude,longitude,town,region') {
    throw new Error(`${OUTCODES_FILE}: unexpected header "${header}"`);
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

function load(): Index {
  const rows = parseOutcodes(fs.readFileSync(OUTCODES_FILE, 'utf8'));
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
    areas: new Set(sums.keys()),
    areaCentres: new Map(
      [...sums].map(([area, sum]) => [area, { latitude: sum.latitude / sum.n, longitude: sum.longitude / sum.n }]),
    ),
  };
}

const outcodes = () => (index ??= load());

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
