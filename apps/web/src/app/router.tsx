import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FirstLoad, RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';
import { RequireRole } from './require-role';

/** Each page is its own chunk, fetched when first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const notFound = page(() => import('./not-found-page'));

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/home/home-page')) },
  { path: 'signup', ...page(() => import('../features/accounts/client-signup-page')) },
  { path: 'signin', ...page(() => import('../features/accounts/client-signin-page')) },
  { path: 'register', ...page(() => import('../features/accounts/trades-register-page')) },
  // The landing page's "Join" (spec: /join) is the trade registration itself.
  { path: 'join', ...page(() => import('../features/accounts/trades-register-page')) },
  { path: 'login', ...page(() => import('../features/accounts/trades-login-page')) },
  { path: 'admin/login', ...page(() => import('../features/accounts/admin-login-page')) },
];

const clientRoutes: RouteObject = {
  element: <RequireRole role="client" />,
  children: [
    { path: 'client-dashboard', ...page(() => import('../features/client/client-dashboard-page')) },
    // Filled in by the job-posting work; guarded already.
    { path: 'post-job', ...notFound },
  ],
};

const tradespersonRoutes: RouteObject = {
  element: <RequireRole role="tradesperson" />,
  children: [
    { path: 'dashboard', ...page(() => import('../features/trades/trades-dashboard-page')) },
    { path: 'apply/*', ...notFound },
    { path: 'applied-jobs', ...notFound },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole role="admin" />,
  children: [
    { path: 'dashboard', ...page(() => import('../features/admin/admin-dashboard-page')) },
    { path: '*', ...notFound },
  ],
};

export const router = createBrowserRouter([
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
        children: [...publicRoutes, clientRoutes, tradespersonRoutes, adminRoutes, { path: '*', ...notFound }],
      },
    ],
  },
]);
