import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What a person's data export (GET /api/account/export) holds of jobs: a client's jobs and the
 * quotations on them, or a tradesperson's own quotations with the job each is for.
 */
export async function jobDataOf(db: Kysely<Database>, role: 'client' | 'tradesperson', userId: string) {
  const [jobs, quotations] = await Promise.all([
    role === 'client'
      ? db.selectFrom('jobs').selectAll().where('clientId', '=', userId).orderBy('createdAt').execute()
      : [],
    role === 'client'
      ? db
          .selectFrom('quotations')
          .innerJoin('jobs', 'jobs.id', 'quotations.jobId')
          .innerJoin('tradespeople', 'tradespeople.id', 'quotations.tradespersonId')
          .select([
            'quotations.id',
            'quotations.jobId',
            'tradespeople.businessName',
            'quotations.quotationText',
            'quotations.pricePence',
            'quotations.status',
            'quotations.createdAt',
          ])
          .where('jobs.clientId', '=', userId)
          .orderBy('quotations.createdAt')
          .execute()
      : db
          .selectFrom('quotations')
          .innerJoin('jobs', 'jobs.id', 'quotations.jobId')
          .select([
            'quotations.id',
            'quotations.jobId',
            'jobs.workType',
            'jobs.city',
            'jobs.status as jobStatus',
            'quotations.quotationText',
            'quotations.pricePence',
            'quotations.status',
            'quotations.createdAt',
          ])
          .where('quotations.tradespersonId', '=', userId)
          .orderBy('quotations.createdAt')
          .execute(),
  ]);
  return { jobs, quotations };
}
