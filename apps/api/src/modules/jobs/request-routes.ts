/**
 * Publishing a home-page request from the link emailed to its sender (jobs/from-request.ts):
 * POST /api/job-requests/publish. Here rather than in requests, which jobs already depends on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishRequestSchema, publishedRequestSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { publishFromLink } from './from-request.js';

export const requestLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/job-requests/publish',
    {
      config: app.formRateLimit,
      schema: {
        tags: ['requests'],
        body: publishRequestSchema,
        response: { 200: publishedRequestSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request) => publishFromLink(app.db, app.mailer, request.body.token),
  );
};
