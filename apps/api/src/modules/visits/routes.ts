/**
 * Site visits (issue 42). On a conversation: GET and POST /api/conversations/:conversationId/visits;
 * on a visit: POST /api/visits/:visitId/pick, /move, /cancel, /outcome (the client) and /reply (the
 * tradesperson); GET /api/visits (the dashboards and the week view). Anyone outside the
 * conversation gets 404, as for an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelVisitSchema,
  conversationParams,
  moveVisitSchema,
  pickVisitSchema,
  proposeVisitSchema,
  visitOutcomeSchema,
  visitParams,
  visitReplySchema,
  visitSchema,
} from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const security = [{ bearer: [] }];
const tags = ['visits'];
const changeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

/** GET /api/visits?from=&to=: a span of instants (the week view); without it, what is coming. */
const spanQuery = z.strictObject({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() });

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const sides = app.requireRole('client', 'tradesperson');
  const deps = () => ({ db: app.db, mailer: app.mailer, postgres: app.dialect === 'postgres' });

  app.get(
    '/api/visits',
    {
      onRequest: sides,
      schema: {
        tags,
        security,
        querystring: spanQuery,
        response: { 200: z.array(visitSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.myVisits(app.db, request.session!, request.query),
  );

  app.get(
    '/api/conversations/:conversationId/visits',
    {
      onRequest: app.requireRole(),
      schema: {
        tags,
        security,
        params: conversationParams,
        response: { 200: z.array(visitSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.conversationVisits(app.db, request.session!, request.params.conversationId),
  );

  app.post(
    '/api/conversations/:conversationId/visits',
    {
      onRequest: app.requireRole(),
      schema: {
        tags,
        security,
        params: conversationParams,
        body: proposeVisitSchema,
        response: { 201: visitSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.propose(deps(), request.session!, request.params.conversationId, request.body)),
  );

  const actions = [
    ['pick', pickVisitSchema, service.pick],
    ['move', moveVisitSchema, service.move],
    ['cancel', cancelVisitSchema, service.cancel],
    ['outcome', visitOutcomeSchema, service.recordOutcome],
    ['reply', visitReplySchema, service.reply],
  ] as const;
  for (const [action, body, run] of actions) {
    app.post(
      `/api/visits/:visitId/${action}`,
      {
        onRequest: app.requireRole(),
        schema: { tags, security, params: visitParams, body, response: { 200: visitSchema, ...changeErrors } },
      },
      // Each action's body matches its own service function (the pairs above).
      async (request) =>
        (run as (...args: unknown[]) => ReturnType<typeof run>)(
          deps(),
          request.session!,
          request.params.visitId,
          request.body,
        ),
    );
  }
};
