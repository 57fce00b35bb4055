/**
 * Directory: what any visitor may read about tradespeople and trades: the approved tradespeople
 * (search by trade text and location), a public profile, the top-rated and the open jobs per trade.
 * Routes: GET /api/tradespeople, /api/tradespeople/:id, /api/tradespeople/:id/reviews, /api/top-rated,
 * /api/categories, /api/stats.
 */
import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCountSchema,
  directoryQuery,
  fullProfileSchema,
  idSchema,
  listingSchema,
  profileSchema,
  publicStatsSchema,
  reviewPageQuery,
  reviewPageSchema,
} from '@tradewise/shared';
import { memoFor } from '../../lib/memo.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['directory'];
export const CACHE_FIGURES = 'public, max-age=30, stale-while-revalidate=30';
export const CACHE_REVALIDATE = 'public, no-cache';

/** What any visitor may read: approved tradespeople only, and never a password or internal field. */
export const directoryRoutes: FastifyPluginAsyncZod<{ statsCacheMs: number }> = async (app, { statsCacheMs }) => {
  // The figures behind the home page's claims: a minute old at most, read once per minute at most.
  const stats = memoFor(statsCacheMs, () => service.stats(app.db));

  // The same answer for every visitor, so caches may hold it, and a revalidation with its ETag is
  // answered 304 while nothing changed. The home page's figures may be kept half a minute and
  // served stale for another half while asked again (a new job shows in the counts within a
  // minute); directory pages and profiles are asked again each time (a review shows at once).
  // Only these routes: the rest of the API stays no-store (plugins/security.ts).
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      const figures = ['/api/categories', '/api/top-rated', '/api/stats'].includes(request.routeOptions.url ?? '');
      reply.header('Cache-Control', figures ? CACHE_FIGURES : CACHE_REVALIDATE);
    }
    return payload;
  });

  app.get(
    '/api/tradespeople',
    {
      schema: { tags, querystring: directoryQuery, response: { 200: z.array(listingSchema), ...errorResponses(400) } },
    },
    async (request, reply) => {
      const { items, total } = await service.directory(app.db, request.query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.get(
    '/api/tradespeople/:id',
    {
      schema: {
        tags,
        params: z.strictObject({ id: idSchema }),
        response: { 200: fullProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.profile(app.db, request.params.id),
  );

  app.get(
    '/api/tradespeople/:id/reviews',
    {
      schema: {
        tags,
        params: z.strictObject({ id: idSchema }),
        querystring: reviewPageQuery,
        response: { 200: reviewPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.profileReviews(app.db, request.params.id, request.query.page, request.query.limit),
  );

  app.get('/api/stats', { schema: { tags, response: { 200: publicStatsSchema } } }, async () => stats());

  app.get('/api/categories', { schema: { tags, response: { 200: z.array(categoryCountSchema) } } }, async () =>
    service.categoryCounts(app.db),
  );

  app.get('/api/top-rated', { schema: { tags, response: { 200: z.array(profileSchema) } } }, async () =>
    service.topRated(app.db, 3),
  );
};
