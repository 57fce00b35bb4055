import { useEffect, useRef, useState } from 'react';

/** Cards rendered per task: each step is a few milliseconds on a slow phone. */
export const STEP = 6;

/**
 * A long list's items to render now: when the list first arrives, its first STEP items, then STEP
 * more in each following task, so that 24 cards are four short tasks on a slow phone rather than
 * one long one (a tap waits for a long task). A list already there when the page was opened (from
 * the cache, going Back) is rendered whole at once, so the scroll position can be restored.
 */
export function useInSteps<T>(items: T[]): T[] {
  const whole = useRef(items.length > 0);
  const [limit, setLimit] = useState(STEP);
  const more = !whole.current && limit < items.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => setLimit((shown) => shown + STEP));
    return () => clearTimeout(timer);
  }, [more, limit]);
  return more ? items.slice(0, limit) : items;
}
