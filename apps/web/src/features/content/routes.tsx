/**
 * The static pages (about, how it works, terms, privacy...), one definition each in pages.ts and
 * their words in the content catalogue; one route per page, with the spec's aliases.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/lazy-page';
import { PAGES } from './pages';

/** The spec writes /Terms and /Privacy with a capital; the lower-case paths are aliases. */
const CASE_SENSITIVE = new Set(['/Terms', '/Privacy']);

const pages: RouteObject[] = PAGES.map(({ slug, path }) => ({
  path: path.slice(1),
  caseSensitive: CASE_SENSITIVE.has(path),
  ...lazyPage(() => import('./content-page').then((module) => ({ default: module.contentPage(slug) })), {
    catalogues: ['content', 'reviews'],
  }),
}));

const aliases: RouteObject[] = [
  { path: 'about', element: <Navigate to="/about-us" replace /> },
  { path: 'terms', caseSensitive: true, element: <Navigate to="/Terms" replace /> },
  { path: 'privacy', caseSensitive: true, element: <Navigate to="/Privacy" replace /> },
];

export const contentRoutes: FeatureRoutes = { public: [...pages, ...aliases] };
