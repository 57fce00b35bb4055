import { useEffect, useState } from 'react';
import type { SiteConfig } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { SITE_CONFIG_PATH } from './site-config-path';

let loading: Promise<SiteConfig> | null = null;

/**
 * GET /api/site-config, once per page load: the settings change only when the server restarts.
 * Fetched without the server-state cache, which light pages (the home page) do not load.
 */
function loadSiteConfig(): Promise<SiteConfig> {
  loading ??= apiRequest<SiteConfig>(SITE_CONFIG_PATH).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The operator's settings the pages show (the brand's social pages); null until known. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let current = true;
    loadSiteConfig().then(
      (value) => current && setConfig(value),
      // Without them the footer just shows no social links.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
