/**
 * GET /api/jobs/counts: how many of the signed-in client's jobs are open, hired, completed and
 * cancelled, for the dashboard's filter (each list itself is GET /api/jobs?status=).
 */
import type { Kysely } from 'kysely';
import type { ClientJobCounts } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';

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
