import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const homeRoutes: FeatureRoutes = {
  public: [{ index: true, ...lazyPage(() => import('./home-page')) }],
};
