/**
 * Visit calendars (issue 42): GET and PUT /api/visit-calendar (the two-hour reminder choice),
 * POST /api/visit-calendar/feed (a new private feed address, the old one ending) and DELETE it;
 * GET /api/calendar-feeds/:token/visits.ics, the feed itself, answers 404 for an unknown or
 * revoked token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedParams,
  calendarFeedSchema,
  visitCalendarSchema,
  visitCalendarSettingsSchema,
} from '@tradewise/shared';
import { errorResponses } from '../../plugins/error-schema.js';
import * as feeds from './feeds.js';

const security = [{ bearer: [] }];
const tags = ['visits'];

export const visitFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const sides = app.requireRole('client', 'tradesperson');

  app.get(
    '/api/visit-calendar',
    {
      onRequest: sides,
      schema: { tags, security, response: { 200: visitCalendarSchema, ...errorResponses(401, 403) } },
    },
    async (request) => feeds.calendarSettings(app.db, request.session!),
  );

  app.put(
    '/api/visit-calendar',
    {
      onRequest: sides,
      schema: {
        tags,
        security,
        body: visitCalendarSettingsSchema,
        response: { 200: visitCalendarSchema, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => feeds.saveSettings(app.db, request.session!, request.body),
  );

  app.post(
    '/api/visit-calendar/feed',
    {
      onRequest: sides,
      schema: { tags, security, response: { 201: calendarFeedSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => reply.code(201).send(await feeds.renewFeed(app.db, app.mailer, request.session!)),
  );

  app.delete(
    '/api/visit-calendar/feed',
    { onRequest: sides, schema: { tags, security, response: { 204: z.null(), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await feeds.revokeFeed(app.db, request.session!);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar-feeds/:token/visits.ics',
    { schema: { tags, params: calendarFeedParams, response: { 200: z.string(), ...errorResponses(400, 404) } } },
    async (request, reply) => {
      const text = await feeds.feedOf(app.db, app.mailer, request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(text);
    },
  );
};
