/**
 * Messaging: a client's and a tradesperson's conversations, one per quotation (/messages), the
 * header's unread badge (messages-link.tsx) and the live stream that keeps both fresh
 * (live-updates.tsx, mounted by the layout).
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const messagingRoutes: FeatureRoutes = {
  // Public on purpose: the page serves either signed-in role, so it picks the role and sends
  // someone signed in as neither to sign in itself (as /account does).
  public: [{ path: 'messages', ...lazyPage(() => import('./messages-page')) }],
};
