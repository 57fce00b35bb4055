import { describe, expect, it } from 'vitest';
import { sortFor, widerFilters } from './directory-api';

describe('sortFor', () => {
  it('leaves nearest first to the API’s default when a place is given, and passes the other choices', () => {
    expect(sortFor(undefined, 'LS1')).toBeUndefined();
    expect(sortFor('distance', 'LS1')).toBeUndefined();
    expect(sortFor('name', 'LS1')).toBe('name');
    expect(sortFor('rating', 'LS1')).toBe('rating');
  });

  it('never asks for nearest first without a place (the API refuses it): by name, the default', () => {
    expect(sortFor('distance', undefined)).toBeUndefined();
    expect(sortFor('name', undefined)).toBeUndefined();
    expect(sortFor('rating', undefined)).toBe('rating');
  });
});

describe('widerFilters', () => {
  it('looks near the same place in every trade, then everywhere', () => {
    expect(widerFilters({ trade: 'plumber', near: 'LS1 4DY' })).toEqual([{ near: 'LS1 4DY' }, {}]);
    expect(widerFilters({ trade: 'plumber' })).toEqual([{}]);
  });

  it('keeps the chosen order, except nearest first where there is no place', () => {
    expect(widerFilters({ trade: 'plumber', near: 'LS1', sort: 'rating' })).toEqual([
      { near: 'LS1', sort: 'rating' },
      { sort: 'rating' },
    ]);
    expect(widerFilters({ trade: 'plumber', near: 'LS1', sort: 'distance' })).toEqual([
      { near: 'LS1', sort: 'distance' },
      {},
    ]);
  });
});
