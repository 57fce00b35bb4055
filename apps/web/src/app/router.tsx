import { isValidElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@tradewise/shared';
import type { FeatureRoutes, PageHandle } from '../lib/lazy-page';
import NotFoundPage from './not-found-page';
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

/** The not-found page is in the entry already: the error boundary shows it for a 404. */
const notFound = { handle: { light: false } satisfies PageHandle, Component: NotFoundPage };

/**
 * Each route with the id of its place in the table ("0-0-3", as React Router would number it), so
 * that the part of the table the browser's router starts with (below) and the rest agree on each.
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

type Router = ReturnType<typeof createBrowserRouter>;
const completed = new WeakSet<Router>();

/**
 * Gives `router` the routes of the table it does not have yet, each with its children: under each
 * route it has (known by its id), one patch for those missing. React Router ranks its whole table
 * again at every patch, so the fewer the better.
 */
export function completeRoutes(router: Router) {
  if (completed.has(router)) return;
  completed.add(router);
  const addMissing = (known: readonly RouteObject[], whole: RouteObject[], parentId: string | null) => {
    const had = [...known];
    const missing = whole.filter((route) => !had.some((mine) => mine.id === route.id));
    if (missing.length > 0) router.patchRoutes(parentId, missing);
    for (const mine of had) {
      const children = whole.find((route) => route.id === mine.id)?.children;
      if (children) addMissing(mine.children ?? [], children, mine.id!);
    }
  };
  addMissing(router.routes, routes, null);
}

/**
 * The browser's router. It starts with the branches that may match the address it opens at: React
 * Router ranks every route it is given, which for the whole table is about 40 ms of a slow phone's
 * task before the first page can hydrate. It is given the rest at its first navigation, before it
 * matches (a redirect in the first render, a link followed, Back): React Router renders the whole page
 * again at a patch, which a navigation does anyway. Navigations stay synchronous, as React Router's
 * own way (`patchRoutesOnNavigation`) would not keep them.
 *
 * With `hydrate`, it is returned once it has loaded the current page's lazy modules, so that the
 * first render is the page itself (as prerendered), not the router's HydrateFallback.
 */
export async function createRouter({ hydrate }: { hydrate: boolean }) {
  // A Back or Forward to an entry this page's router did not make (one made before the page was
  // reloaded) needs the rest too: this listener, added first, runs before the router's own.
  window.addEventListener('popstate', () => completeRoutes(router), { once: true });
  const router = createBrowserRouter(branchesFor(window.location.pathname));
  const navigate = router.navigate;
  router.navigate = ((...args: Parameters<typeof navigate>) => {
    completeRoutes(router);
    return navigate(...args);
  }) as typeof navigate;
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
