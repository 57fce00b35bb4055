import { RouterProvider } from 'react-router';
import type { createRouter } from './router';

/**
 * The router is the whole app. The server-state cache (TanStack Query) and the toast container
 * are provided by the layout, and only where needed: the home page loads neither (its speed
 * budget), see app/query-layer.tsx and app/toasts-host.tsx.
 */
export function App({ router }: { router: Awaited<ReturnType<typeof createRouter>> }) {
  return <RouterProvider router={router} />;
}
