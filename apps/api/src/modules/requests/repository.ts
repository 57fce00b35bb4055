import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContactMessageTable, Database, JobRequestTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertJobRequest(db: Db, request: Insertable<JobRequestTable>) {
  await db.insertInto('jobRequests').values(request).execute();
}

export const findRequest = (db: Db, id: string) =>
  db.selectFrom('jobRequests').selectAll().where('id', '=', id).executeTakeFirst();

/** Requests still waiting ('new') that were made with this email, newest first. */
export const newRequestsBy = (db: Db, email: string, limit: number) =>
  db
    .selectFrom('jobRequests')
    .selectAll()
    .where('email', '=', email)
    .where('status', '=', 'new')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();

/** Moves a waiting request made with this email on; false when there is no such request. */
export async function closeRequest(
  db: Db,
  id: string,
  email: string,
  change: { status: 'published'; jobId: string } | { status: 'dismissed' },
): Promise<boolean> {
  const result = await db
    .updateTable('jobRequests')
    .set(change)
    .where('id', '=', id)
    .where('email', '=', email)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A deleted job leaves the request it was published from, which keeps its 'published' status. */
export async function unlinkJob(db: Db, jobId: string) {
  await db.updateTable('jobRequests').set({ jobId: null }).where('jobId', '=', jobId).execute();
}

export async function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>) {
  await db.insertInto('contactMessages').values(message).execute();
}

/** The home-page requests sent from an address: erased with the account that owns it. */
export async function deleteRequestsBy(db: Db, email: string) {
  await db.deleteFrom('jobRequests').where('email', '=', email).execute();
}

export const requestsBy = (db: Db, email: string) =>
  db.selectFrom('jobRequests').selectAll().where('email', '=', email).orderBy('createdAt').execute();
