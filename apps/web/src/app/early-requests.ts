import { sendEarly } from '../lib/early-requests';
import { HOME_PATHS } from '../features/home/home-paths';
import { directoryPagePath } from '../features/directory/directory-path';
import { SITE_CONFIG_PATH } from './layout/site-config-path';

/** The directory as first opened, without filters in the address: its first page. */
const directory = [directoryPagePath({}, 1)];

/** Each page's first data requests, sent with its code rather than after it (see lib/early-requests.ts). */
const EARLY: Record<string, readonly string[]> = {
  '/': [HOME_PATHS.stats, HOME_PATHS.categories, HOME_PATHS.topRated],
  '/directory': directory,
  '/find-tradespeople': directory,
};

/** Sends the first data requests of the page at this address, and the footer's settings. */
export function sendEarlyRequests({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const page = search ? [] : (EARLY[pathname.replace(/(.)\/$/, '$1')] ?? []);
  sendEarly([...page, SITE_CONFIG_PATH]);
}
