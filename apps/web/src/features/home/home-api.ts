import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
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
 * One GET when the page shows. The home page is light (no TanStack Query, its route's handle): its few
 * figures need no more than this. A failure leaves `data` undefined: whatever that figure backs
 * (a claim, a rating) is then left out rather than guessed, never replaced by a sample.
 */
function useGet<T>(path: string): Fetched<T> {
  const read = useLoaderData<typeof loader>()[path];
  const [state, setState] = useState<Loaded<T>>(() => {
    if (read !== undefined) return { data: read as T, isPending: false };
    return cache.has(path) ? { data: cache.get(path) as T, isPending: false } : { isPending: true };
  });
  const [attempt, setAttempt] = useState(0);
  // What the page's loader read is as new as an answer asked for now.
  const fresh = useRef(read !== undefined);
  useEffect(() => {
    if (fresh.current) {
      fresh.current = false;
      cache.set(path, read);
      return;
    }
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is the first answer only.
  }, [path, attempt]);
  const retry = useCallback(() => {
    setState({ isPending: true });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

/**
 * The home page's figures, read on the server with the page (in this process): the page arrives
 * with them, and a figure whose answer failed is asked for again by the browser.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<Record<string, unknown>> {
  const paths = Object.values(HOME_PATHS);
  const answers = await Promise.all(paths.map((path) => context.api(path)));
  return Object.fromEntries(paths.flatMap((path, i) => (answers[i]?.status === 200 ? [[path, answers[i].body]] : [])));
}

/** GET /api/categories: open jobs per trade. */
export const useCategoryCounts = () => useGet<CategoryCount[]>(HOME_PATHS.categories);

/** GET /api/top-rated: up to three approved tradespeople with published reviews, best rated first. */
export const useTopRated = () => useGet<Profile[]>(HOME_PATHS.topRated);

/** GET /api/stats: the live figures behind the site's claims. */
export const useStats = () => useGet<PublicStats>(HOME_PATHS.stats);
