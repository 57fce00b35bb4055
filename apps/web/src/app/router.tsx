import { isValidElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@tradewise/shared';
import { lazyPage, type FeatureRoutes } from '../lib/lazy-page';
import { accountPageRoutes } from '../features/account/routes';
import { accountRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { clientRoutes } from '../features/client/routes';
import { contactRoutes } from '../features/contact/routes';
import { contentRoutes } from '../features/content/routes';
import { directoryRoutes } from '../features/directory/routes';
import { homeRoutes } from '../features/home/routes';
import { messagingRoutes } from '../features/messaging/routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { tradeProfileRoutes } from '../features/trade-profile/routes';
import { tradesRoutes } from '../features/trades/routes';
import { FirstLoad, RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';
import { RequireRole } from './require-role';

/** Every feature's routes; each feature lists its own pages in its routes.tsx. */
const FEATURES: FeatureRoutes[] = [
  homeRoutes,
  directoryRoutes,
  contactRoutes,
  contentRoutes,
  accountRoutes,
  accountPageRoutes,
  recoveryRoutes,
  clientRoutes,
  tradesRoutes,
  tradeProfileRoutes,
  messagingRoutes,
  adminRoutes,
];
const collect = (area: keyof FeatureRoutes): RouteObject[] => FEATURES.flatMap((feature) => feature[area] ?? []);

const notFound = lazyPage(() => import('./not-found-page'), { catalogues: [] });

/** The whole app's routes: the browser's router (below) and the build's prerender (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    // Last resort, should the layout itself fail.
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        // A failing page keeps the header and footer around its error screen.
        errorElement: <RouteErrorPage />,
        children: [
          ...collect('public'),
          { element: <RequireRole role="client" />, children: collect('client') },
          { element: <RequireRole role="tradesperson" />, children: collect('tradesperson') },
          {
            path: 'admin',
            element: <RequireRole role="admin" />,
            children: [...collect('admin'), { path: '*', ...notFound }],
          },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];

const joinPath = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** A route path as a regular expression's source: each `:name` is one segment, a final slash optional. */
const pathPattern = (path: string) =>
  `^${path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}/?$`;

/**
 * Every page behind a role's guard (RequireRole), as [path pattern, role]: the early requests send
 * that guard's GET /api/me with the role's stored token (early-requests.ts). Catch-alls (`*`, the
 * not-found page) are left out.
 */
export function guardedPages(tree: RouteObject[] = routes, base = '', role?: Role): [string, Role][] {
  return tree.flatMap((route): [string, Role][] => {
    if (route.path?.includes('*')) return [];
    const { element } = route;
    const guard = isValidElement<{ role: Role }>(element) && element.type === RequireRole ? element.props.role : role;
    const path = route.path === undefined ? base : joinPath(base, route.path);
    const page: [string, Role][] =
      guard && (route.path !== undefined || route.index) ? [[pathPattern(path), guard]] : [];
    return [...page, ...guardedPages(route.children ?? [], path, guard)];
  });
}

/**
 * The browser's router. With `hydrate`, it is returned once it has loaded the current page's lazy
 * modules, so that the first render is the page itself (as prerendered), not the router's
 * HydrateFallback. (Matching the page first to load them would rank the whole route table twice.)
 */
export async function createRouter({ hydrate }: { hydrate: boolean }) {
  const router = createBrowserRouter(routes);
  if (hydrate && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return router;
}
