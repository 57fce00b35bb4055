/** Route: POST /api/quotations/:quotationId/withdraw (the rule is withdraw.ts'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, messageAnswerSchema } from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import { withdrawQuotation } from './withdraw.js';

export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quotations/:quotationId/withdraw',
    {
      onRequest: app.requireRole('tradesperson'),
      schema: {
        tags: ['quotations'],
        security: [{ bearer: [] }],
        params: z.strictObject({ quotationId: idSchema }),
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await withdrawQuotation(app.db, app.mailer, request.session!.userId, request.params.quotationId);
      return { message: englishMessage('appliedJobs.withdrawn') };
    },
  );
};
