/**
 * Requests: what visitors send without an account (home-page job requests, contact messages)
 * and a client's drafts made from their requests; publishing a request as a
 * job is offered to jobs through index.ts (the emailed link's POST /api/job-requests/publish is
 * jobs/request-routes.ts). Routes: POST /api/job-requests, GET
 * /api/job-requests/mine, POST /api/job-requests/:id/dismiss, POST /api/contact.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactSchema,
  createdAnswerSchema,
  idSchema,
  jobDraftSchema,
  jobRequestSchema,
  messageAnswerSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['requests'];

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/job-requests',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: jobRequestSchema,
        response: { 201: createdAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const id = await service.createJobRequest(app.db, app.mailer, request.body);
      return reply.code(201).send({ message: englishMessage('requestForm.saved'), _id: id });
    },
  );

  app.get(
    '/api/job-requests/mine',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: z.array(jobDraftSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => service.draftsFor(app.db, request.session!.userId),
  );

  app.post(
    '/api/job-requests/:id/dismiss',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.strictObject({ id: idSchema }),
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.dismissDraft(app.db, request.session!.userId, request.params.id);
      return { message: englishMessage('requestForm.dismissed') };
    },
  );

  app.post(
    '/api/contact',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: contactSchema,
        response: { 201: createdAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const id = await service.createContactMessage(app.db, request.body);
      return reply.code(201).send({ message: englishMessage('contactPage.sent'), _id: id });
    },
  );
};
