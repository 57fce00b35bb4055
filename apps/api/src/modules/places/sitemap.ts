/**
 * The sitemaps (sitemaps.org protocol 0.9): an index of chunks, each at most `chunkSize` URLs
 * (the protocol allows 50,000), every public page in each language with its alternates
 * (xhtml:link hreflang: English unprefixed, /fr, /es, and x-default) and, where the data says,
 * when it last changed. Public pages: the home page, the directory, the content pages, every
 * listed tradesperson's profile and every trade-and-place page someone of the trade reaches (the
 * others are thin: noindex, and left out here).
 */
import type { Kysely } from 'kysely';
import {
  APP_ROUTES,
  LANGUAGES,
  NOINDEX_PATHS,
  PLACE_TRADES,
  isNoindexPath,
  localizedPath,
  londonDate,
  tradePlacePath,
  type Language,
} from '@tradewise/shared';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { Database } from '../../db/schema.js';
import { allPlaces } from './place-index.js';
import { reachKey, reachToday } from './reach.js';

/** The URLs in one sitemap, at most (a page's three languages stay together). */
export const SITEMAP_CHUNK = 10_000;

/** Addresses that are another page's (aliases, redirects) or a form to sign in with: not listed. */
const NOT_LISTED = new Set([
  '/find-tradespeople',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/join',
  '/signup',
  '/signin',
  '/login',
  '/admin/login',
  '/forgot-password',
]);

/** The pages of fixed addresses a search engine is given: public, indexed, and each a page of its own. */
export const LISTED_PAGES = APP_ROUTES.filter(
  (path) => !path.includes(':') && !NOT_LISTED.has(path) && !isNoindexPath(path),
);

/** A page in every language: its address in each, and when its data last changed (if the data says). */
interface Page {
  paths: Record<Language, string>;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const everyLanguage = (pathOf: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pathOf(language)])) as Record<Language, string>;

/** W3C Datetime as the protocol asks ("2026-11-28T03:20:00Z"), from the data's ISO timestamps. */
const w3cDate = (timestamp: string) => new Date(timestamp).toISOString().replace(/\.\d{3}Z$/, 'Z');

function urlEntries(base: string, page: Page): string {
  const links = [
    ...LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(base + page.paths[language])}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + page.paths.en)}"/>`,
  ].join('');
  const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeXml(base + page.paths[language])}</loc>${lastmod}${links}</url>`,
  ).join('\n');
}

const latest = (dates: (string | undefined)[]) =>
  dates.reduce<string | undefined>((best, date) => (date && (!best || date > best) ? date : best), undefined);

/** Every page the sitemaps list, in a steady order: fixed pages, profiles, trade-and-place pages. */
async function listedPages(db: Kysely<Database>): Promise<Page[]> {
  const reach = await reachToday(db);
  // The home page and the directory show the listed tradespeople: they change when one does.
  const anyone = latest(reach.people.map((person) => person.updatedAt));
  const fixed = LISTED_PAGES.map((path) => ({
    paths: everyLanguage((language) => localizedPath(path, language)),
    ...(['/', '/directory'].includes(path) && anyone && { lastmod: anyone }),
  }));
  const profiles = reach.people.map((person) => ({
    paths: everyLanguage((language) => localizedPath(`/tradespeople/${person.id}`, language)),
    lastmod: person.updatedAt,
  }));
  const tradePlaces = PLACE_TRADES.flatMap((trade) =>
    allPlaces().flatMap((place) => {
      const reached = reach.places.get(reachKey(trade, place.slug));
      if (!reached) return [];
      return [
        { paths: everyLanguage((language) => tradePlacePath(language, trade, place.slug)), lastmod: reached.lastmod },
      ];
    }),
  );
  return [...fixed, ...profiles, ...tradePlaces];
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

export interface Sitemaps {
  /** The index (/sitemap.xml). */
  index: string;
  /** Chunk n (1-based) at /sitemaps/n.xml is chunks[n - 1]. */
  chunks: string[];
}

/** The sitemap index and its chunks, for addresses under `base` ("https://tradewise.co.uk"). */
export const sitemaps = keptWhileUnchanged(async function sitemaps(
  db: Kysely<Database>,
  base: string,
  chunkSize: number,
  // The UK date, in the key only: who is listed follows it (reachToday).
  _day: string,
): Promise<Sitemaps> {
  const pages = await listedPages(db);
  const perChunk = Math.max(1, Math.floor(chunkSize / LANGUAGES.length));
  const groups: Page[][] = [];
  for (let at = 0; at < pages.length; at += perChunk) groups.push(pages.slice(at, at + perChunk));
  const chunks = groups.map(
    (group) => `${URLSET_OPEN}${group.map((page) => urlEntries(base, page)).join('\n')}\n</urlset>\n`,
  );
  const entries = groups.map((group, at) => {
    const lastmod = latest(group.map((page) => page.lastmod));
    const loc = `<loc>${escapeXml(`${base}/sitemaps/${at + 1}.xml`)}</loc>`;
    return `<sitemap>${loc}${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return { index, chunks };
}, 4);

export const sitemapsToday = (db: Kysely<Database>, base: string, chunkSize = SITEMAP_CHUNK) =>
  sitemaps(db, base, chunkSize, londonDate(new Date()));

/** /robots.txt: everything but the signed-in, admin, apply and token pages (in every language), and the sitemap. */
export function robotsTxt(base: string): string {
  const disallowed = [
    '/api/',
    ...LANGUAGES.flatMap((language) => NOINDEX_PATHS.map((path) => localizedPath(path, language))),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
