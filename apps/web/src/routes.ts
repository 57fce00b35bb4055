import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { PAGES } from './features/content/pages';
import { withLanguagePrefixes } from './app/language-routes';
import { tradePlaceRoutes } from './features/places/place-routes';

/**
 * Every page of the app (spec section 2 and decision 10), each a route module in its feature's
 * folder. Public pages render on the server with their data; the signed-in areas sit behind a
 * role's guard and render in the browser (app/routes/guard-*.tsx).
 */
const CASE_SENSITIVE = new Set(['/Terms', '/Privacy']);

export default [
  // A failing page keeps the header and footer around its error screen. Every page is also at
  // /fr/... and /es/... (app/language-routes.ts).
  layout(
    'app/routes/page-frame.tsx',
    withLanguagePrefixes([
      index('features/home/home-page.tsx'),
      // Signing up and in: each form sends itself (components/ui/schema-form.tsx), without the
      // server-state cache below.
      route('signup', 'features/accounts/client-signup-page.tsx'),
      route('signin', 'features/accounts/client-signin-page.tsx'),
      route('register', 'features/accounts/trades-register-page.tsx', { id: 'register' }),
      // The landing page's "Join" (spec: /join) is the trade registration itself.
      route('join', 'features/accounts/trades-register-page.tsx', { id: 'join' }),
      route('login', 'features/accounts/trades-login-page.tsx'),
      route('admin/login', 'features/accounts/admin-login-page.tsx'),
      // The pages that read the server's state through its cache (app/routes/query-frame.tsx).
      // The home page, the sign-up and sign-in pages, the not-found page and the trade-and-place
      // pages go without.
      layout('app/routes/query-frame.tsx', [
        // The link emailed after a request: publishes it as a job (and may set the new account's password).
        route('job-requests/publish', 'features/home/publish-request-page.tsx'),

        route('directory', 'features/directory/directory-page.tsx', { id: 'directory' }),
        // The header's "Find tradespeople" (spec: /find-tradespeople) is the directory itself.
        route('find-tradespeople', 'features/directory/directory-page.tsx', { id: 'find-tradespeople' }),
        route('tradespeople/:id', 'features/directory/profile-page.tsx'),

        route('contact-us', 'features/contact/contact-page.tsx'),
        ...PAGES.map(({ slug, path }) =>
          route(path.slice(1), 'features/content/content-page.tsx', {
            id: `content-${slug}`,
            caseSensitive: CASE_SENSITIVE.has(path),
          }),
        ),
        // Addresses that are another page's (the footer's /contact, spec section 2; short aliases).
        ...['contact', 'about', 'terms', 'privacy'].map((path) =>
          route(path, 'app/routes/redirect.tsx', { id: `redirect-${path}`, caseSensitive: true }),
        ),

        route('forgot-password', 'features/recovery/forgot-password-page.tsx'),
        route('reset-password', 'features/recovery/reset-password-page.tsx'),
        route('verify-email', 'features/recovery/verify-email-page.tsx'),
        route('unsubscribe', 'features/recovery/unsubscribe-page.tsx'),
        route('newsletter/confirm', 'features/recovery/newsletter-confirm-page.tsx'),

        // Either signed-in role: the page picks the role, or sends someone signed in as neither to sign in.
        route('account', 'features/account/account-page.tsx'),
        route('messages', 'features/messaging/messages-page.tsx'),
        // A hire's written agreement (issue 41), for its client or hired tradesperson.
        route('agreement/:jobId', 'features/agreements/agreement-page.tsx'),

        layout('app/routes/guard-client.tsx', [
          route('client-dashboard', 'features/client/client-dashboard-page.tsx'),
          route('post-job', 'features/client/post-job-page.tsx'),
        ]),
        layout('app/routes/guard-tradesperson.tsx', [
          route('dashboard', 'features/trades/trades-dashboard-page.tsx'),
          route('apply/:jobId', 'features/trades/apply-page.tsx'),
          route('applied-jobs', 'features/trades/applied-jobs-page.tsx'),
          route('account/profile', 'features/trade-profile/trade-profile-page.tsx'),
          route('visits', 'features/visits/week-page.tsx'),
        ]),
        layout('app/routes/guard-admin.tsx', { id: 'guard-admin' }, [
          ...prefix('admin', [
            index('app/routes/redirect.tsx', { id: 'redirect-admin' }),
            layout('features/admin/admin-layout.tsx', [
              route('dashboard', 'features/admin/admin-dashboard-page.tsx'),
              route('manage-clients', 'features/admin/manage-clients-page.tsx'),
              route('tradespeople', 'features/admin/manage-tradespeople-page.tsx'),
              route('manage-jobs', 'features/admin/manage-jobs-page.tsx', { id: 'manage-jobs' }),
              route('job-description', 'features/admin/manage-jobs-page.tsx', { id: 'admin-job-description' }),
              route('reviews', 'features/admin/reviews-page.tsx'),
              route('conversations', 'features/admin/conversations-page.tsx'),
              route('inbox', 'features/admin/inbox-page.tsx'),
              route('outbox', 'features/admin/outbox-page.tsx'),
            ]),
            route('*', 'app/not-found-page.tsx', { id: 'admin-not-found' }),
          ]),
          // The spec's /job-description (at the root) shows the manage-jobs view, behind the admin
          // guard like the rest of the admin area (decision 10).
          layout('features/admin/admin-layout.tsx', { id: 'job-description-layout' }, [
            route('job-description', 'features/admin/manage-jobs-page.tsx', { id: 'job-description' }),
          ]),
        ]),
      ]),

      route('*', 'app/not-found-page.tsx', { id: 'not-found' }),
    ]).concat(
      // A page per trade and place, each language with its own trade word (/fr/plombiers/leeds).
      tradePlaceRoutes(),
    ),
  ),
] satisfies RouteConfig;
