import { z } from 'zod';

/** The social networks the footer can link to, each only when the brand's page is configured. */
export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /api/site-config: the operator's runtime settings the web app shows (SOCIAL_*_URL). */
export const siteConfigSchema = z.object({
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
