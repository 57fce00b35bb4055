import { tradePlacePatterns } from './places.js';

/**
 * Every page path of the web app (React Router patterns; ":name" is one segment). The server
 * answers 404 for any other path while still sending the app, which shows its translated 404
 * page. The web app's router is checked against this list (apps/web/src/app/app-routes.test.ts).
 */
export const APP_ROUTES = [
  '/',
  '/directory',
  '/find-tradespeople',
  '/tradespeople/:id',
  '/contact-us',
  '/contact',
  '/about-us',
  '/Terms',
  '/Privacy',
  '/how-it-works',
  '/for-tradespeople',
  '/help',
  '/pricing',
  '/pricing/trades',
  '/reviews',
  '/success-stories',
  '/blog',
  '/resources',
  '/support',
  '/team',
  '/careers',
  '/press',
  '/cookies',
  '/gdpr',
  '/about',
  '/terms',
  '/privacy',
  '/signup',
  '/signin',
  '/register',
  '/join',
  '/login',
  '/admin/login',
  '/account',
  '/account/profile',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/newsletter/confirm',
  '/job-requests/publish',
  '/job-description',
  '/client-dashboard',
  '/post-job',
  '/dashboard',
  '/apply/:jobId',
  '/applied-jobs',
  '/messages',
  '/visits',
  '/agreement/:jobId',
  '/admin',
  '/admin/dashboard',
  '/admin/manage-clients',
  '/admin/tradespeople',
  '/admin/manage-jobs',
  '/admin/job-description',
  '/admin/reviews',
  '/admin/conversations',
  '/admin/inbox',
  '/admin/outbox',
  // A page per trade and place (issue 40): "/plumbers/:place", each trade's word in English.
  ...tradePlacePatterns('en'),
] as const;

const segments = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = APP_ROUTES.map((route) => segments(route.toLowerCase()));

/** Whether the browser router has a page for this path (matched as it does: any case, a trailing slash allowed). */
export function isAppRoute(pathname: string): boolean {
  const parts = segments(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length && pattern.every((part, index) => part.startsWith(':') || part === parts[index]),
  );
}
