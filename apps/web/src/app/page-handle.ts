import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CORE_NAMESPACES, NAMESPACES } from '../lib/i18n';

/** What a route module says about its page in its `handle` export (read by the layout). */
export interface PageHandle {
  /**
   * The i18next namespaces the page's words are in (packages/locales/<language>/<namespace>.json),
   * beyond the core ones, as remix-i18next names them; without a list on any matched route, every
   * namespace.
   */
  i18n?: readonly string[];
  /**
   * Whether the page, with the data its loader gave, asks search engines not to index it (a thin
   * trade-and-place page): it then names no canonical address (app/seo/search-head.tsx).
   */
  noindex?: (data: unknown) => boolean;
}

export const asHandle = (handle: unknown): PageHandle => (typeof handle === 'object' && handle !== null ? handle : {});

/** The namespaces the matched routes (their handles) need: the core ones and their lists, or every one. */
export function pageNamespaces(handles: readonly unknown[]): string[] {
  const lists = handles.map(asHandle).flatMap(({ i18n }) => (i18n ? [i18n] : []));
  return lists.length > 0 ? [...new Set([...CORE_NAMESPACES, ...lists.flat()])] : NAMESPACES;
}

declare global {
  interface Window {
    /** The matched routes' modules, imported by React Router's <Scripts> before the entry runs. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

/** Before hydrating: the namespaces of the routes the server rendered (as remix-i18next reads them). */
export const initialNamespaces = () =>
  pageNamespaces(Object.values(window.__reactRouterRouteModules ?? {}).map((module) => module?.handle));

/**
 * Suspends until i18next has the matched routes' namespaces (in the language and the fallback), so
 * on a navigation the page before stays on screen until the next one's words are in. The server
 * has every namespace; so does the browser's first render (the entry loads them before hydrating).
 */
export function usePageNamespaces() {
  const { i18n } = useTranslation();
  const namespaces = pageNamespaces(useMatches().map((match) => match.handle));
  if (!namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))) throw i18n.loadNamespaces(namespaces);
}
