/**
 * The written agreement of a hire (issue 41), for the job's client and its hired tradesperson only:
 * GET /api/jobs/:jobId/agreement (versions and variations), GET /api/jobs/:jobId/agreement/:version.pdf,
 * POST /api/jobs/:jobId/variations (propose a change), POST /api/jobs/:jobId/variations/:variationId
 * (the other side accepts or declines).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementSchema,
  agreementVersionParams,
  jobIdParams,
  proposeVariationSchema,
  variationAnswerSchema,
  variationParams,
} from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const bearer = [{ bearer: [] }];

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const party = app.requireRole('client', 'tradesperson');

  app.get(
    '/api/jobs/:jobId/agreement',
    {
      onRequest: party,
      schema: {
        tags: ['agreements'],
        security: bearer,
        params: jobIdParams,
        response: { 200: agreementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.readAgreement(app.db, request.session!.role, request.session!.userId, request.params.jobId),
  );

  app.get(
    '/api/jobs/:jobId/agreement/:version.pdf',
    {
      onRequest: party,
      schema: {
        tags: ['agreements'],
        security: bearer,
        params: agreementVersionParams,
        produces: ['application/pdf'],
        // The PDF's bytes (a Buffer is sent as it is, not serialised).
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { role, userId } = request.session!;
      const pdf = await service.agreementPdf(app.db, role, userId, request.params.jobId, request.params.version);
      return reply
        .type(pdf.contentType)
        .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.content));
    },
  );

  app.post(
    '/api/jobs/:jobId/variations',
    {
      onRequest: party,
      schema: {
        tags: ['agreements'],
        security: bearer,
        params: jobIdParams,
        body: proposeVariationSchema,
        response: { 201: agreementSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { role, userId } = request.session!;
      const answer = await service.proposeVariation(
        app.db,
        app.mailer,
        role,
        userId,
        request.params.jobId,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/jobs/:jobId/variations/:variationId',
    {
      onRequest: party,
      schema: {
        tags: ['agreements'],
        security: bearer,
        params: variationParams,
        body: variationAnswerSchema,
        response: { 200: agreementSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { role, userId } = request.session!;
      const { jobId, variationId } = request.params;
      return service.answerVariation(app.db, app.mailer, role, userId, jobId, variationId, request.body.answer);
    },
  );
};
