/**
 * The browser's start: i18next in the language the page was sent in, with the page's catalogue
 * files (listed on <html data-catalogues> by root.tsx), then React hydrates the server's HTML.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from './lib/i18n';

async function start() {
  const html = document.documentElement;
  const files = (html.dataset.catalogues ?? '').split(' ').filter(Boolean);
  const i18n = await initI18n(html.lang, files);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void start();
