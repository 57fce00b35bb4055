/**
 * Reported conversations, for administrators only: GET /api/admin/conversations (with their
 * reports) and GET /api/admin/conversations/:conversationId/messages (every message, unmasked;
 * 404 unless reported; each reading audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessageSchema, conversationParams, reportedConversationSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './conversations.js';

const security = [{ bearer: [] }];
const tags = ['admin'];

export const adminConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/conversations',
    {
      schema: { tags, security, response: { 200: z.array(reportedConversationSchema), ...errorResponses(401, 403) } },
    },
    async () => service.listReportedConversations(app.db),
  );

  app.get(
    '/api/admin/conversations/:conversationId/messages',
    {
      schema: {
        tags,
        security,
        params: conversationParams,
        response: { 200: z.array(adminMessageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.readReportedConversation(app.db, request.session!, request.params.conversationId),
  );
};
