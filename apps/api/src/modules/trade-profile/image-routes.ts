/**
 * The trade profile's pictures: the owner's portrait (PUT/DELETE /api/trade-profile/portrait) and
 * portfolio (POST /api/trade-profile/portfolio, PATCH/DELETE /api/trade-profile/portfolio/:photoId),
 * uploads as multipart with one file in the field `file`; and the public images of an approved
 * tradesperson (GET /api/tradespeople/:id/images/:imageId and .../thumbnail).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, ownTradeProfileSchema, portfolioCaptionSchema } from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import { acceptUploads, uploadedFile, withinAccountLimit } from '../../plugins/uploads.js';
import * as images from './images.js';

const tags = ['trade-profile'];
const security = [{ bearer: [] }];
const photoParams = z.strictObject({ photoId: idSchema });
const imageParams = z.strictObject({ id: idSchema, imageId: idSchema });
/** A public profile's image never changes under its address (a new upload gets a new id). */
const CACHE_CONTROL = 'public, max-age=86400';

export const tradeProfileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const owner = app.requireRole('tradesperson');
  const upload = { consumes: ['multipart/form-data'], tags, security };
  const answers = (...statuses: number[]) => ({ 200: ownTradeProfileSchema, ...errorResponses(...statuses) });

  app.put(
    '/api/trade-profile/portrait',
    { onRequest: owner, schema: { ...upload, response: answers(400, 401, 403, 413, 415, 429) } },
    async (request) =>
      withinAccountLimit(request, async () =>
        images.setPortrait(app.db, app.storage, request.session!, await uploadedFile(request)),
      ),
  );

  app.delete(
    '/api/trade-profile/portrait',
    { onRequest: owner, schema: { tags, security, response: answers(401, 403) } },
    async (request) => images.removePortrait(app.db, app.storage, request.session!),
  );

  app.post(
    '/api/trade-profile/portfolio',
    { onRequest: owner, schema: { ...upload, response: answers(400, 401, 403, 409, 413, 415, 429) } },
    async (request) =>
      withinAccountLimit(request, async () =>
        images.addPortfolioPhoto(app.db, app.storage, request.session!, await uploadedFile(request)),
      ),
  );

  app.patch(
    '/api/trade-profile/portfolio/:photoId',
    {
      onRequest: owner,
      schema: {
        tags,
        security,
        params: photoParams,
        body: portfolioCaptionSchema,
        response: answers(400, 401, 403, 404, 413, 415),
      },
    },
    async (request) => images.setCaption(app.db, request.session!, request.params.photoId, request.body.caption),
  );

  app.delete(
    '/api/trade-profile/portfolio/:photoId',
    { onRequest: owner, schema: { tags, security, params: photoParams, response: answers(400, 401, 403, 404) } },
    async (request) => images.removePortfolioPhoto(app.db, app.storage, request.session!, request.params.photoId),
  );

  for (const [suffix, size] of [
    ['', 'full'],
    ['/thumbnail', 'thumb'],
  ] as const) {
    app.get(
      `/api/tradespeople/:id/images/:imageId${suffix}`,
      {
        schema: { tags, params: imageParams, response: { 200: z.any(), ...errorResponses(400, 404) } },
        // After the API-wide no-store (security plugin); a refusal keeps no-store.
        onSend: async (_request, reply, payload) => {
          if (reply.statusCode === 200) reply.header('Cache-Control', CACHE_CONTROL);
          return payload;
        },
      },
      async (request, reply) => {
        const file = await images.publicImage(app.db, app.storage, request.params.id, request.params.imageId, size);
        return reply
          .header('Content-Type', 'image/webp')
          .header('Content-Length', file.size)
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      },
    );
  }
};
