import { adoptEarly } from '../lib/early-requests';
import { HOME_PATHS } from '../features/home/home-paths';
import { directoryPagePath } from '../features/directory/directory-path';
import { SITE_CONFIG_PATH } from './layout/site-config-path';

/** The directory as first opened, without filters in the address: its first page. */
const directory = [directoryPagePath({}, 1)];

/** Each page's first data requests (see lib/early-requests.ts). */
const EARLY: Record<string, readonly string[]> = {
  '/': [HOME_PATHS.stats, HOME_PATHS.categories, HOME_PATHS.topRated],
  '/directory': directory,
  '/find-tradespeople': directory,
};

/**
 * Sends the first data requests of the page at this address, then the footer's settings; answers
 * the requests by path. Self-contained (no outside name but fetch), as it is also the inline script
 * of the prerendered pages (EARLY_SCRIPT).
 */
function send(
  location: { pathname: string; search: string },
  table: Record<string, readonly string[]>,
  always: string,
): Record<string, Promise<Response>> {
  const page = location.search ? [] : (table[location.pathname.replace(/(.)\/$/, '$1')] ?? []);
  const sent: Record<string, Promise<Response>> = {};
  for (const path of [...page, always]) {
    const response = fetch(path, { headers: { Accept: 'application/json' } });
    // A failure is the page's to report, when it takes the answer.
    response.catch(() => undefined);
    sent[path] = response;
  }
  return sent;
}

/**
 * The prerendered pages' inline script (apps/web/scripts/prerender.mjs adds it to their <head>, and
 * its hash to the CSP): the requests leave while the HTML is parsed, before the app's code loads.
 */
export const EARLY_SCRIPT = `window.__early=(${send.toString()})(location,${JSON.stringify(EARLY)},${JSON.stringify(SITE_CONFIG_PATH)});`;

declare global {
  interface Window {
    __early?: Record<string, Promise<Response>>;
  }
}

/** The page's first data requests: those its inline script sent, or sent now. */
export function sendEarlyRequests(location: Pick<Location, 'pathname' | 'search'>) {
  adoptEarly(window.__early ?? send(location, EARLY, SITE_CONFIG_PATH));
}
