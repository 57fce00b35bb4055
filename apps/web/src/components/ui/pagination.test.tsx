// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLastPageFallback } from './pagination';

const fallback = (page: number, totalPages: number | undefined) => {
  const replacePage = vi.fn();
  renderHook(() => useLastPageFallback(page, totalPages, replacePage));
  return replacePage;
};

describe('a page past the end', () => {
  it('shows the last page instead ("Page 99 of 2" becomes page 2)', () => {
    expect(fallback(99, 2)).toHaveBeenCalledWith(2);
    expect(fallback(3, 0)).toHaveBeenCalledWith(1);
  });

  it('leaves a page that exists, and waits for the list’s answer', () => {
    expect(fallback(2, 2)).not.toHaveBeenCalled();
    expect(fallback(1, 0)).not.toHaveBeenCalled();
    expect(fallback(99, undefined)).not.toHaveBeenCalled();
  });
});
