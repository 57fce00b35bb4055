/** The operator's settings (also sent early, before any page's chunk: app/early-requests.ts). */
export const SITE_CONFIG_PATH = '/api/site-config';
