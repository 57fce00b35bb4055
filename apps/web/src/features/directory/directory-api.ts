import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FullProfile, Listing, Trade } from '@tradewise/shared';
import { apiPage, apiRequest } from '../../lib/api';
import { directoryPagePath, PAGE_SIZE } from './directory-path';

/** Nearest first (only with a place), by business name, or best rated first. */
export type DirectorySort = 'distance' | 'name' | 'rating';

export interface DirectoryFilters {
  q?: string;
  trade?: Trade;
  /** A postcode, outward code or town: those whose coverage reaches it, nearest first by default. */
  near?: string;
  /** Left out: the API's default, nearest first with a place and by name without one. */
  sort?: DirectorySort;
}

/**
 * The order asked of the API for the visitor's choice: nearest first is its default with a place
 * and impossible without one; by name is the default without one.
 */
export function sortFor(chosen: DirectorySort | undefined, near: string | undefined): DirectorySort | undefined {
  if (near) return chosen === 'distance' ? undefined : chosen;
  return chosen === 'rating' ? 'rating' : undefined;
}

export interface DirectoryPage {
  items: Listing[];
  page: number;
  /** From X-Total-Count; null if the header is missing. */
  total: number | null;
}

/** One page of the directory (the total comes from the X-Total-Count header). */
async function fetchDirectoryPage(
  filters: DirectoryFilters,
  page: number,
  signal: AbortSignal,
): Promise<DirectoryPage> {
  const { items, total } = await apiPage<Listing>(directoryPagePath(filters, page), { signal });
  return { items, page, total };
}

/** The directory, a page at a time; the previous results stay on screen while the filters change. */
export const directoryKey = (filters: DirectoryFilters) => ['directory', filters];

export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery({
    queryKey: directoryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchDirectoryPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      // Without the header: keep going until a page comes back short.
      const more = last.total === null ? last.items.length === PAGE_SIZE : loaded < last.total;
      return more ? last.page + 1 : undefined;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * Where to look when nobody of the chosen trade is listed (near the place asked for): the other
 * tradespeople covering that place, then every approved tradesperson (in the chosen order, where
 * nearest first, which needs a place, becomes the default).
 */
export function widerFilters({ near, sort }: DirectoryFilters): DirectoryFilters[] {
  const anywhere: DirectoryFilters = sort && sort !== 'distance' ? { sort } : {};
  return near ? [{ ...(sort ? { sort } : {}), near }, anywhere] : [anywhere];
}

/** A wider list's first page, as useNearest asks for it. */
export const nearestKey = (filters: DirectoryFilters) => ['directory-first', filters];

/** The first page of the nearest wider list that has anyone in it; `filters` says which one. */
export function useNearest(filters: DirectoryFilters, enabled: boolean) {
  const [near, far] = widerFilters(filters);
  const first = useQuery({
    queryKey: nearestKey(near!),
    queryFn: ({ signal }) => fetchDirectoryPage(near!, 1, signal),
    enabled,
    staleTime: 30_000,
  });
  const second = useQuery({
    queryKey: nearestKey(far!),
    queryFn: ({ signal }) => fetchDirectoryPage(far!, 1, signal),
    enabled: enabled && far !== undefined && first.data?.items.length === 0,
    staleTime: 30_000,
  });
  const shown =
    far && first.data?.items.length === 0 ? { query: second, filters: far } : { query: first, filters: near! };
  return { ...shown, refetch: () => void (first.isError ? first.refetch() : second.refetch()) };
}

export const profilePath = (id: string) => `/api/tradespeople/${encodeURIComponent(id)}`;

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: ['tradesperson', id],
    queryFn: ({ signal }) => apiRequest<FullProfile>(profilePath(id), { signal }),
    staleTime: 60_000,
  });

/** GET /api/tradespeople/:id; not asked for a tradesperson the page's loader found unknown. */
export const useProfile = (id: string, known: boolean) => useQuery({ ...profileQuery(id), enabled: known });
