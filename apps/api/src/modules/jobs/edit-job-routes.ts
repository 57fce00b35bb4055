/** Route: PATCH /api/jobs/:jobId (the rule is edit-job.ts'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientJobSchema, editJobSchema, jobIdParams } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { editJobDescription } from './edit-job.js';

export const editJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/jobs/:jobId',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags: ['jobs'],
        security: [{ bearer: [] }],
        params: jobIdParams,
        body: editJobSchema,
        response: { 200: clientJobSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      editJobDescription(app.db, request.session!.userId, request.params.jobId, request.body.jobDescription),
  );
};
