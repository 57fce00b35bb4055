import { describe, expect, it } from 'vitest';
import { checkCoverage, radiusFrom, splitCoverage } from './coverage-input';

describe('coverage input', () => {
  it('splits on commas, semicolons and spaces', () => {
    expect(splitCoverage(' sw, M1 ;ls6  , ')).toEqual(['sw', 'M1', 'ls6']);
    expect(splitCoverage('')).toEqual([]);
  });

  it('normalises and deduplicates valid areas and districts', () => {
    expect(checkCoverage('sw, M1, m1, SW1A')).toEqual({ ok: true, areas: ['SW', 'M1', 'SW1A'] });
  });

  it('names the entries that are not postcode areas or districts', () => {
    expect(checkCoverage('M1, 123, hello, M1')).toEqual({
      ok: false,
      message: 'coverage.invalid',
      invalid: ['123', 'hello'],
    });
  });

  it('takes no area at all: the radius alone is then covered', () => {
    expect(checkCoverage(' , ')).toEqual({ ok: true, areas: [] });
  });

  it('takes a radius of whole miles from 1 to 100, as typed in the number box', () => {
    expect(radiusFrom('10')).toBe(10);
    expect(radiusFrom(' 1 ')).toBe(1);
    expect(radiusFrom('100')).toBe(100);
    for (const typed of ['', ' ', '0', '101', '7.5', '-3', 'ten', '1e1x'])
      expect(radiusFrom(typed), typed).toBeUndefined();
  });
});
