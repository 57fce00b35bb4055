import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, type LinksFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RootLayout } from './app/layout/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { useHydrated } from './lib/hydrated';
import { changeLanguage, storedLanguage } from './lib/i18n';
import logoMark from './assets/logo-mark.svg';
import './styles/index.css';

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: logoMark }];

/** The document around every page, in the visitor's language. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // A language chosen in this browser that the server did not know of (its cookie was cleared):
  // switched to once the page has hydrated as sent (switching during hydration mismatches it).
  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== i18n.language) void changeLanguage(stored);
  }, [i18n]);
  // data-live: the page has come to life (hydrated), for the browser tests to wait on.
  return (
    <html lang={i18n.language} data-live={useHydrated() || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d5c63" />
        <meta name="description" content={t('brand.description', { brand: t('brand.name') })} />
        <Meta />
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
