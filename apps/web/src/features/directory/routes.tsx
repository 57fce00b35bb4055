/**
 * The public directory of approved tradespeople: search by trade and place (/directory, and
 * /find-tradespeople) and each tradesperson's profile (/tradespeople/:id).
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

const directory = lazyPage(() => import('./directory-page'), {
  catalogues: ['directory', 'public', 'reviews', 'trade-profile'],
});

export const directoryRoutes: FeatureRoutes = {
  public: [
    { path: 'directory', ...directory },
    // The header's "Find tradespeople" (spec: /find-tradespeople) is the directory itself.
    { path: 'find-tradespeople', ...directory },
    {
      path: 'tradespeople/:id',
      ...lazyPage(() => import('./profile-page'), {
        catalogues: ['directory', 'public', 'reviews', 'jobs', 'trade-profile', 'accounts', 'job-photos'],
      }),
    },
  ],
};
