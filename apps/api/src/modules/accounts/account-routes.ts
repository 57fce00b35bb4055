/**
 * The account page's API for clients and tradespeople: GET/PUT /api/account (own details),
 * POST /api/account/email (a new address, confirmed by a link), GET /api/account/export (everything
 * held about the person) and DELETE /api/account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  changeEmailSchema,
  clientAccountUpdateSchema,
  deleteAccountSchema,
  messageAnswerSchema,
  tradespersonAccountUpdateSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as account from './account.js';
import { exportData } from './export.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const accountPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireRole('client', 'tradesperson');

  app.get(
    '/api/account',
    { onRequest: owner, schema: { tags, security, response: { 200: accountSchema, ...errorResponses(401, 403) } } },
    async (request) => account.ownAccount(app.db, request.session!),
  );

  app.put(
    '/api/account',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        description: 'A client sends the first shape, a tradesperson the second; each is checked by its own rules.',
        // Which rules apply depends on who is signed in: the service checks the body against them.
        body: z
          .union([clientAccountUpdateSchema, tradespersonAccountUpdateSchema])
          .or(z.record(z.string(), z.unknown())),
        response: { 200: accountSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => account.updateAccount(app.db, request.session!, request.body),
  );

  app.post(
    '/api/account/email',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        body: changeEmailSchema,
        response: { 202: messageAnswerSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await account.requestEmailChange(app.db, app.mailer, request.session!, request.body);
      return reply.code(202).send({ message: englishMessage('recovery.emailChangeSent') });
    },
  );

  app.get(
    '/api/account/export',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        // The document is everything held about the person: its parts are described in export.ts.
        response: { 200: z.looseObject({ exportedAt: z.string(), role: z.string() }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await exportData(app.db, request.session!);
      reply.header('Content-Disposition', `attachment; filename="tradewise-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        body: deleteAccountSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      await account.deleteAccount(app.db, app.mailer, app.storage, request.session!, request.body.password);
      request.log.info(
        { role: request.session!.role, userId: request.session!.userId },
        'account deleted by its owner',
      );
      return { message: englishMessage('recovery.accountDeleted') };
    },
  );
};
