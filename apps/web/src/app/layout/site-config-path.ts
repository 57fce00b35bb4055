/** The operator's settings (the footer's social links). */
export const SITE_CONFIG_PATH = '/api/site-config';
