import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const clientRoutes: FeatureRoutes = {
  client: [
    { path: 'client-dashboard', ...lazyPage(() => import('./client-dashboard-page')) },
    { path: 'post-job', ...lazyPage(() => import('./post-job-page')) },
  ],
};
