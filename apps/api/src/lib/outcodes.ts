/**
 * The UK's postcode outward codes ("SW1A", "M1", "BT7") with their approximate centres, from the
 * reference data kept beside the repository (../shared/data/uk-outcodes.csv, see its README).
 * Read once, on first use. Coverage checks codes against it; distances will use the centres.
 */
import fs from 'node:fs';
import path from 'node:path';
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
}

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
  return {
    byCode: new Map(rows.map((row) => [row.outcode, row])),
    areas: new Set(rows.map((row) => /^[A-Z]+/.exec(row.outcode)?.[0] ?? '')),
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
