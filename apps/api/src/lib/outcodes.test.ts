import { describe, expect, it } from 'vitest';
import { findOutcode, isKnownPlace, parseOutcodes } from './outcodes.js';

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
});
