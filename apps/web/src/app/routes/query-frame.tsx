import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { newQueryClient, queryClient } from '../../lib/query-client';

/**
 * The server-state cache (TanStack Query) around the pages that read through it: all but the home
 * page, the sign-up and sign-in pages, the trade-and-place pages and the not-found page, which ask
 * nothing of it and go without its code (src/routes.ts). The browser's one cache, or on the server
 * a cache for this render alone (pages of different visitors never share one).
 *
 * A layout route, so its code comes with the page's own (the HTML preloads it). It was fetched
 * lazily once the page had come to life, and until it arrived the page's content was not yet
 * hydrated: a click on it then did nothing (trade-profile.spec).
 */
export default function QueryFrame() {
  const [client] = useState(() => (import.meta.env.SSR ? newQueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
