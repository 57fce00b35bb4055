/** Route: GET /api/jobs/counts (the counting is job-counts.ts'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientJobCountsSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { clientJobCounts } from './job-counts.js';

export const jobCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/counts',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags: ['jobs'],
        security: [{ bearer: [] }],
        response: { 200: clientJobCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => clientJobCounts(app.db, request.session!.userId),
  );
};
