import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is being hydrated (and when prerendering), true from then on and
 * in every page rendered in the browser from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
