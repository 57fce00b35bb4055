import { useCallback, useEffect, useState } from 'react';
import type { CategoryCount, Profile, PublicStats } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { HOME_PATHS } from './home-paths';

export interface Loaded<T> {
  data?: T;
  isPending: boolean;
  /** The request failed: what it backs is left out, with a way to ask again. */
  isError?: boolean;
}

export interface Fetched<T> extends Loaded<T> {
  /** Asks again after a failure. */
  retry: () => void;
}

/** Answers kept for the visit: coming back to the home page shows them at once. */
const cache = new Map<string, unknown>();

/**
 * One GET when the page shows. The home page is light (no TanStack Query, see lazyPage): its few
 * figures need no more than this. A failure leaves `data` undefined: whatever that figure backs
 * (a claim, a rating) is then left out rather than guessed, never replaced by a sample.
 */
function useGet<T>(path: string): Fetched<T> {
  const [state, setState] = useState<Loaded<T>>(() =>
    cache.has(path) ? { data: cache.get(path) as T, isPending: false } : { isPending: true },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => {
        cache.set(path, data);
        setState({ data, isPending: false });
      },
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, isPending: false, isError: true }));
      },
    );
    return () => controller.abort();
  }, [path, attempt]);
  const retry = useCallback(() => {
    setState({ isPending: true });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

/** GET /api/categories: open jobs per trade. */
export const useCategoryCounts = () => useGet<CategoryCount[]>(HOME_PATHS.categories);

/** GET /api/top-rated: up to three approved tradespeople with published reviews, best rated first. */
export const useTopRated = () => useGet<Profile[]>(HOME_PATHS.topRated);

/** GET /api/stats: the live figures behind the site's claims. */
export const useStats = () => useGet<PublicStats>(HOME_PATHS.stats);
