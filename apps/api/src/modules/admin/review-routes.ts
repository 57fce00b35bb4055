/**
 * Review moderation: the reported, hidden or all reviews; hide one with a public reason, or
 * restore it (which also keeps a reported one). Routes: /api/admin/reviews*.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewQuery, adminReviewSchema, reviewHideSchema, reviewIdParams } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './reviews.js';

const security = [{ bearer: [] }];
const tags = ['admin'];

export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        security,
        querystring: adminReviewQuery,
        response: { 200: z.array(adminReviewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, ...page } = request.query;
      const { items, total } = await service.listReviews(app.db, status, page);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags,
        security,
        params: reviewIdParams,
        body: reviewHideSchema,
        response: { 200: adminReviewSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => service.hideReview(app.db, app.mailer, request.session!, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/reviews/:id/restore',
    {
      schema: {
        tags,
        security,
        params: reviewIdParams,
        response: { 200: adminReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.restoreReview(app.db, request.session!, request.params.id),
  );
};
