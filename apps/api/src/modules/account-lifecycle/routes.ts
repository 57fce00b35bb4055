/**
 * What spans every module an account has data in: GET /api/me (the account and its unread
 * messages), GET /api/account/export (everything held about the person) and DELETE /api/account.
 * This module calls the others' public functions; none of them calls it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountSchema, meSchema, messageAnswerSchema } from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import { deleteAccount } from './deletion.js';
import { exportData } from './export.js';
import { me } from './me.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const accountLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireRole('client', 'tradesperson');

  app.get(
    '/api/me',
    { onRequest: app.requireRole(), schema: { tags, security, response: { 200: meSchema, ...errorResponses(401) } } },
    async (request) => me(app.db, request.session!),
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
      await deleteAccount(app.db, app.mailer, app.storage, request.session!, request.body.password);
      request.log.info(
        { role: request.session!.role, userId: request.session!.userId },
        'account deleted by its owner',
      );
      return { message: englishMessage('recovery.accountDeleted') };
    },
  );
};
