import { LANGUAGES, localizedPath, type Language } from '@tradewise/shared';

/** A page's address in another language, for `<link rel="alternate" hreflang>`. */
export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/**
 * The query of a page's address as it is kept in its canonical and alternate links: what picks
 * what the page shows (the directory's filters, a page number), without tracking tags.
 */
function keptQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (/^(utm_|fbclid$|gclid$)/.test(name)) query.delete(name);
  const kept = query.toString();
  return kept ? `?${kept}` : '';
}

/** An absolute address on the public site (origin: PUBLIC_URL, no trailing slash). */
export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).href;

/** The page's own address in its language: the one search engines are asked to index. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return absoluteUrl(origin, path + keptQuery(search));
}

/**
 * The page in each language (English unprefixed, /fr, /es), and x-default: the unprefixed address,
 * where the visitor's cookie or browser chooses.
 */
export function languageAlternates(origin: string, pathname: string, search: string): Alternate[] {
  const at = (language: Language) => canonicalUrl(origin, localizedPath(pathname, language), search);
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: at(language) })),
    { hrefLang: 'x-default' as const, href: at('en') },
  ];
}
