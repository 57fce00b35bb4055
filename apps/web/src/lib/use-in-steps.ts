import { useEffect, useState } from 'react';

/**
 * Items rendered per task: three directory cards take 10 to 15 ms on the development machine, about
 * 50 ms on a phone four times slower, where six took twice that.
 */
export const STEP = 3;

/**
 * A long list's items to render now: its first STEP items, then STEP more in each following task,
 * so that 24 cards are eight short tasks on a slow phone rather than one long one (a tap waits for
 * a long task). Items added later (a next page) follow in steps too. A list `whole` (there when
 * the page was opened: from the cache, going Back) is rendered whole at once, so that the scroll
 * position can be restored. Call it in the component rendering the list alone: each step renders
 * that component again.
 */
export function useInSteps<T>(items: T[], whole = false): T[] {
  const [limit, setLimit] = useState(STEP);
  const more = !whole && limit < items.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => setLimit((shown) => shown + STEP));
    return () => clearTimeout(timer);
  }, [more, limit]);
  return more ? items.slice(0, limit) : items;
}
