/** A gap in a long row of page numbers ("1 … 4 5 6 … 20"). */
export const GAP = 'gap' as const;

/**
 * The page numbers to offer: all of them when there are few, otherwise the first, the last and
 * the current page with its neighbours, with gaps between.
 */
export function pageWindow(current: number, total: number, around = 1): (number | typeof GAP)[] {
  if (total <= 0) return [];
  if (total <= 5 + 2 * around) return Array.from({ length: total }, (_, index) => index + 1);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const edge = 2 * around + 3;
  if (current <= around + 3) return [...range(1, edge), GAP, total];
  if (current >= total - around - 2) return [1, GAP, ...range(total - edge + 1, total)];
  return [1, GAP, ...range(current - around, current + around), GAP, total];
}
