import { useMatches } from 'react-router';
import type { CatalogueFile } from '../lib/i18n';

/** What a route module says about its page in its `handle` export (read by the layout). */
export interface PageHandle {
  /**
   * A light page needs only the core catalogue files and no server-state cache (TanStack Query),
   * so neither is downloaded for it: the home page.
   */
  light?: boolean;
  /**
   * The catalogue files the page's words are in, beyond the core ones (common, layout, enums,
   * home); without it, every file.
   */
  catalogues?: readonly CatalogueFile[];
}

/** What the pages matched (the page and the routes around it) say, merged: light only if one says so. */
export function usePageHandle(): PageHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  const light = handles.some((handle) => handle.light);
  const lists = handles.filter((handle) => handle.catalogues).map((handle) => handle.catalogues!);
  return { light, catalogues: lists.length > 0 ? [...new Set(lists.flat())] : undefined };
}
