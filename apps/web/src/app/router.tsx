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

/**
 * Each route with the id of its place in the table ("0-0-3", as React Router would number it), so
 * that the part of the table the browser's router starts with (below) and the whole agree on each.
 */
function withIds(tree: RouteObject[], parent?: string): RouteObject[] {
  return tree.map((route, i) => {
    const id = route.id ?? (parent === undefined ? String(i) : `${parent}-${i}`);
    return (route.children ? { ...route, id, children: withIds(route.children, id) } : { ...route, id }) as RouteObject;
  });
}

/** The whole app's routes: the browser's router (below) and the build's prerender (entry-server.tsx). */
export const routes: RouteObject[] = withIds([
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
]);

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

/** A path's first segment in lower case ("" for "/"), or null when it can be anything (":id", "*"). */
function firstSegment(path: string): string | null {
  const segment = path.split('/')[1] ?? '';
  return segment.startsWith(':') || segment.startsWith('*') ? null : segment.toLowerCase();
}

/**
 * The branches of `tree` that may match `pathname`: those whose path starts with its first segment
 * or with one that can be anything (the not-found page's among them).
 */
export function branchesFor(pathname: string, tree: RouteObject[] = routes, base = ''): RouteObject[] {
  const wanted = firstSegment(pathname);
  return tree.flatMap((route): RouteObject[] => {
    const path = route.path === undefined ? base : joinPath(base, route.path);
    if (!route.children) return [null, wanted].includes(firstSegment(path)) ? [route] : [];
    const children = branchesFor(pathname, route.children, path);
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

type Patch = (parentId: string | null, children: RouteObject[]) => void;

/** Adds every route of `tree` the router does not have yet (it knows the others by their ids). */
function patchWhole(patch: Patch, tree: RouteObject[] = routes, parentId: string | null = null) {
  patch(parentId, tree);
  for (const route of tree) if (route.children) patchWhole(patch, route.children, route.id);
}

/**
 * The browser's router. It starts with the branches that may match the address it opens at: React
 * Router ranks and matches every route it is given, which for the whole table is about 40 ms of a
 * slow phone's first task. The rest is added at the first navigation elsewhere (React Router asks
 * `patchRoutesOnNavigation` whenever a path matches no route or one with a parameter, as the
 * not-found page's `*` is).
 *
 * With `hydrate`, it is returned once it has loaded the current page's lazy modules, so that the
 * first render is the page itself (as prerendered), not the router's HydrateFallback.
 */
export async function createRouter({ hydrate }: { hydrate: boolean }) {
  let whole = false;
  const router = createBrowserRouter(branchesFor(window.location.pathname), {
    patchRoutesOnNavigation: ({ patch }) => {
      if (whole) return;
      whole = true;
      patchWhole(patch);
    },
  });
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
