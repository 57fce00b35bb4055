import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { newQueryClient, queryClient } from '../lib/query-client';

/**
 * The server-state cache around every page that is not light (fetched with the first such page):
 * the browser's one cache, or on the server a cache for this render alone (pages of different
 * visitors never share one).
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  const [client] = useState(() => (import.meta.env.SSR ? newQueryClient() : queryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
