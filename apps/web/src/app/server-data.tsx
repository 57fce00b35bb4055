import type { ReactNode } from 'react';
import { HydrationBoundary, QueryClient, dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import './load-context';

/** An API answer read by a page's loader: its JSON body and X-Total-Count, or undefined unless 200. */
export async function apiGet<T>(
  context: AppLoadContext,
  path: string,
): Promise<{ body: T; total: number | null } | undefined> {
  const answer = await context.api(path);
  if (answer.status !== 200) return undefined;
  const header = answer.headers['x-total-count'];
  const total = header === undefined || header === '' || Number.isNaN(Number(header)) ? null : Number(header);
  return { body: answer.body as T, total };
}

/**
 * The answers a page's loader read, as the page's queries will ask for them (the same keys): the
 * server render and the browser's first render then show them without asking again.
 */
export async function serverQueries(
  fill: (put: (key: QueryKey, data: unknown) => void) => Promise<unknown>,
): Promise<DehydratedState> {
  const client = new QueryClient();
  await fill((key, data) => client.setQueryData(key, data));
  return dehydrate(client);
}

/** A page's content with the answers its loader read already in the cache. */
export function WithServerQueries({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/** An infinite query's cache entry holding its first page. */
export const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [1] });
