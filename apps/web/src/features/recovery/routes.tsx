/**
 * Recovery: the pages behind the emailed links and the forgotten password (/forgot-password,
 * /reset-password, /verify-email, /unsubscribe, /newsletter/confirm), and the banner asking a signed-in person to
 * confirm their email address (placed by the signed-in areas' guard).
 */
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const recoveryRoutes: FeatureRoutes = {
  public: [
    {
      path: 'forgot-password',
      ...lazyPage(() => import('./forgot-password-page'), { catalogues: ['recovery', 'accounts'] }),
    },
    {
      path: 'reset-password',
      ...lazyPage(() => import('./reset-password-page'), { catalogues: ['recovery', 'accounts'] }),
    },
    { path: 'verify-email', ...lazyPage(() => import('./verify-email-page'), { catalogues: ['recovery'] }) },
    { path: 'unsubscribe', ...lazyPage(() => import('./unsubscribe-page'), { catalogues: ['recovery'] }) },
    {
      path: 'newsletter/confirm',
      ...lazyPage(() => import('./newsletter-confirm-page'), { catalogues: ['recovery', 'public'] }),
    },
  ],
};
