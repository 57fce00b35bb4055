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
import { reachToday } from './reach.js';

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

/** A page the sitemaps list: its address in a language, and when its data last changed (if the data says). */
interface Page {
  pathIn: (language: Language) => string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** W3C Datetime as the protocol asks ("2026-11-28T03:20:00Z"), from the data's ISO timestamps. */
const w3cDate = (timestamp: string) => new Date(timestamp).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A page's <url> in each language, each naming all three and x-default (English, unprefixed). */
function urlEntries(base: string, page: Page): string {
  const hrefs = Object.fromEntries(LANGUAGES.map((language) => [language, escapeXml(base + page.pathIn(language))]));
  const links = [
    ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${hrefs[language]}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs.en}"/>`,
  ].join('');
  const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
  return LANGUAGES.map((language) => `<url><loc>${hrefs[language]}</loc>${lastmod}${links}</url>`).join('\n');
}

const latest = (dates: (string | undefined)[]) =>
  dates.reduce<string | undefined>((best, date) => (date && (!best || date > best) ? date : best), undefined);

/**
 * Every page the sitemaps list, in a steady order: fixed pages, profiles, trade-and-place pages
 * (kept while the database is unchanged, for the UK day: who is listed follows it).
 */
const listedPages = keptWhileUnchanged(async function listedPages(db: Kysely<Database>, _day: string): Promise<Page[]> {
  const reach = await reachToday(db);
  // The home page and the directory show the listed tradespeople: they change when one does.
  const anyone = latest(reach.people.map((person) => person.updatedAt));
  const fixed = LISTED_PAGES.map((path) => ({
    pathIn: (language: Language) => localizedPath(path, language),
    ...(['/', '/directory'].includes(path) && anyone && { lastmod: anyone }),
  }));
  const profiles = reach.people.map(({ id, updatedAt }) => ({
    pathIn: (language: Language) => localizedPath(`/tradespeople/${id}`, language),
    lastmod: updatedAt,
  }));
  const tradePlaces = PLACE_TRADES.flatMap((trade) =>
    allPlaces().flatMap(({ slug }) => {
      const reached = reach.at(trade, slug);
      if (!reached) return [];
      return [{ pathIn: (language: Language) => tradePlacePath(language, trade, slug), lastmod: reached.lastmod }];
    }),
  );
  return [...fixed, ...profiles, ...tradePlaces];
}, 2);

/** The pages of each chunk: a page's three languages stay in one, at most `chunkSize` URLs. */
async function chunked(db: Kysely<Database>, chunkSize: number, day: string): Promise<Page[][]> {
  const pages = await listedPages(db, day);
  const perChunk = Math.max(1, Math.floor(chunkSize / LANGUAGES.length));
  const chunks: Page[][] = [];
  for (let at = 0; at < pages.length; at += perChunk) chunks.push(pages.slice(at, at + perChunk));
  return chunks;
}

/** /sitemap.xml: the index of the chunks under `base` ("https://tradewise.co.uk"), each with its latest lastmod. */
export const sitemapIndex = keptWhileUnchanged(async function sitemapIndex(
  db: Kysely<Database>,
  base: string,
  chunkSize: number,
  day: string,
) {
  const entries = (await chunked(db, chunkSize, day)).map((chunk, at) => {
    const lastmod = latest(chunk.map((page) => page.lastmod));
    const loc = `<loc>${escapeXml(`${base}/sitemaps/${at + 1}.xml`)}</loc>`;
    return `<sitemap>${loc}${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}, 4);

/** /sitemaps/<n>.xml: chunk n (1-based), made when first asked for; undefined past the last. */
export const sitemapChunk = keptWhileUnchanged(async function sitemapChunk(
  db: Kysely<Database>,
  base: string,
  chunkSize: number,
  day: string,
  n: number,
) {
  const chunk = (await chunked(db, chunkSize, day))[n - 1];
  if (!chunk) return undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${chunk.map((page) => urlEntries(base, page)).join('\n')}\n</urlset>\n`;
}, 16);

/** The sitemaps of today (the UK date), in chunks of `chunkSize` URLs at most. */
export const sitemapsToday = (db: Kysely<Database>, base: string, chunkSize = SITEMAP_CHUNK) => {
  const day = londonDate(new Date());
  return {
    index: () => sitemapIndex(db, base, chunkSize, day),
    chunk: (n: number) => sitemapChunk(db, base, chunkSize, day, n),
  };
};

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
