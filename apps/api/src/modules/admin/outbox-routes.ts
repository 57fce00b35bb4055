/**
 * The outbox, for administrators only: GET /api/admin/outbox (newest first, total in
 * X-Total-Count, no texts) and GET /api/admin/outbox/:id (one email's text with its link secrets
 * hidden; each reading audited). The mail module queues (mailer.ts) and delivers (sender.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, outboxEmailSchema, outboxEmailTextSchema, pagingQuery } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './outbox.js';

const security = [{ bearer: [] }];
const tags = ['admin'];

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        security,
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

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags,
        security,
        params: z.strictObject({ id: idSchema }),
        response: { 200: outboxEmailTextSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.readOutboxEmail(app.db, request.session!, request.params.id),
  );
};
