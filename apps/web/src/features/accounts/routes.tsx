/**
 * Accounts: signing up, registering and signing in, for each of the three roles. Owns /signup
 * and /signin (clients), /register, /join and /login (tradespeople), /admin/login, and the calls
 * behind them (accounts-api.ts); the session itself lives in lib/auth.ts.
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const accountRoutes: FeatureRoutes = {
  public: [
    { path: 'signup', ...lazyPage(() => import('./client-signup-page'), { catalogues: ['accounts', 'recovery'] }) },
    { path: 'signin', ...lazyPage(() => import('./client-signin-page'), { catalogues: ['accounts', 'recovery'] }) },
    { path: 'register', ...lazyPage(() => import('./trades-register-page'), { catalogues: ['accounts', 'recovery'] }) },
    // The landing page's "Join" (spec: /join) is the trade registration itself.
    { path: 'join', ...lazyPage(() => import('./trades-register-page'), { catalogues: ['accounts', 'recovery'] }) },
    { path: 'login', ...lazyPage(() => import('./trades-login-page'), { catalogues: ['accounts', 'recovery'] }) },
    { path: 'admin/login', ...lazyPage(() => import('./admin-login-page'), { catalogues: ['accounts', 'recovery'] }) },
  ],
};
