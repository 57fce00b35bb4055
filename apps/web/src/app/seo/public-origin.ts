import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@tradewise/shared';

/** What the root's loader gives every page (src/root.tsx). */
export interface RootData {
  /** The site's public address (PUBLIC_URL), the base of absolute links. */
  publicUrl: string;
  /** The operator's settings the pages show (the brand's social pages). */
  site: SiteConfig;
}

/** The site's public address, for canonical, alternate and share-card links. */
export function usePublicOrigin(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
