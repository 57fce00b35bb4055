import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@tradewise/shared';
import type { RootData } from '../seo/public-origin';

/**
 * The brand's configured social pages (SOCIAL_*_URL), in the footer's order: the settings GET
 * /api/site-config answers, given to every page by the root's loader (src/root.tsx), so the page
 * as sent already links to them. None when unknown.
 */
export function useSocialPages(): SiteConfig['social'] {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.site.social ?? [];
}
