import { adoptEarly } from '../lib/early-requests';
import { HOME_PATHS } from '../features/home/home-paths';
import { directoryPagePath } from '../features/directory/directory-path';
import { SITE_CONFIG_PATH } from './layout/site-config-path';
import { TOKEN_KEYS } from '../lib/auth';
import { ME_PATH } from '../lib/me';
import { guardedPages } from './router';

/** The directory as first opened, without filters in the address: its first page. */
const directory = [directoryPagePath({}, 1)];

/** Each page's first data requests (see lib/early-requests.ts). */
const EARLY: Record<string, readonly string[]> = {
  '/': [HOME_PATHS.stats, HOME_PATHS.categories, HOME_PATHS.topRated],
  '/directory': directory,
  '/find-tradespeople': directory,
};

/**
 * A page behind a role's guard asks first who is signed in (GET /api/me with that role's token).
 * Worked out only when needed: a served page's inline script has it already, and walking the route
 * table would lengthen the browser's first task.
 */
const signedInRules = () => ({
  me: ME_PATH,
  tokenKeys: TOKEN_KEYS,
  pages: [...new Map(guardedPages()).entries()],
});

/**
 * Sends the first data requests of the page at this address, then the footer's settings, and on a
 * page behind a role's guard GET /api/me with the token stored for that role; answers the requests
 * by path (with ` Bearer <token>` after it for a signed-in one: see lib/early-requests.ts).
 * Self-contained (no outside name but fetch and localStorage), as it is also the inline script of
 * the prerendered pages and the app's shell (EARLY_SCRIPT).
 */
function send(
  location: { pathname: string; search: string },
  table: Record<string, readonly string[]>,
  always: string,
  signedIn: ReturnType<typeof signedInRules>,
): Record<string, Promise<Response>> {
  const sent: Record<string, Promise<Response>> = {};
  const ask = (path: string, authorization?: string) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const response = fetch(path, { headers });
    // A failure is the page's to report, when it takes the answer.
    response.catch(() => undefined);
    sent[authorization ? `${path} ${authorization}` : path] = response;
  };
  const page = location.search ? [] : (table[location.pathname.replace(/(.)\/$/, '$1')] ?? []);
  for (const path of [...page, always]) ask(path);
  const guard = signedIn.pages.find(([pattern]) => new RegExp(pattern).test(location.pathname));
  let token: string | null = null;
  try {
    token = guard ? localStorage.getItem(signedIn.tokenKeys[guard[1]]) : null;
  } catch {
    // Storage unavailable: nobody is signed in.
  }
  if (token) ask(signedIn.me, `Bearer ${token}`);
  return sent;
}

/**
 * The inline script of the prerendered pages and of the shell every other page is served as
 * (apps/web/scripts/prerender.mjs adds it to their <head>, and its hash to the CSP): the requests
 * leave while the HTML is parsed, before the app's code loads.
 */
export const EARLY_SCRIPT = `window.__early=(${send.toString()})(location,${JSON.stringify(EARLY)},${JSON.stringify(SITE_CONFIG_PATH)},${JSON.stringify(signedInRules())});`;

declare global {
  interface Window {
    __early?: Record<string, Promise<Response>>;
  }
}

/** The page's first data requests: those its inline script sent, or sent now. */
export function sendEarlyRequests(location: Pick<Location, 'pathname' | 'search'>) {
  adoptEarly(window.__early ?? send(location, EARLY, SITE_CONFIG_PATH, signedInRules()));
}
