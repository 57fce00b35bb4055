/**
 * The client's side: the dashboard of their jobs, quotations and home-page requests
 * (/client-dashboard), and the six-step job form (/post-job) with its draft kept in the tab.
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const clientRoutes: FeatureRoutes = {
  client: [
    { path: 'client-dashboard', ...lazyPage(() => import('./client-dashboard-page')) },
    { path: 'post-job', ...lazyPage(() => import('./post-job-page')) },
  ],
};
