import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  centreOf,
  closenessWithin,
  distanceMiles,
  findOutcode,
  findPlace,
  isKnownPlace,
  MAX_TOWNS,
  parseOutcodes,
  townsWithin,
  unitVector,
} from './outcodes.js';
import { DEFAULT_OUTCODES_FILE, ROOT_DIR } from '../config.js';

describe('the outward codes data', () => {
  it('is read from the copy inside the repository, with each code’s centre', () => {
    expect(DEFAULT_OUTCODES_FILE).toBe(path.join(ROOT_DIR, 'apps/api/reference/uk-outcodes.csv'));
    expect(fs.existsSync(DEFAULT_OUTCODES_FILE)).toBe(true);
    expect(findOutcode('sw1a')).toMatchObject({ outcode: 'SW1A', region: 'Westminster' });
    expect(findOutcode('M1')?.latitude).toBeCloseTo(53.48, 1);
    expect(findOutcode('ZZ9')).toBeUndefined();
  });

  it('knows an area when some outward code starts with its letters, and an outward code when listed', () => {
    expect(['SW', 'M', 'BT', 'SW1', 'SW1A', 'E20'].filter(isKnownPlace)).toHaveLength(6);
    expect(['ZZ', 'Q', 'ZZ9', 'M99', 'SW1Z'].filter(isKnownPlace)).toEqual([]);
  });

  it('refuses a file that is not the expected table', () => {
    expect(() => parseOutcodes('code,lat\nM1,1')).toThrow(/unexpected header/);
    expect(
      parseOutcodes('outcode,latitude,longitude,town,region\nm1,53.4,-2.2,Manchester,Greater Manchester\n'),
    ).toEqual([{ outcode: 'M1', latitude: 53.4, longitude: -2.2, town: 'Manchester', region: 'Greater Manchester' }]);
  });

  it('measures great-circle miles between outward-code centres: SW1A to M1 is about 163 miles', () => {
    expect(Math.abs(distanceMiles(centreOf('SW1A')!, centreOf('M1')!) - 163)).toBeLessThan(0.5);
    expect(distanceMiles(centreOf('M1')!, centreOf('M1')!)).toBe(0);
  });

  it('places a code missing from the data at its area’s centre, and knows nothing of an unknown area', () => {
    const m = centreOf('M99')!;
    expect(m.latitude).toBeGreaterThan(53.2);
    expect(m.latitude).toBeLessThan(53.7);
    expect(centreOf('ZZ9')).toBeUndefined();
  });

  it('draws a bounding box that holds every point within the radius', () => {
    const base = centreOf('M1')!;
    const box = boundingBox(base, 10);
    for (const bearing of [0, 90, 180, 270]) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: base.latitude + (9.9 / 69) * Math.cos(rad),
        longitude: base.longitude + (9.9 / 41) * Math.sin(rad),
      };
      if (distanceMiles(base, point) > 10) continue;
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('finds a place from a full postcode, an outward code, an area or a town, as people type them', () => {
    expect(findPlace('ls1 4dy')).toEqual({ centre: centreOf('LS1'), entries: ['LS', 'LS1'] });
    expect(findPlace('SW1A 1AA')?.entries).toEqual(['SW', 'SW1A', 'SW1']);
    expect(findPlace(' sw1a ')).toEqual({ centre: centreOf('SW1A'), entries: ['SW', 'SW1A', 'SW1'] });
    expect(findPlace('M')?.entries).toEqual(['M']);
    // "Leeds" is the city (its 29 LS codes), not the Kent village of that name (ME17).
    const leeds = findPlace('  LEEDS ')!;
    expect(distanceMiles(leeds.centre!, centreOf('LS1')!)).toBeLessThan(5);
    expect(leeds.entries).toContain('LS1');
    expect(leeds.entries).not.toContain('ME17');
    expect(distanceMiles(findPlace('London')!.centre!, centreOf('SW1A')!)).toBeLessThan(10);
    expect(findPlace('Glasgow')?.entries).toContain('G1');
  });

  it('finds no place for a name or code the data does not know, yet keeps a valid postcode of an unknown area', () => {
    expect(findPlace('Atlantis')).toBeUndefined();
    expect(findPlace('ZZ9')).toBeUndefined();
    expect(findPlace('')).toBeUndefined();
    // A well-formed postcode whose area the data lacks: no centre, matched by its entries only.
    expect(findPlace('XX1 1AA')).toEqual({ entries: ['XX', 'XX1'] });
  });

  it('lists the places a radius reaches, the biggest first, each once with its nearest distance, and counts them all', () => {
    const base = centreOf('LS1')!;
    const near = townsWithin(base, 10);
    expect(near.towns[0]).toEqual({ name: 'Leeds', distanceMiles: 0 });
    // Town names, and region names where the data gives the code's region ("Bradford"): Bradford,
    // with many codes in reach, comes before a one-code village nearer to Leeds.
    const names = near.towns.map((town) => town.name);
    expect(names).toEqual(expect.arrayContaining(['Bradford', 'Gildersome']));
    expect(names.indexOf('Bradford')).toBeLessThan(names.indexOf('Gildersome'));
    expect(names).not.toContain('York');
    expect(new Set(names).size).toBe(names.length);
    expect(near.towns.every((town) => town.distanceMiles <= 10)).toBe(true);
    const far = townsWithin(base, 100);
    expect(far.towns).toHaveLength(MAX_TOWNS);
    expect(far.total).toBeGreaterThan(MAX_TOWNS);
    expect(far.towns.map((town) => town.name)).toEqual(expect.arrayContaining(['York', 'Manchester']));
  });

  it('tests "within N miles" by the dot product of unit vectors exactly as the haversine measures it', () => {
    const dot = (a: string, b: string) => {
      const [u, v] = [unitVector(centreOf(a)!), unitVector(centreOf(b)!)];
      return u.x * v.x + u.y * v.y + u.z * v.z;
    };
    for (const [a, b] of [
      ['SW1A', 'M1'],
      ['LS1', 'BD1'],
      ['M1', 'OL4'],
      ['EC1A', 'EC1V'],
    ] as const) {
      const miles = distanceMiles(centreOf(a)!, centreOf(b)!);
      expect(dot(a, b)).toBeGreaterThanOrEqual(closenessWithin(miles + 0.01));
      expect(dot(a, b)).toBeLessThan(closenessWithin(miles - 0.01));
    }
    expect(dot('M1', 'M1')).toBeCloseTo(1, 12);
  });
});
