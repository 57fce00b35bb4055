import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const homeRoutes: FeatureRoutes = {
  // Light: the home page needs only the core catalogues and no query cache (its speed budget).
  public: [{ index: true, ...lazyPage(() => import('./home-page'), { light: true }) }],
};
