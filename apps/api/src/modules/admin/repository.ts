import type { Insertable, Kysely, SelectQueryBuilder, Transaction, Updateable } from 'kysely';
import type { JobStatus, TradespersonStatus } from '@tradewise/shared';
import type { AuditLogTable, ClientTable, Database, TradespersonTable } from '../../db/schema.js';
import { containsIgnoringCase } from '../../db/create-db.js';

type Db = Kysely<Database> | Transaction<Database>;
export interface Page {
  page: number;
  limit: number;
}

/** How many rows a query would answer (its selection and order set aside). */
async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  const { n } = (await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number };
  return Number(n);
}

async function paged<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, { page, limit }: Page) {
  const rows = await query
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: await countRows(query) };
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

export async function countBy<T extends 'tradespeople' | 'jobs'>(db: Db, table: T) {
  const rows = await db
    .selectFrom(table as 'jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Record<string, number>;
}

export const countClients = (db: Db) => countRows(db.selectFrom('clients').selectAll());

export const countSubscribers = (db: Db) => countRows(db.selectFrom('newsletterSubscriptions').selectAll());

export const countUnreadMessages = (db: Db) =>
  countRows(db.selectFrom('contactMessages').selectAll().where('readAt', 'is', null));

export const countNewJobRequests = (db: Db) =>
  countRows(db.selectFrom('jobRequests').selectAll().where('status', '=', 'new'));

// ---- accounts as the administrator manages them ----

export const findAdminEmail = async (db: Db, id: string) =>
  (await db.selectFrom('admins').select('email').where('id', '=', id).executeTakeFirst())?.email;

export const findClient = (db: Db, id: string) =>
  db.selectFrom('clients').select('email').where('id', '=', id).executeTakeFirst();

export const findTradesperson = (db: Db, id: string) =>
  db.selectFrom('tradespeople').select(['email', 'status']).where('id', '=', id).executeTakeFirst();

/** Writes an edited client or tradesperson; false when there is no such person. */
export async function updateAccount(
  db: Db,
  table: 'clients' | 'tradespeople',
  id: string,
  values: Updateable<ClientTable> | Updateable<TradespersonTable>,
): Promise<boolean> {
  const result = await db.updateTable(table).set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's email as it is now (before an edit that may change it). */
export async function findEmail(db: Db, table: 'clients' | 'tradespeople', id: string) {
  const row = await db.selectFrom(table).select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}

export async function setTradespersonStatus(db: Db, id: string, status: TradespersonStatus, now: string) {
  await db.updateTable('tradespeople').set({ status, updatedAt: now }).where('id', '=', id).execute();
}

export async function deleteAccount(db: Db, table: 'clients' | 'tradespeople', id: string) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

// ---- inbox and audit ----

export const findContactMessage = (db: Db, id: string) =>
  db.selectFrom('contactMessages').select(['email', 'readAt']).where('id', '=', id).executeTakeFirst();

export async function markMessageRead(db: Db, id: string, now: string) {
  await db.updateTable('contactMessages').set({ readAt: now }).where('id', '=', id).execute();
}

/** Every sign-up with its state (never its tokens). */
export const listSubscribers = (db: Db) =>
  db
    .selectFrom('newsletterSubscriptions')
    .select(['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('email')
    .execute();

/** Who may be sent the newsletter: confirmed, not unsubscribed; with the token of their unsubscribe link. */
export const listConfirmedSubscribers = (db: Db) =>
  db
    .selectFrom('newsletterSubscriptions')
    .select(['email', 'language', 'confirmedAt', 'unsubscribeToken'])
    .where('status', '=', 'confirmed')
    .orderBy('confirmedAt')
    .orderBy('email')
    .execute();

export async function insertAudit(db: Db, entry: Insertable<AuditLogTable>) {
  await db.insertInto('auditLog').values(entry).execute();
}

/** When an administrator last read each of these targets, by id. */
export async function lastReads(db: Db, targetType: AuditLogTable['targetType'], ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('auditLog')
    .select((eb) => ['targetId', eb.fn.max('createdAt').as('readAt')])
    .where('targetType', '=', targetType)
    .where('action', '=', 'read')
    .where('targetId', 'in', ids)
    .groupBy('targetId')
    .execute();
  return new Map(rows.map((row) => [row.targetId, String(row.readAt)]));
}

export const latestAudit = (db: Db, limit: number) =>
  db.selectFrom('auditLog').selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();

/** The whole log, newest first (the CSV export). */
export const allAudit = (db: Db) =>
  db.selectFrom('auditLog').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
