import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The API accepts pages 1 to 100,000. */
const MAX_PAGE = 100_000;

export interface ListParamsState<S extends string> {
  search: string;
  page: number;
  status: S | undefined;
  /** A new search starts again from page 1; typing replaces the history entry. */
  setSearch: (value: string, replace?: boolean) => void;
  /** `replace` corrects a page past the end without leaving it in the history. */
  setPage: (value: number, replace?: boolean) => void;
  setStatus: (value: S | undefined) => void;
  update: (changes: Record<string, string | number | undefined>, replace?: boolean) => void;
}

/**
 * A list's search, page and status filter, kept in the address bar so a reload, the back button
 * or a shared link shows the same page.
 */
export function useListParams<S extends string = never>(statuses: readonly S[] = []): ListParamsState<S> {
  const [params, setParams] = useSearchParams();

  const search = params.get('search') ?? '';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  const rawStatus = params.get('status');
  const status = statuses.find((value) => value === rawStatus);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      search,
      page,
      status,
      setSearch: (value: string, replace = false) => update({ search: value.trim(), page: undefined }, replace),
      setPage: (value: number, replace = false) => update({ page: value }, replace),
      setStatus: (value: S | undefined) => update({ status: value, page: undefined }),
      update,
    }),
    [search, page, status, update],
  );
}
