/** Route: POST /api/jobs/:jobId/review (the client of a completed job reviews the one hired for it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, ownReviewSchema, reviewSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { reviewJob } from './review-job.js';

export const jobReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/jobs/:jobId/review',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: jobIdParams,
        body: reviewSchema,
        response: { 201: ownReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const review = await reviewJob(app.db, app.mailer, request.session!.userId, request.params.jobId, request.body);
      return reply.code(201).send(review);
    },
  );
};
