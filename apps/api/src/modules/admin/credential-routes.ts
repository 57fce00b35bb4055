/**
 * Credentials checked, not claimed: an administrator marks a tradesperson's credential as checked,
 * or withdraws the check. Routes: POST /api/admin/tradespeople/:id/credentials/:kind/check|uncheck.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREDENTIAL_KINDS, credentialSchema, idSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as credentials from './credentials.js';

const security = [{ bearer: [] }];
const tags = ['admin'];
const params = z.strictObject({ id: idSchema, kind: z.enum(CREDENTIAL_KINDS) });

export const adminCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  for (const [action, checked] of [
    ['check', true],
    ['uncheck', false],
  ] as const) {
    app.post(
      `/api/admin/tradespeople/:id/credentials/:kind/${action}`,
      {
        schema: {
          tags,
          security,
          params,
          response: { 200: z.array(credentialSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        credentials.setCheck(app.db, request.session!, request.params.id, request.params.kind, checked),
    );
  }
};
