import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { JobStatus, TradespersonStatus } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { containsIgnoringCase } from '../../db/create-db.js';

type Db = Kysely<Database> | Transaction<Database>;
export interface Page {
  page: number;
  limit: number;
}

async function paged<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, { page, limit }: Page) {
  const { total } = (await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number };
  const rows = await query
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

export function listClients(db: Db, search: string | undefined, page: Page) {
  let query = db
    .selectFrom('clients')
    .select(['id', 'name', 'email', 'phoneNumber', 'street', 'city', 'postcode', 'createdAt'])
    .select((eb) =>
      eb
        .selectFrom('jobs')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('jobs.clientId', '=', 'clients.id')
        .as('jobCount'),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id');
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('clients.name', search),
        containsIgnoringCase('clients.email', search),
        containsIgnoringCase('clients.postcode', search),
      ]),
    );
  }
  return paged(query, page);
}

export function listTradespeople(
  db: Db,
  search: string | undefined,
  status: TradespersonStatus | undefined,
  page: Page,
) {
  let query = db.selectFrom('tradespeople').selectAll().orderBy('createdAt', 'desc').orderBy('id');
  if (status) query = query.where('status', '=', status);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('tradespeople.name', search),
        containsIgnoringCase('tradespeople.email', search),
        containsIgnoringCase('tradespeople.businessName', search),
        containsIgnoringCase('tradespeople.trade', search),
      ]),
    );
  }
  return paged(query, page);
}

export function listJobs(db: Db, search: string | undefined, status: JobStatus | undefined, page: Page) {
  let query = db
    .selectFrom('jobs')
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .selectAll('jobs')
    .select(['clients.name as clientName', 'clients.email as clientEmail'])
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id');
  if (status) query = query.where('jobs.status', '=', status);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('jobs.jobDescription', search),
        containsIgnoringCase('jobs.workType', search),
        containsIgnoringCase('jobs.city', search),
        containsIgnoringCase('jobs.postcode', search),
        containsIgnoringCase('clients.email', search),
      ]),
    );
  }
  return paged(query, page);
}

/** The inbox lists, newest first, paged with their totals like every other admin list. */
export const listContactMessages = (db: Db, page: Page) =>
  paged(db.selectFrom('contactMessages').selectAll().orderBy('createdAt', 'desc').orderBy('id'), page);

export const listJobRequests = (db: Db, page: Page) =>
  paged(db.selectFrom('jobRequests').selectAll().orderBy('createdAt', 'desc').orderBy('id'), page);

export async function quotationsWithTradespeople(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('quotations as q')
    .innerJoin('tradespeople as t', 't.id', 'q.tradespersonId')
    .select([
      'q.id',
      'q.jobId',
      'q.quotationText',
      'q.pricePence',
      'q.status',
      'q.createdAt',
      't.id as tradespersonId',
      't.name',
      't.email',
    ])
    .where('q.jobId', 'in', jobIds)
    .orderBy('q.createdAt')
    .execute();
}

export async function countBy<T extends 'tradespeople' | 'jobs'>(db: Db, table: T) {
  const rows = await db
    .selectFrom(table as 'jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Record<string, number>;
}

export async function count(db: Db, table: 'clients' | 'newsletterSubscriptions') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
