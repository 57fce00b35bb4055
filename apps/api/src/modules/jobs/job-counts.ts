/**
 * GET /api/jobs/counts: how many of the signed-in client's jobs are open, hired, completed and
 * cancelled, for the dashboard's filter (each list itself is GET /api/jobs?status=).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { clientJobCountsSchema, type ClientJobCounts } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { errorResponses } from '../../plugins/error-schema.js';

export async function clientJobCounts(db: Kysely<Database>, clientId: string): Promise<ClientJobCounts> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('clientId', '=', clientId)
    .groupBy('status')
    .execute();
  const counts: ClientJobCounts = { open: 0, hired: 0, completed: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export const jobCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/counts',
    {
      onRequest: app.requireRole('client'),
      schema: {
        tags: ['jobs'],
        security: [{ bearer: [] }],
        response: { 200: clientJobCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => clientJobCounts(app.db, request.session!.userId),
  );
};
