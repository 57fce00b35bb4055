/** Found by people searching (issue 40): GET /api/places/:trade/:place, a trade-and-place page's data. */
import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLACE_TRADES, tradePlaceSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { CACHE_REVALIDATE } from '../directory/index.js';
import * as service from './service.js';

const tags = ['directory'];

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  // As the directory's answers: the same for every visitor, revalidated with an ETag (a kept page
  // is sent again only while its answer is unchanged, plugins/page-cache.ts).
  await app.register(etag);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('Cache-Control', CACHE_REVALIDATE);
    }
    return payload;
  });

  app.get(
    '/api/places/:trade/:place',
    {
      schema: {
        tags,
        params: z.strictObject({ trade: z.enum(PLACE_TRADES), place: z.string().max(60) }),
        response: { 200: tradePlaceSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.tradePlace(app.db, request.params.trade, request.params.place),
  );
};
