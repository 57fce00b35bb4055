import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const adminRoutes: FeatureRoutes = {
  admin: [{ path: 'dashboard', ...lazyPage(() => import('./admin-dashboard-page')) }],
};
