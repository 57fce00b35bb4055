import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema, type SiteConfig } from '@tradewise/shared';

/** GET /api/site-config: the runtime settings the web app shows, read once from the configuration. */
export const siteRoutes: FastifyPluginAsyncZod<SiteConfig> = async (app, { social }) => {
  app.get(
    '/api/site-config',
    { schema: { tags: ['site'], response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      // Settings change only with a restart; a browser may keep them a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return { social };
    },
  );
};
