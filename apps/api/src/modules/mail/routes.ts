import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmailSchema, pagingQuery } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

/**
 * Mail module: the outbox (modules/mail/mailer.ts queues, sender.ts delivers through SMTP) and its
 * administrator view, GET /api/admin/outbox (newest first, total in X-Total-Count).
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: pagingQuery,
        response: { 200: z.array(outboxEmailSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listOutbox(app.db, request.query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );
};
