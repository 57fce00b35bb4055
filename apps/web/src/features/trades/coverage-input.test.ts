import { describe, expect, it } from 'vitest';
import { checkCoverage, splitCoverage } from './coverage-input';

describe('coverage input', () => {
  it('splits on commas, semicolons and spaces', () => {
    expect(splitCoverage(' sw, M1 ;ls6  , ')).toEqual(['sw', 'M1', 'ls6']);
    expect(splitCoverage('')).toEqual([]);
  });

  it('normalises and deduplicates valid areas and districts', () => {
    expect(checkCoverage('sw, M1, m1, SW1A')).toEqual({ ok: true, coverage: ['SW', 'M1', 'SW1A'] });
  });

  it('names the entries that are not postcode areas or districts', () => {
    expect(checkCoverage('M1, 123, hello, M1')).toEqual({
      ok: false,
      message: 'coverage.invalid',
      invalid: ['123', 'hello'],
    });
  });

  it('asks for at least one area', () => {
    expect(checkCoverage(' , ')).toEqual({ ok: false, message: 'coverage.empty', invalid: [] });
  });
});
