/**
 * Trade profile: the signed-in tradesperson's own profile (about, years trading, credentials
 * claimed, portrait and portfolio). Routes: GET/PUT /api/trade-profile.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownTradeProfileSchema, tradeProfileSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['trade-profile'];
const security = [{ bearer: [] }];

export const tradeProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireRole('tradesperson');

  app.get(
    '/api/trade-profile',
    {
      onRequest: owner,
      schema: { tags, security, response: { 200: ownTradeProfileSchema, ...errorResponses(401, 403) } },
    },
    async (request) => service.ownProfile(app.db, request.session!),
  );

  app.put(
    '/api/trade-profile',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        body: tradeProfileSchema,
        response: { 200: ownTradeProfileSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => service.updateOwnProfile(app.db, request.session!, request.body),
  );
};
