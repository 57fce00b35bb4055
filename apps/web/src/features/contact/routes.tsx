/** The contact page (/contact-us, and /contact as an alias): a message to the team. */
import { Navigate } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';

export const contactRoutes: FeatureRoutes = {
  public: [
    {
      path: 'contact-us',
      ...lazyPage(() => import('./contact-page'), { catalogues: ['contact', 'public', 'accounts'] }),
    },
    // The footer's /contact (spec section 2) is the contact page.
    { path: 'contact', element: <Navigate to="/contact-us" replace /> },
  ],
};
