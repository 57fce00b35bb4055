import { describe, expect, it } from 'vitest';
import { boundingBox, centreOf, distanceMiles, findOutcode, isKnownPlace, parseOutcodes } from './outcodes.js';

describe('the outward codes data', () => {
  it('is read from ../shared/data beside the repository, with each code’s centre', () => {
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
});
