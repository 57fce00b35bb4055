/**
 * Credentials checked, not claimed: an administrator marks a tradesperson's credential as checked
 * (naming what it says, as they were shown it), or withdraws the check.
 * Routes: POST /api/admin/tradespeople/:id/credentials/:kind/check|uncheck.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREDENTIAL_KINDS, credentialCheckSchema, credentialSchema, idSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as credentials from './credentials.js';

const security = [{ bearer: [] }];
const tags = ['admin'];
const params = z.strictObject({ id: idSchema, kind: z.enum(CREDENTIAL_KINDS) });

export const adminCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  const response = { 200: z.array(credentialSchema), ...errorResponses(400, 401, 403, 404, 409) };
  // A check names what it approves (what the administrator was shown): 409 if it says else now.
  app.post(
    '/api/admin/tradespeople/:id/credentials/:kind/check',
    { schema: { tags, security, params, body: credentialCheckSchema, response } },
    async (request) =>
      credentials.setCheck(app.db, request.session!, request.params.id, request.params.kind, request.body),
  );
  app.post(
    '/api/admin/tradespeople/:id/credentials/:kind/uncheck',
    { schema: { tags, security, params, response } },
    async (request) => credentials.setCheck(app.db, request.session!, request.params.id, request.params.kind, null),
  );
};
