/** Routes: POST /api/newsletter (double opt-in) and POST /api/newsletter/confirm; unsubscribing is routes.ts'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema, newsletterConfirmSchema, newsletterSchema } from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as newsletter from './newsletter.js';

const tags = ['requests'];

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: newsletterSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      await newsletter.subscribe(app.db, app.mailer, request.body.email, request.body.language);
      return { message: englishMessage('newsletter.thanks') };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: newsletterConfirmSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      await newsletter.confirm(app.db, request.body.token);
      return { message: englishMessage('newsletter.confirmed') };
    },
  );
};
