import { LANGUAGES, type Language } from './enums.js';
import { tradeWordIn } from './places.js';

/**
 * A URL per language (issue 40): English at the unprefixed address, French and Spanish under
 * /fr and /es. A prefixed address fixes the page's language; at an unprefixed one the visitor's
 * `lang` cookie, else Accept-Language, chooses (apps/api/src/plugins/web-pages.ts).
 */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages whose pages sit under a prefix of their own (/fr, /es). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=/|$)`, 'i');

/** The language an address fixes by its prefix (/fr/directory: fr), or undefined when unprefixed. */
export function pathLanguage(pathname: string): Language | undefined {
  return PREFIX.exec(pathname)?.[1]?.toLowerCase() as Language | undefined;
}

/** The address without its language prefix (/fr/directory: /directory; /fr: /). */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The address of a page in a language: /directory in French is /fr/directory, / is /fr. */
export function localizedPath(pathname: string, language: Language): string {
  // A trade-and-place page's trade word is the language's own (/plumbers/leeds: /fr/plombiers/leeds).
  const bare = tradeWordIn(unprefixedPath(pathname), language);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/**
 * The pages a search engine is asked not to index (`<meta name="robots" content="noindex">`):
 * the signed-in areas, the admin's, and the pages a link with a token opens. Each covers the
 * addresses under it too (/account/profile, /apply/:jobId, /admin/...), in every language.
 */
export const NOINDEX_PATHS = [
  '/account',
  '/messages',
  '/client-dashboard',
  '/post-job',
  '/dashboard',
  '/apply',
  '/applied-jobs',
  '/admin',
  '/job-description',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/newsletter/confirm',
  '/job-requests/publish',
] as const;

/** Whether a page (at any language's address) is kept out of search engines' indexes. */
export function isNoindexPath(pathname: string): boolean {
  const bare = unprefixedPath(pathname)
    .toLowerCase()
    .replace(/(.)\/$/, '$1');
  return NOINDEX_PATHS.some((path) => bare === path.toLowerCase() || bare.startsWith(`${path.toLowerCase()}/`));
}
