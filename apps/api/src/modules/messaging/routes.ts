/**
 * Messaging: one conversation per quotation, between the job's client and the tradesperson who
 * quoted. Routes: GET /api/conversations, GET /api/conversations/:conversationId,
 * GET and POST /api/conversations/:conversationId/messages, POST .../read and POST .../report.
 * Anyone outside a conversation gets 404, as for an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LIMITS,
  chatMessageSchema,
  conversationParams,
  conversationSchema,
  conversationSummarySchema,
  messageAnswerSchema,
  messagePageSchema,
  messagesQuerySchema,
  reportConversationSchema,
  sendMessageSchema,
  unreadAnswerSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const security = [{ bearer: [] }];
const tags = ['messaging'];

/** A flood of messages is refused per person (the session is known by then: the limit runs after the role check). */
const sendLimit = {
  rateLimit: {
    max: LIMITS.chatMessagesPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `messages:${request.session?.role}:${request.session?.userId}`,
  },
};

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Administrators are let through to be answered 404: they take part in no conversation.
  const anyone = app.requireRole();

  app.get(
    '/api/conversations',
    {
      onRequest: app.requireRole('client', 'tradesperson'),
      schema: { tags, security, response: { 200: z.array(conversationSummarySchema), ...errorResponses(401, 403) } },
    },
    async (request) => service.listConversations(app.db, request.session!),
  );

  app.get(
    '/api/conversations/:conversationId',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        params: conversationParams,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getConversation(app.db, request.session!, request.params.conversationId),
  );

  app.get(
    '/api/conversations/:conversationId/messages',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      service.messagePage(app.db, request.session!, request.params.conversationId, request.query.before),
  );

  app.post(
    '/api/conversations/:conversationId/messages',
    {
      onRequest: anyone,
      config: sendLimit,
      schema: {
        tags,
        security,
        params: conversationParams,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { session, params, body } = request;
      const message = await service.sendMessage(app.db, app.live, session!, params.conversationId, body.text);
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:conversationId/read',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        params: conversationParams,
        response: { 200: unreadAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.markRead(app.db, app.live, request.session!, request.params.conversationId),
  );

  app.post(
    '/api/conversations/:conversationId/report',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        params: conversationParams,
        body: reportConversationSchema,
        response: { 201: messageAnswerSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      await service.report(app.db, request.session!, request.params.conversationId, request.body);
      return reply.code(201).send({ message: englishMessage('messaging.report.reported') });
    },
  );
};
