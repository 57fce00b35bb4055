/**
 * Back or Forward pressed while the server's page is still coming to life (remix-run/react-router#13873).
 *
 * React Router listens for the browser's `popstate` from the moment it is created, in the middle of
 * hydration, but its provider only hears the router once the hydrated page is committed. A
 * traversal in between could change the page while React was still matching the server's HTML:
 * React then rendered the whole document anew, which removed the stylesheet preload the navigation
 * waited on, and it never ended ("Loading the page…" for good). So a traversal is held until the
 * page is live, then replayed.
 *
 * One before this code ran would start the router on an address the HTML is not of (React reports
 * the mismatch and renders the document anew): the page is loaded again at that address instead.
 */

/** The Navigation API's part read here (not in TypeScript's DOM types yet); absent in older browsers. */
type Entries = { activation?: { entry: { key: string } } | null; currentEntry?: { key: string } | null };

let held = false;

function hold(event: PopStateEvent) {
  event.stopImmediatePropagation();
  held = true;
}

/**
 * At the start, before the router exists: false when the page is being loaded again instead. The
 * listener is capturing, and added first, so it runs before the router's own.
 */
export function holdEarlyTraversals(): boolean {
  const navigation = (window as { navigation?: Entries }).navigation;
  const arrival = navigation?.activation?.entry.key;
  if (arrival && navigation.currentEntry && navigation.currentEntry.key !== arrival) {
    window.location.reload();
    return false;
  }
  window.addEventListener('popstate', hold, true);
  return true;
}

/** Once the page is live and the router heard: a traversal held meanwhile happens now. */
export function replayEarlyTraversals() {
  window.removeEventListener('popstate', hold, true);
  if (!held) return;
  held = false;
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
}
