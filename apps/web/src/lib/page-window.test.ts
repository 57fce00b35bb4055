import { describe, expect, it } from 'vitest';
import { GAP, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageWindow(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pageWindow(20, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageWindow(5, 20)).toEqual([1, GAP, 4, 5, 6, GAP, 20]);
  });

  it('always offers the same number of buttons on a long list', () => {
    for (let page = 1; page <= 30; page++) expect(pageWindow(page, 30)).toHaveLength(7);
  });
});
