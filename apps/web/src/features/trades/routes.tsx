/**
 * The tradesperson's side: matching jobs in their areas and their coverage (/dashboard), sending a
 * quotation (/apply/:jobId), and the quotations sent (/applied-jobs).
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const tradesRoutes: FeatureRoutes = {
  tradesperson: [
    { path: 'dashboard', ...lazyPage(() => import('./trades-dashboard-page')) },
    { path: 'apply/:jobId', ...lazyPage(() => import('./apply-page')) },
    { path: 'applied-jobs', ...lazyPage(() => import('./applied-jobs-page')) },
  ],
};
