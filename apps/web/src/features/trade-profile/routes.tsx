/**
 * Trade profile: the tradesperson's editor of their public profile (/account/profile): about,
 * years trading, credentials (each checked by an administrator before it shows), portrait and
 * portfolio. The public page itself is the directory's /tradespeople/:id.
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const tradeProfileRoutes: FeatureRoutes = {
  tradesperson: [{ path: 'account/profile', ...lazyPage(() => import('./trade-profile-page')) }],
};
