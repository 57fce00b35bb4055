import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page as its own chunk, fetched when first visited. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
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
