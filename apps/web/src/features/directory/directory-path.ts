/** What the directory asks the API for (its loader too, on the server: directory-page.tsx). */
export const PAGE_SIZE = 24;

/** The filters a directory page is asked with; left out, the API's default. */
export interface DirectoryQuery {
  q?: string;
  trade?: string;
  near?: string;
  sort?: string;
}

/** GET /api/tradespeople for one page of the directory with these filters. */
export function directoryPagePath(filters: DirectoryQuery, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  for (const key of ['q', 'trade', 'near', 'sort'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/api/tradespeople?${params}`;
}
