import { prefix, type RouteConfigEntry } from '@react-router/dev/routes';
import { PREFIXED_LANGUAGES, type Language } from '@tradewise/shared';

/** A route's id as React Router names one without its own: its file, without the extension. */
const routeId = (route: RouteConfigEntry) => route.id ?? route.file.replace(/\.[cm]?[jt]sx?$/, '');

/** A copy of the routes (and those under them) with ids of their own for a language. */
const renamed = (routes: readonly RouteConfigEntry[], language: Language): RouteConfigEntry[] =>
  routes.map((route) => ({
    ...route,
    id: `${language}/${routeId(route)}`,
    children: route.children && renamed(route.children, language),
  }));

/**
 * Every page at its English address and again under each other language's prefix (/fr/directory,
 * /es/tradespeople/:id; issue 40): the same modules, so a page added to the list is in every
 * language at once. The catch-all is left at the root (/fr/nothing is the 404 of the root's).
 */
export function withLanguagePrefixes(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const pages = routes.filter((route) => route.path !== '*');
  return [...routes, ...PREFIXED_LANGUAGES.flatMap((language) => prefix(language, renamed(pages, language)))];
}
