/** GET /sitemap.xml (the index), /sitemaps/:n.xml (its chunks) and /robots.txt (issue 40). */
import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { robotsTxt, sitemapsToday } from './sitemap.js';

/** Sitemaps and robots.txt: the same for everyone, and a crawler may keep them a few minutes. */
export const CACHE_SITEMAP = 'public, max-age=300';

/** `publicUrl`: the site's address, which every URL in them starts with. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('Cache-Control', CACHE_SITEMAP);
    }
    return payload;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const index = await sitemapsToday(app.db, publicUrl).index();
    return reply.type('application/xml; charset=utf-8').send(index);
  });

  app.get(
    '/sitemaps/:chunk',
    { schema: { hide: true, params: z.strictObject({ chunk: z.string().regex(/^[1-9]\d{0,5}\.xml$/) }) } },
    async (request, reply) => {
      const chunk = await sitemapsToday(app.db, publicUrl).chunk(Number.parseInt(request.params.chunk, 10));
      if (chunk === undefined) throw new AppError('NOT_FOUND');
      return reply.type('application/xml; charset=utf-8').send(chunk);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
