/**
 * A tradesperson's own reliability figures (issue 42): GET /api/trade-profile/reliability, and the
 * leave they declare: PUT /api/trade-profile/leave { until } and DELETE /api/trade-profile/leave.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveSchema, ownReliabilitySchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const security = [{ bearer: [] }];
const tags = ['reliability'];

export const reliabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const trade = app.requireRole('tradesperson');

  app.get(
    '/api/trade-profile/reliability',
    {
      onRequest: trade,
      schema: { tags, security, response: { 200: ownReliabilitySchema, ...errorResponses(401, 403) } },
    },
    async (request) => service.ownReliability(app.db, request.session!.userId),
  );

  app.put(
    '/api/trade-profile/leave',
    {
      onRequest: trade,
      schema: {
        tags,
        security,
        body: leaveSchema,
        response: { 200: ownReliabilitySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.declareLeave(app.db, request.session!.userId, request.body.until),
  );

  app.delete(
    '/api/trade-profile/leave',
    {
      onRequest: trade,
      schema: { tags, security, response: { 200: ownReliabilitySchema, ...errorResponses(401, 403) } },
    },
    async (request) => service.endLeave(app.db, request.session!.userId),
  );
};
