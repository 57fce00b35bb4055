/**
 * Admin: the administrator's dashboard, the managed lists (clients, tradespeople, jobs: edit,
 * approve, suspend, delete, and what a deletion takes with it), the inbox (contact messages, job
 * requests, newsletter) and the audit log. It orchestrates the other modules' rules (jobs' removals, requests' mapping) and writes an
 * audit entry in the same transaction as each change. Routes: /api/admin/*.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClientSchema,
  adminClientUpdateBody,
  adminJobSchema,
  adminJobsQuery,
  adminListQuery,
  adminStatsSchema,
  adminTradespeopleQuery,
  adminTradespersonSchema,
  adminTradespersonUpdateBody,
  auditEntrySchema,
  contactMessageSchema,
  deletionImpactSchema,
  idSchema,
  jobRequestEntrySchema,
  messageAnswerSchema,
  pagingQuery,
  subscriberSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as audit from './audit.js';
import { deletionImpact } from './impact.js';
import * as inbox from './inbox.js';
import * as service from './service.js';

const idParams = z.strictObject({ id: idSchema });
const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * The administrator's API. Lists keep the specified shape (an array) and are paged and searched
 * on the server: `page`, `limit` and `search` in the query, the total in `X-Total-Count`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/stats',
    { schema: { tags, security, response: { 200: adminStatsSchema, ...errorResponses(401, 403) } } },
    async () => service.stats(app.db),
  );

  app.get(
    '/api/admin/clients',
    {
      schema: {
        tags,
        security,
        querystring: adminListQuery,
        response: { 200: z.array(adminClientSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { search, ...page } = request.query;
      const { items, total } = await service.listClients(app.db, search, page);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.get(
    '/api/admin/tradespeople',
    {
      schema: {
        tags,
        security,
        querystring: adminTradespeopleQuery,
        response: { 200: z.array(adminTradespersonSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { search, status, ...page } = request.query;
      const { items, total } = await service.listTradespeople(app.db, search, status, page);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags,
        security,
        querystring: adminJobsQuery,
        response: { 200: z.array(adminJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { search, status, ...page } = request.query;
      const { items, total } = await service.listJobs(app.db, search, status, page);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.put(
    '/api/admin/clients/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: adminClientUpdateBody,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await service.updateClient(app.db, app.mailer, request.session!, request.params.id, request.body);
      return { message: englishMessage('adminManage.clientUpdated') };
    },
  );

  app.put(
    '/api/admin/tradespeople/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: adminTradespersonUpdateBody,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await service.updateTradesperson(app.db, app.mailer, request.session!, request.params.id, request.body);
      return { message: englishMessage('adminManage.tradespersonUpdated') };
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['suspend', 'suspended'],
  ] as const) {
    app.post(
      `/api/admin/tradespeople/:id/${action}`,
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await service.setTradespersonStatus(app.db, app.mailer, request.session!, request.params.id, status);
        return { message: englishMessage(`adminManage.${status}`) };
      },
    );
  }

  for (const [path, remove, messageKey] of [
    ['clients', service.deleteClient, 'adminManage.clientDeleted'],
    [
      'tradespeople',
      // Its profile's pictures are in storage too.
      (...[db, admin, id]: Parameters<typeof service.deleteClient>) =>
        service.deleteTradesperson(db, app.storage, admin, id),
      'adminManage.tradespersonDeleted',
    ],
    ['jobs', service.deleteJob, 'adminManage.jobDeleted'],
  ] as const) {
    app.delete(
      `/api/admin/${path}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await remove(app.db, request.session!, request.params.id);
        return { message: englishMessage(messageKey) };
      },
    );
  }

  for (const kind of ['clients', 'tradespeople', 'jobs'] as const) {
    app.get(
      `/api/admin/${kind}/:id/deletion`,
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: deletionImpactSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => deletionImpact(app.db, kind, request.params.id),
    );
  }

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags,
        security,
        querystring: pagingQuery,
        response: { 200: z.array(contactMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await inbox.listContactMessages(app.db, request.query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await inbox.markMessageRead(app.db, request.session!, request.params.id);
      return { message: englishMessage('adminInbox.markedRead') };
    },
  );

  app.get(
    '/api/admin/job-requests',
    {
      schema: {
        tags,
        security,
        querystring: pagingQuery,
        response: { 200: z.array(jobRequestEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await inbox.listJobRequests(app.db, request.query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.get(
    '/api/admin/newsletter',
    { schema: { tags, security, response: { 200: z.array(subscriberSchema), ...errorResponses(401, 403) } } },
    async () => inbox.listSubscribers(app.db),
  );

  app.get(
    '/api/admin/newsletter.csv',
    { schema: { tags, security, response: { 200: z.string(), ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      const csv = await inbox.subscribersCsv(app.db, app.mailer);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => audit.latestAudit(app.db, request.query.limit),
  );

  app.get(
    '/api/admin/audit.csv',
    { schema: { tags, security, response: { 200: z.string(), ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      const csv = await audit.auditCsv(app.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
};
