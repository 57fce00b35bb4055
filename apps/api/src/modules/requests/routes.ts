import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROPERTY_TYPES,
  SERVICE_TIMES,
  TRADES,
  contactSchema,
  idSchema,
  jobRequestSchema,
  newsletterSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['requests'];
const created = z.object({ message: z.string(), _id: z.string() });
const ok = z.object({ message: z.string() });

const draftShape = z.object({
  _id: z.string(),
  tradespersonType: z.enum(TRADES),
  serviceCompletionTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string() }),
  email: z.string(),
  createdAt: z.string(),
});

/** What visitors send without an account: home-page job requests, contact messages, newsletter. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/job-requests',
    {
      config: app.formRateLimit,
      schema: { tags, body: jobRequestSchema, response: { 201: created, ...errorResponses(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      const id = await service.createJobRequest(app.db, request.body);
      return reply.code(201).send({ message: englishMessage('requestForm.saved'), _id: id });
    },
  );

  app.get(
    '/api/job-requests/mine',
    {
      onRequest: app.requireRole('client'),
      schema: { tags, security: [{ bearer: [] }], response: { 200: z.array(draftShape), ...errorResponses(401, 403) } },
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
        response: { 200: ok, ...errorResponses(400, 401, 403, 404) },
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
      schema: { tags, body: contactSchema, response: { 201: created, ...errorResponses(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      const id = await service.createContactMessage(app.db, request.body);
      return reply.code(201).send({ message: englishMessage('contactPage.sent'), _id: id });
    },
  );

  app.post(
    '/api/newsletter',
    {
      config: app.formRateLimit,
      schema: { tags, body: newsletterSchema, response: { 200: ok, ...errorResponses(400, 413, 415, 429) } },
    },
    async (request) => {
      await service.subscribe(app.db, request.body.email);
      return { message: englishMessage('newsletter.thanks') };
    },
  );
};
