import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { App } from './app/app';
import { sendEarlyRequests } from './app/early-requests';
import { createRouter } from './app/router';
import { isPrerendered } from './lib/prerendered';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The page's first data requests leave now, with its code rather than after it.
sendEarlyRequests(window.location);

// No await at the top of this module: Rollup counts every lazy chunk as awaited by a module that
// has one, and then gives each module that the start shares with a page a chunk of its own (about
// 30 more requests on every page) instead of keeping it in this entry's.
async function start(container: HTMLElement) {
  const prerendered = isPrerendered(container);
  const servedLanguage = document.documentElement.lang;

  // Translations first, so the first paint is already in the person's language.
  const i18n = await initI18n();
  await nextTask();

  // The prerendered page is hydrated when it is the page asked for: in the language this browser
  // wants (not one chosen here before the server could know it) and with no query in the address
  // (the prerender had none, and hydration keeps the sent attributes: /forgot-password?role=admin
  // would keep the clients' links). Otherwise it is rendered afresh.
  const hydrate = prerendered && i18n.language === servedLanguage && !window.location.search;
  const router = await createRouter({ hydrate });
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );

  if (hydrate) {
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}

/**
 * Lets the browser handle what is waiting (a tap, a frame) between the start's steps, which a slow
 * phone would otherwise run as one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void start(container);
