import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadCatalogues, type CatalogueFile } from './i18n';

export interface PageOptions {
  /**
   * A light page needs only the core catalogue files and no server-state cache (TanStack Query),
   * so neither is downloaded for it: the home page. Other pages get both before they render.
   */
  light?: boolean;
  /**
   * The catalogue files the page's words are in, beyond the core ones (common, layout, enums,
   * home); without it, every file. lib/page-catalogues.test.ts checks a list against the page's code.
   */
  catalogues?: readonly CatalogueFile[];
}

/** What the layout reads from a route's `handle`. */
export interface PageHandle {
  light: boolean;
}

/** A page as its own chunk, fetched when first visited (with the rest of the catalogues). */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  { light = false, catalogues }: PageOptions = {},
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { light } satisfies PageHandle,
  lazy: async () => {
    // The build's prerender has every catalogue already (entry-server.tsx).
    const words = light || import.meta.env.SSR ? undefined : loadCatalogues(catalogues);
    const [page] = await Promise.all([load(), words]);
    return { Component: page.default };
  },
});

/**
 * What a feature adds to the router, by who may see it: `public` routes for everyone, the others
 * behind the guard of that role (client area, tradesperson area, admin area under /admin).
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  client?: RouteObject[];
  tradesperson?: RouteObject[];
  /** Paths relative to /admin. */
  admin?: RouteObject[];
}
