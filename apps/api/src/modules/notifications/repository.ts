import type { Kysely, Transaction } from 'kysely';
import type { Role, Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isLive } from '../trade-profile/index.js';

type Db = Kysely<Database> | Transaction<Database>;

const TABLES = { client: 'clients', tradesperson: 'tradespeople', admin: 'admins' } as const;

export async function readPreferences(db: Db, role: Role, id: string): Promise<string | undefined> {
  const row = await db.selectFrom(TABLES[role]).select('notifications').where('id', '=', id).executeTakeFirst();
  return row?.notifications;
}

export async function savePreferences(db: Db, role: Role, id: string, notifications: string, now: string) {
  await db.updateTable(TABLES[role]).set({ notifications, updatedAt: now }).where('id', '=', id).execute();
}

/** A job with its client: what the emails about it say, and to whom. */
export const jobWithClient = (db: Db, jobId: string) =>
  db
    .selectFrom('jobs')
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .select([
      'jobs.id',
      'jobs.workType',
      'jobs.street',
      'jobs.city',
      'jobs.postcode',
      'jobs.postcodeArea',
      'jobs.postcodeDistrict',
      'jobs.postcodeOutward',
      'jobs.jobDescription',
      'jobs.quotationCount',
      'clients.id as clientId',
      'clients.name as clientName',
      'clients.email as clientEmail',
      'clients.phoneNumber as clientPhone',
      'clients.language as clientLanguage',
      'clients.notifications as clientNotifications',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();

/** The tradespeople who quoted on a job, with their quotation. */
export const quotersOf = (db: Db, jobId: string) =>
  db
    .selectFrom('quotations')
    .innerJoin('tradespeople', 'tradespeople.id', 'quotations.tradespersonId')
    .select([
      'quotations.id as quotationId',
      'quotations.status',
      'quotations.pricePence',
      'tradespeople.id',
      'tradespeople.name',
      'tradespeople.email',
      'tradespeople.businessName',
      'tradespeople.language',
      'tradespeople.notifications',
    ])
    .where('quotations.jobId', '=', jobId)
    .execute();

export const tradesperson = (db: Db, id: string) =>
  db
    .selectFrom('tradespeople')
    .select(['id', 'name', 'email', 'businessName', 'trade', 'language', 'notifications'])
    .where('id', '=', id)
    .executeTakeFirst();

export const admins = (db: Db) =>
  db.selectFrom('admins').select(['id', 'email', 'language', 'notifications']).execute();

/** Live (approved, insured) tradespeople of a trade whose coverage names one of these areas or districts. */
export const tradespeopleCovering = (db: Db, trade: Trade, places: string[]) =>
  db
    .selectFrom('tradespeople')
    .select(['id', 'name', 'email', 'language', 'notifications'])
    .where('trade', '=', trade)
    .where(isLive())
    .where((eb) => eb.or(places.map((place) => eb('coverage', 'like', `%"${place}"%`))))
    .execute();

/** Live tradespeople who chose a daily email of new jobs and have not had one for a day. */
export const dueForDigest = (db: Db, dayAgo: string) =>
  db
    .selectFrom('tradespeople')
    .select(['id', 'name', 'email', 'language', 'notifications', 'jobDigestAt'])
    .where(isLive())
    .where('notifications', 'like', '%"newJobs":"daily"%')
    .where((eb) => eb.or([eb('jobDigestAt', 'is', null), eb('jobDigestAt', '<=', dayAgo)]))
    .limit(100)
    .execute();

/** Takes the tradesperson's digest for this round, unless another server took it first. */
export async function claimDigest(db: Db, id: string, previous: string | null, now: string) {
  const result = await db
    .updateTable('tradespeople')
    .set({ jobDigestAt: now })
    .where('id', '=', id)
    .where((eb) => (previous === null ? eb('jobDigestAt', 'is', null) : eb('jobDigestAt', '=', previous)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
