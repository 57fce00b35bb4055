/**
 * The home page (/): hero search, trending categories, top-rated tradespeople, and the five-step
 * request form in a dialog. Light on purpose: no query cache, only the core catalogues.
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const homeRoutes: FeatureRoutes = {
  // Light: the home page needs only the core catalogues and no query cache (its speed budget).
  public: [
    { index: true, ...lazyPage(() => import('./home-page'), { light: true }) },
    // The link emailed after a request: publishes it as a job (and may set the new account's password).
    {
      path: 'job-requests/publish',
      ...lazyPage(() => import('./publish-request-page'), { catalogues: ['public', 'recovery', 'accounts'] }),
    },
  ],
};
