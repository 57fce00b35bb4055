/**
 * The account page's API for clients and tradespeople: GET/PUT /api/account (own details),
 * POST /api/account/email (a new address, confirmed by a link). Export and deletion span every
 * module: modules/account-lifecycle.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  changeEmailSchema,
  clientAccountUpdateSchema,
  messageAnswerSchema,
  tradespersonAccountUpdateSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as account from './account.js';

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
};
