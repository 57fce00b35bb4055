/** Routes: POST /api/quote-preview (the totals the quotation form shows) and POST /api/quotations/:quotationId/renew. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  quotePreviewAnswerSchema,
  quotePreviewSchema,
  quoteViewSchema,
  renewQuoteSchema,
} from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { previewQuote, renewQuotation } from './quotes.js';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tradesperson = app.requireRole('tradesperson');

  app.post(
    '/api/quote-preview',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: [{ bearer: [] }],
        body: quotePreviewSchema,
        response: { 200: quotePreviewAnswerSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => previewQuote(request.body),
  );

  app.post(
    '/api/quotations/:quotationId/renew',
    {
      onRequest: tradesperson,
      schema: {
        tags: ['quotations'],
        security: [{ bearer: [] }],
        params: z.strictObject({ quotationId: idSchema }),
        body: renewQuoteSchema,
        response: { 200: quoteViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      renewQuotation(app.db, request.session!.userId, request.params.quotationId, request.body.validityDays),
  );
};
