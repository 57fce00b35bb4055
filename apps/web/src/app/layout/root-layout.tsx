import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { usePageNamespaces } from '../page-handle';
import { ToastsHost } from '../toasts-host';
import { useSignedInRoles } from '../../lib/auth';

// Fetched only once a client or tradesperson is signed in: their conversations' live stream.
const LiveUpdates = lazy(() => import('../../features/messaging/live-updates'));

/** The frame every page shares: skip link, header, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainRef = useMainFocusOnNavigate();
  const loading = navigation.state === 'loading';
  // The page's words are in before it renders (on a navigation, the previous page stays till then).
  usePageNamespaces();
  const converses = useSignedInRoles().some((role) => role !== 'admin');

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      {loading && <div className="route-progress" role="progressbar" aria-label={t('common.pageLoading')} />}
      <SiteHeader />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastsHost />
      {converses && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </div>
  );
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
