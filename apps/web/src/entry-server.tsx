/**
 * The build's prerender (scripts/prerender.mjs, run after `vite build --ssr`): the public pages
 * that are the same for every visitor, rendered to HTML in each language, signed out, before any
 * figure has loaded (their loading skeletons). The browser hydrates them (main.tsx).
 */
import { StrictMode } from 'react';
import type { ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { serverTitle } from './components/ui/document-title';
import { PAGES } from './features/content/pages';
import { DEFAULT_LANGUAGE, I18N_OPTIONS, LANGUAGES, i18n, type Language } from './lib/i18n';

export { LANGUAGES };
export { EARLY_SCRIPT } from './app/early-requests';
export { loaderScript } from './app/load-after-paint';

/**
 * Every catalogue file: the prerender loads them all before its first page (the browser loads them
 * lazily, through the same dynamic imports in lib/i18n.ts, so the build splits them one way).
 */
const files = import.meta.glob<Record<string, ResourceKey>>(['../../../packages/locales/*/*.json', '!**/email.json'], {
  import: 'default',
});
async function loadResources() {
  const loaded = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()] as const));
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const parts = loaded.filter(([path]) => path.includes(`/locales/${language}/`)).map(([, part]) => part);
      return [language, { translation: Object.assign({}, ...parts) as Record<string, ResourceKey> }];
    }),
  );
}

/**
 * The pages prerendered, each with the source module of its page (its chunk's CSS is inlined and
 * its JavaScript preloaded). Pages that depend on who is signed in, or on a link's token, are not.
 */
export const PRERENDERED: ReadonlyArray<{ path: string; page: string }> = [
  { path: '/', page: 'src/features/home/home-page.tsx' },
  { path: '/directory', page: 'src/features/directory/directory-page.tsx' },
  { path: '/find-tradespeople', page: 'src/features/directory/directory-page.tsx' },
  { path: '/contact-us', page: 'src/features/contact/contact-page.tsx' },
  { path: '/signup', page: 'src/features/accounts/client-signup-page.tsx' },
  { path: '/signin', page: 'src/features/accounts/client-signin-page.tsx' },
  { path: '/register', page: 'src/features/accounts/trades-register-page.tsx' },
  { path: '/join', page: 'src/features/accounts/trades-register-page.tsx' },
  { path: '/login', page: 'src/features/accounts/trades-login-page.tsx' },
  { path: '/admin/login', page: 'src/features/accounts/admin-login-page.tsx' },
  { path: '/forgot-password', page: 'src/features/recovery/forgot-password-page.tsx' },
  ...PAGES.map(({ path }) => ({ path, page: 'src/features/content/content-page.tsx' })),
];

let started: Promise<unknown> | undefined;

/** The page at `path` in `language`: what goes in <head> (its <title>, ...), and the markup inside #root. */
export async function render(path: string, language: Language): Promise<{ head: string; html: string }> {
  started ??= loadResources().then((resources) =>
    i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: DEFAULT_LANGUAGE, resources }),
  );
  await started;
  await i18n.changeLanguage(language);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const page = (
    <StrictMode>
      {/* No hydration data: the routes have no loaders (the only inline script is EARLY_SCRIPT). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  // Every lazy part is awaited first (a part that fails fails the build); React keeps what a lazy
  // part loaded, so the page then renders whole in one pass, with no boundary left to stream in
  // (which would take inline scripts that the Content Security Policy refuses).
  await prerender(page);
  serverTitle.current = '';
  const html = renderToString(page);
  // A boundary still waiting (<!--$?-->) or given up to the browser (<!--$!-->) is not a whole page.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path} did not render whole`);
  if (!serverTitle.current) throw new Error(`${path} has no <title>`);
  return { head: `<title>${escapeHtml(serverTitle.current)}</title>`, html };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
