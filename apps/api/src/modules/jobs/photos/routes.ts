/**
 * Job photos (issue 17): POST /api/jobs/:jobId/photos (multipart, one file in the field `file`),
 * DELETE /api/jobs/:jobId/photos/:photoId, and the photo itself at
 * GET /api/jobs/:jobId/photos/:photoId(/thumbnail)?expires=...&sig=..., the signed links the job
 * lists hand out (links.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobIdParams, jobPhotoParams, jobPhotoQuery, jobPhotoSchema } from '@tradewise/shared';
import { errorResponses } from '../../../plugins/error-schema.js';
import { acceptUploads, uploadedFile, withinAccountLimit } from '../../../plugins/uploads.js';
import * as service from './service.js';

const bearer = [{ bearer: [] }];
/** How long the link of a photo being served stays good for, in seconds (its cache lifetime). */
const linkSecondsLeft = new WeakMap<FastifyRequest, number>();

export const jobPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const client = app.requireRole('client');

  app.post(
    '/api/jobs/:jobId/photos',
    {
      onRequest: client,
      schema: {
        tags: ['jobs'],
        security: bearer,
        consumes: ['multipart/form-data'],
        params: jobIdParams,
        response: { 201: jobPhotoSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      // Read only once the job is known to be the caller's, open and with room.
      const photo = await withinAccountLimit(request, () =>
        service.addPhoto(app.db, app.storage, request.session!.userId, request.params.jobId, () =>
          uploadedFile(request),
        ),
      );
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/api/jobs/:jobId/photos/:photoId',
    {
      onRequest: client,
      schema: {
        tags: ['jobs'],
        security: bearer,
        params: jobPhotoParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { jobId, photoId } = request.params;
      await service.removePhoto(app.db, app.storage, request.session!.userId, jobId, photoId);
      return reply.code(204).send(null);
    },
  );

  for (const [suffix, size] of [
    ['', 'full'],
    ['/thumbnail', 'thumb'],
  ] as const) {
    app.get(
      `/api/jobs/:jobId/photos/:photoId${suffix}`,
      {
        schema: {
          tags: ['jobs'],
          params: jobPhotoParams,
          querystring: jobPhotoQuery,
          response: { 200: z.any(), ...errorResponses(400, 404) },
        },
        // After the API-wide no-store (security plugin); a refusal keeps no-store. A photo never
        // changes under its address (a new photo gets a new id): only its viewer's browser keeps
        // it, and no longer than its link lasts.
        onSend: async (request, reply, payload) => {
          const left = linkSecondsLeft.get(request);
          if (reply.statusCode === 200 && left) reply.header('Cache-Control', `private, max-age=${left}`);
          return payload;
        },
      },
      async (request, reply) => {
        const { jobId, photoId } = request.params;
        const file = await service.photoFile(app.db, app.storage, jobId, photoId, request.query, size);
        linkSecondsLeft.set(request, file.secondsLeft);
        return reply
          .header('Content-Type', 'image/webp')
          .header('Content-Length', file.size)
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      },
    );
  }
};
