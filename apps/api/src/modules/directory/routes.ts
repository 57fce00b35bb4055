import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRADES, directoryQuery, idSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['directory'];

const listing = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  contactNumber: z.string(),
  trade: z.enum(TRADES),
  address: z.object({ city: z.string(), postcode: z.string() }),
  coverage: z.array(z.string()),
  createdAt: z.string(),
});

const profile = z.object({
  _id: z.string(),
  name: z.string(),
  businessName: z.string(),
  trade: z.enum(TRADES),
  city: z.string(),
  coverage: z.array(z.string()),
  memberSince: z.string(),
  jobsWon: z.number(),
});

/** What any visitor may read: approved tradespeople only, and never a password or internal field. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tradespeople',
    { schema: { tags, querystring: directoryQuery, response: { 200: z.array(listing), ...errorResponses(400) } } },
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
        response: { 200: profile, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.profile(app.db, request.params.id),
  );

  app.get(
    '/api/categories',
    { schema: { tags, response: { 200: z.array(z.object({ trade: z.enum(TRADES), openJobs: z.number() })) } } },
    async () => service.categoryCounts(app.db),
  );

  app.get('/api/top-rated', { schema: { tags, response: { 200: z.array(profile) } } }, async () =>
    service.topRated(app.db, 3),
  );
};
