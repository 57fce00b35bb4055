import fs from 'node:fs';
import path from 'node:path';
import { firstSpokenLanguage, isLanguage, type Language } from '@tradewise/shared';

/** The cookie the web app writes whenever its language is set (apps/web/src/lib/i18n.ts). */
const LANGUAGE_COOKIE = 'lang';

function cookieLanguage(cookie: string | undefined): Language | undefined {
  const value = cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** The supported language the browser prefers most (Accept-Language, by weight then order). */
function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSpokenLanguage(ranked.map((entry) => entry.tag));
}

/** The language of the page sent: the one chosen in the app (cookie), else the browser's, else English. */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers['accept-language']) ?? 'en';
}

/**
 * The pages the web build prerendered (apps/web/scripts/prerender.mjs): prerendered/<lang>/<path>.html,
 * the home page as index.html. Returns the file for a page path (matched exactly, a trailing slash
 * allowed) relative to the build, or undefined for a page rendered in the browser only.
 */
export function prerenderedPages(webDist: string) {
  const root = path.join(webDist, 'prerendered', 'en');
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) files.add(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return (pathname: string, language: Language): string | undefined => {
    const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
    return files.has(file) ? `prerendered/${language}/${file}` : undefined;
  };
}
