/**
 * Notifications: the optional emails about jobs and accounts (notify.ts), each person's choice of
 * them, and the one-click unsubscribe. Routes: GET/PUT /api/account/notifications, POST
 * /api/unsubscribe?token= (from the web page) and POST /unsubscribe?token= (RFC 8058: a mail
 * client posts `List-Unsubscribe=One-Click` as a form to the link in the header).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema, notificationPreferencesSchema, unsubscribeQuerySchema } from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();
  app.get(
    '/api/account/notifications',
    {
      onRequest: signedIn,
      schema: { tags, security, response: { 200: notificationPreferencesSchema, ...errorResponses(401) } },
    },
    async (request) => service.preferencesOf(app.db, request.session!),
  );

  app.put(
    '/api/account/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => service.changePreferences(app.db, request.session!, request.body),
  );

  // The one-click unsubscribe arrives as a form post from mail clients; its body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  // The link in the email (and its List-Unsubscribe header) is the web page /unsubscribe?token=,
  // which asks before it posts to /api/unsubscribe; a mail client's one-click POST goes to the
  // page's own address. Both turn the topic off.
  for (const path of ['/api/unsubscribe', '/unsubscribe']) {
    app.post(
      path,
      {
        config: app.formRateLimit,
        schema: {
          tags,
          hide: path === '/unsubscribe',
          querystring: unsubscribeQuerySchema,
          response: { 200: messageAnswerSchema, ...errorResponses(400, 413, 415, 429) },
        },
      },
      async (request) => {
        await service.unsubscribe(app.db, request.query.token);
        return { message: englishMessage('recovery.unsubscribed') };
      },
    );
  }
};
