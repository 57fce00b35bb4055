/**
 * Account: the page where a client or tradesperson looks after their own account (/account): their
 * details, email address, password, email notifications, a copy of their data, and leaving. The
 * calls behind it live in account-api.ts. Administrators have no account page.
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const accountPageRoutes: FeatureRoutes = {
  // Public on purpose: the page serves either signed-in role, so it picks the role and sends
  // someone signed in as neither to sign in itself (see account-page.tsx).
  public: [{ path: 'account', ...lazyPage(() => import('./account-page')) }],
};
