import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { Loading } from '../../components/ui/status';
import type { PageHandle } from '../../lib/lazy-page';
import { ToastsHost } from '../toasts-host';
import { useSignedInRoles } from '../../lib/auth';

const QueryLayer = lazy(() => import('../query-layer'));
// Fetched only once a client or tradesperson is signed in: their conversations' live stream.
const LiveUpdates = lazy(() => import('../../features/messaging/live-updates'));

/** The frame every page shares: skip link, header, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainRef = useMainFocusOnNavigate();
  const loading = navigation.state === 'loading';
  // A light page (the home page) renders without the server-state cache, which it does not use.
  const light = useMatches().some((match) => (match.handle as PageHandle | undefined)?.light);
  const converses = useSignedInRoles().some((role) => role !== 'admin');

  return (
    <LiveFieldset>
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      {loading && <div className="route-progress" role="progressbar" aria-label={t('common.pageLoading')} />}
      <SiteHeader />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        {light ? (
          <>
            <Outlet />
            <PageLive />
          </>
        ) : (
          <Suspense fallback={<FirstLoad />}>
            <QueryLayer>
              <Outlet />
              <PageLive />
            </QueryLayer>
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <ToastsHost />
      {converses && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </LiveFieldset>
  );
}

const SetLive = createContext<(live: true) => void>(() => {});

/**
 * A prerendered page's buttons and fields wait for its code (a form sent before then would leave
 * as a plain GET, its password in the address); its links work from the first byte. Disabled
 * while prerendering and until the page itself has hydrated (PageLive, in the page's boundary).
 *
 * The state lives here rather than in the layout, so that coming to life changes one attribute:
 * what the fieldset holds is the same element as before, and is not rendered again (the header and
 * footer were, in the same task as the page's hydration).
 */
function LiveFieldset({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  return (
    <SetLive.Provider value={setLive}>
      <fieldset className="app" role="none" disabled={!live}>
        {children}
      </fieldset>
    </SetLive.Provider>
  );
}

/** Says the page has come to life: rendered in the browser, beside the page, in its boundary. */
function PageLive() {
  const setLive = useContext(SetLive);
  // Before the first paint, so a page rendered in the browser from the start is never shown disabled.
  useLayoutEffect(() => setLive(true), [setLive]);
  return null;
}

/**
 * After moving to another page, focus goes to the start of the new content (as a full page load
 * would), so keyboard and screen reader users do not stay stranded in the header.
 */
function useMainFocusOnNavigate() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}

/** Shown for the moment the first page's code is still on its way. */
export function FirstLoad() {
  const { t } = useTranslation();
  return <Loading className="container page" label={t('common.pageLoading')} />;
}
