/**
 * Reviews: the client of a completed job reviews the tradesperson hired for it (once, editable for
 * 14 days), the tradesperson replies once in public, and anyone signed in reports a review.
 * Routes: PUT /api/reviews/:id, GET /api/reviews/mine,
 * GET /api/reviews/received, POST /api/reviews/:id/reply, POST /api/reviews/:id/report.
 * Writing one is the job's route (jobs/review-routes.ts, POST /api/jobs/:jobId/review); the public
 * list is the directory's (GET /api/tradespeople/:id/reviews); moderation is admin's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageAnswerSchema,
  myReviewsSchema,
  ownReviewSchema,
  receivedReviewSchema,
  receivedReviewsSchema,
  reviewIdParams,
  reviewPageQuery,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const security = [{ bearer: [] }];
const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.requireRole('client');
  const tradesperson = app.requireRole('tradesperson');
  const anyone = app.requireRole();

  app.put(
    '/api/reviews/:id',
    {
      onRequest: client,
      schema: {
        tags,
        security,
        params: reviewIdParams,
        body: reviewSchema,
        response: { 200: ownReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => service.editReview(app.db, request.session!.userId, request.params.id, request.body),
  );

  app.get(
    '/api/reviews/mine',
    { onRequest: client, schema: { tags, security, response: { 200: myReviewsSchema, ...errorResponses(401, 403) } } },
    async (request) => service.myReviews(app.db, request.session!.userId),
  );

  app.get(
    '/api/reviews/received',
    {
      onRequest: tradesperson,
      schema: {
        tags,
        security,
        querystring: reviewPageQuery,
        response: { 200: receivedReviewsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      service.receivedReviews(app.db, request.session!.userId, request.query.page, request.query.limit),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      onRequest: tradesperson,
      schema: {
        tags,
        security,
        params: reviewIdParams,
        body: reviewReplySchema,
        response: { 201: receivedReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const answer = await service.reply(app.db, request.session!.userId, request.params.id, request.body.text);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        params: reviewIdParams,
        body: reviewReportSchema,
        response: { 201: messageAnswerSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      await service.report(app.db, request.session!, request.params.id, request.body);
      return reply.code(201).send({ message: englishMessage('reviewsApi.reported') });
    },
  );
};
