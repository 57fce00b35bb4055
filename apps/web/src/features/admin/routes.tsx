/**
 * Administration: the dashboard (counts and latest changes), the three managed lists (clients,
 * tradespeople, jobs) with their edit forms and deletions, review moderation, reported conversations, the inbox (contact messages, job
 * requests, newsletter subscribers) and the outbox of emails. Pages under /admin, behind the admin
 * guard; every list is an AdminList (admin-list.tsx), every call in admin-api.ts (outbox-api.ts).
 */
import { Navigate } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';
import { RequireRole } from '../../app/require-role';

const layout = lazyPage(() => import('./admin-layout'));
const manageJobs = lazyPage(() => import('./manage-jobs-page'));

/** Every admin page shares the admin navigation (a layout route). Paths are relative to /admin. */
export const adminRoutes: FeatureRoutes = {
  admin: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    {
      ...layout,
      children: [
        { path: 'dashboard', ...lazyPage(() => import('./admin-dashboard-page')) },
        { path: 'manage-clients', ...lazyPage(() => import('./manage-clients-page')) },
        { path: 'tradespeople', ...lazyPage(() => import('./manage-tradespeople-page')) },
        { path: 'manage-jobs', ...manageJobs },
        { path: 'job-description', ...manageJobs },
        { path: 'reviews', ...lazyPage(() => import('./reviews-page')) },
        { path: 'conversations', ...lazyPage(() => import('./conversations-page')) },
        { path: 'inbox', ...lazyPage(() => import('./inbox-page')) },
        { path: 'outbox', ...lazyPage(() => import('./outbox-page')) },
      ],
    },
  ],
  // The spec's /job-description (at the root) effectively shows the manage-jobs view, behind
  // the admin guard like the rest of the admin area (decision 10).
  public: [
    {
      path: 'job-description',
      element: <RequireRole role="admin" />,
      children: [{ ...layout, children: [{ index: true, ...manageJobs }] }],
    },
  ],
};
