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

/** The id of the prerendered page's list of the app's code (JSON: the entry and the modules to preload). */
export const APP_CODE_ID = 'app-code';

/**
 * Loads the app's code on a prerendered page once the page has been painted: the document read, its
 * first paint made and two frames gone by. Asked for with the HTML, the code would be fetched,
 * compiled and run before the first paint whenever it arrives first (from the cache, or on a fast
 * line), and the visitor would wait for it to see a page that needs no script to be seen. A hidden
 * tab paints nothing: there the code loads at once. Self-contained, as it is part of EARLY_SCRIPT.
 */
function loadAfterPaint(id: string) {
  let loaded = false;
  const load = () => {
    const list = document.getElementById(id);
    if (loaded || !list) return;
    loaded = true;
    const code = JSON.parse(list.textContent ?? '') as { entry: string; preload: string[] };
    for (const href of code.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = code.entry;
    document.head.append(script);
  };
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(load));
  const afterFirstPaint = () => {
    if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      load();
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterTwoFrames();
    }).observe({ type: 'paint', buffered: true });
  };
  document.addEventListener('visibilitychange', load, { once: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
  // Whatever happens to the paint, the page comes to life.
  setTimeout(load, 5000);
}

/**
 * The prerendered pages' inline script (apps/web/scripts/prerender.mjs adds it to their <head>, and
 * its hash to the CSP): the requests leave while the HTML is parsed, and the app's code once the
 * page has been painted.
 */
export const EARLY_SCRIPT =
  `window.__early=(${send.toString()})(location,${JSON.stringify(EARLY)},${JSON.stringify(SITE_CONFIG_PATH)});` +
  `(${loadAfterPaint.toString()})(${JSON.stringify(APP_CODE_ID)});`;

declare global {
  interface Window {
    __early?: Record<string, Promise<Response>>;
  }
}

/** The page's first data requests: those its inline script sent, or sent now. */
export function sendEarlyRequests(location: Pick<Location, 'pathname' | 'search'>) {
  adoptEarly(window.__early ?? send(location, EARLY, SITE_CONFIG_PATH));
}
