/**
 * Jobs and quotations: clients post jobs, accept a quotation, complete or cancel; tradespeople set
 * their coverage, see matching jobs and quote. Owns the job rules (a hire, the quotation cap,
 * reopening a job whose tradesperson is removed), offered to admin through index.ts.
 * Routes: /api/post-job, /api/jobs, /api/accept-quotation, /api/matching-jobs, /api/coverage(/towns),
 * /api/apply-job (GET: may I quote, POST: quote), /api/applied-jobs; quote-routes.ts: /api/quote-preview,
 * /api/quotations/:quotationId/renew.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptParams,
  applicationSchema,
  applyJobQuoteSchema,
  clientJobSchema,
  clientJobsQuerySchema,
  coverageAnswerSchema,
  coverageSchema,
  coverageTownsQuery,
  coverageTownsSchema,
  jobIdParams,
  jobToQuoteSchema,
  matchingPageSchema,
  matchingQuerySchema,
  messageAnswerSchema,
  postJobSchema,
  quotationSentSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';
import { quoteRoutes } from './quote-routes.js';

const bearer = [{ bearer: [] }];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.requireRole('client');
  const tradesperson = app.requireRole('tradesperson');
  await app.register(quoteRoutes);

  app.post(
    '/api/post-job',
    {
      onRequest: client,
      schema: {
        tags: ['jobs'],
        security: bearer,
        body: postJobSchema,
        response: { 201: clientJobSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const job = await service.postJob(app.db, app.mailer, request.session!.userId, request.body);
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/api/jobs',
    {
      onRequest: client,
      schema: {
        tags: ['jobs'],
        security: bearer,
        querystring: clientJobsQuerySchema,
        response: { 200: z.array(clientJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { jobs, total } = await service.clientJobs(app.db, request.session!.userId, request.query);
      reply.header('X-Total-Count', total);
      return jobs;
    },
  );

  app.post(
    '/api/accept-quotation/:jobId/:quotationId',
    {
      onRequest: client,
      schema: {
        tags: ['jobs'],
        security: bearer,
        params: acceptParams,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobId, quotationId } = request.params;
      await service.acceptQuotation(app.db, app.mailer, request.session!.userId, jobId, quotationId);
      return { message: englishMessage('jobActions.quotationAccepted') };
    },
  );

  for (const [action, move, messageKey] of [
    ['complete', service.completeJob, 'jobActions.jobCompleted'],
    ['cancel', service.cancelJob, 'jobActions.jobCancelled'],
  ] as const) {
    app.post(
      `/api/jobs/:jobId/${action}`,
      {
        onRequest: client,
        schema: {
          tags: ['jobs'],
          security: bearer,
          params: jobIdParams,
          response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await move(app.db, app.mailer, request.session!.userId, request.params.jobId);
        return { message: englishMessage(messageKey) };
      },
    );
  }

  app.get(
    '/api/matching-jobs',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        querystring: matchingQuerySchema,
        response: { 200: matchingPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.matchingJobs(app.db, request.session!.userId, request.query),
  );

  app.get(
    '/api/coverage',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        response: { 200: coverageAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.getCoverage(app.db, request.session!.userId),
  );

  app.put(
    '/api/coverage',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        body: coverageSchema,
        response: { 200: coverageAnswerSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) =>
      service.setCoverage(app.db, request.session!.userId, request.body.coverage, request.body.radiusMiles),
  );

  app.get(
    '/api/coverage/towns',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        querystring: coverageTownsQuery,
        response: { 200: coverageTownsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.coverageTowns(app.db, request.session!.userId, request.query.radiusMiles),
  );

  app.post(
    '/api/apply-job/:jobId',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        params: jobIdParams,
        body: applyJobQuoteSchema,
        response: {
          201: quotationSentSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const quotation = await service.applyToJob(
        app.db,
        app.mailer,
        request.session!.userId,
        request.params.jobId,
        request.body,
      );
      return reply.code(201).send({ message: englishMessage('applyJob.quotation_submitted_success'), quotation });
    },
  );

  app.get(
    '/api/apply-job/:jobId',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        params: jobIdParams,
        response: { 200: jobToQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.jobToQuote(app.db, request.session!.userId, request.params.jobId),
  );

  app.get(
    '/api/applied-jobs',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: bearer,
        response: { 200: z.array(applicationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => service.appliedJobs(app.db, request.session!.userId),
  );
};
