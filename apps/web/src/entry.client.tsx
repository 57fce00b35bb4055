/**
 * The browser's start: i18next in the language the page was sent in, with the namespaces of the
 * routes the server rendered (their handles, app/page-handle.ts), then React hydrates the server's HTML.
 * Back or Forward pressed meanwhile waits for the page to be live (app/early-traversal.ts).
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from './lib/i18n';
import { initialNamespaces } from './app/page-handle';
import { holdEarlyTraversals, replayEarlyTraversals } from './app/early-traversal';

/** The router, and once the page is live and the router heard by it, Back or Forward pressed meanwhile. */
function LiveRouter() {
  // After the router provider's own effects (it subscribes to the router in a layout effect).
  useEffect(replayEarlyTraversals, []);
  return <HydratedRouter />;
}

async function start() {
  if (!holdEarlyTraversals()) return;
  const i18n = await initI18n(document.documentElement.lang, initialNamespaces());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <LiveRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void start();
