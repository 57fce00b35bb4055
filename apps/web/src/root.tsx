import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { RootLayout } from './app/layout/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { useHydrated } from './lib/hydrated';
import { pathLanguage } from '@tradewise/shared';
import { changeLanguage, i18n as browserI18n, storedLanguage } from './lib/i18n';
import { SearchHead } from './app/seo/search-head';
import type { RootData } from './app/seo/public-origin';
import './app/load-context';
import logoMark from './assets/logo-mark.svg';
import './styles/index.css';

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: logoMark }];

/**
 * The site's public address, for the absolute links in every page's head (app/seo), and the
 * operator's settings the footer shows, in the page as sent rather than asked for after it.
 */
export function loader({ context }: LoaderFunctionArgs): RootData {
  return { publicUrl: context.publicUrl, site: context.site };
}

/** Neither changes without a restart: not asked for again on a navigation. */
export const shouldRevalidate = () => false;

/** The document around every page, in the visitor's language. */
export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  // The language an address fixes (/fr/..., /es/...), once the page has hydrated as sent: kept as
  // the choice (the cookie) for the unprefixed addresses. At an unprefixed address, a language
  // chosen in this browser that the server did not know of (its cookie was cleared) is switched to.
  // On an address's change only: the menu changes the language before it moves to the address.
  useEffect(() => {
    const fixed = pathLanguage(pathname);
    const wanted = fixed ?? storedLanguage();
    if (wanted && (wanted !== browserI18n.language || (fixed && storedLanguage() !== fixed))) {
      void changeLanguage(wanted);
    }
  }, [pathname]);
  // data-live: the page has come to life (hydrated), for the browser tests to wait on.
  return (
    <html lang={i18n.language} data-live={useHydrated() || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d5c63" />
        <Meta />
        <SearchHead />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <RootLayout />;
}

/** Last resort, should the layout itself fail. */
export function ErrorBoundary() {
  return <RouteErrorPage standalone />;
}
