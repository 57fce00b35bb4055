import { parse } from 'postcode';

export interface ParsedPostcode {
  /** Normalised form: upper case with a single space, e.g. "SW1A 1AA". */
  postcode: string;
  /** Outward code, e.g. "SW1A". */
  outward: string;
  /** Postcode area, the leading letters, e.g. "SW". */
  area: string;
  /** Postcode district, e.g. "SW1" for "SW1A 1AA" (the sub-district letter dropped). */
  district: string;
}

/** Parses a full UK postcode; null when it is not one. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const result = parse(input.trim());
  if (!result.valid) return null;
  return {
    postcode: result.postcode,
    outward: result.outcode,
    area: result.area,
    district: result.district,
  };
}

const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;

/**
 * Normalises a coverage entry: a postcode area ("SW") or an outward code / district ("SW1A",
 * "M1"). Returns null for anything else.
 */
export function normaliseCoverage(input: string): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, '');
  if (AREA.test(value) || DISTRICT.test(value)) return value;
  return null;
}
