import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, JobPhotoTable } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPhoto(db: Db, photo: Insertable<JobPhotoTable>) {
  await db.insertInto('jobPhotos').values(photo).execute();
}

/** How many photos the job has and the last position taken (-1 when none). */
export async function photoCount(db: Db, jobId: string): Promise<{ count: number; lastPosition: number }> {
  const row = await db
    .selectFrom('jobPhotos')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('last')])
    .where('jobId', '=', jobId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastPosition: row.last === null ? -1 : Number(row.last) };
}

/** The photos of these jobs, each job's in order: one query for a page of jobs. */
export const photosOfJobs = (db: Db, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('jobPhotos')
        .selectAll()
        .where('jobId', 'in', jobIds)
        .orderBy('jobId')
        .orderBy('position')
        .execute();

export const findPhoto = (db: Db, jobId: string, photoId: string) =>
  db.selectFrom('jobPhotos').selectAll().where('id', '=', photoId).where('jobId', '=', jobId).executeTakeFirst();

export async function deletePhoto(db: Db, photoId: string): Promise<boolean> {
  const result = await db.deleteFrom('jobPhotos').where('id', '=', photoId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Detaches the photos of a client's jobs (they leave): the sweeper then deletes them. */
export async function detachPhotosOfClient(db: Db, clientId: string) {
  await db
    .updateTable('jobPhotos')
    .set({ jobId: null })
    .where('jobId', 'in', (eb) => eb.selectFrom('jobs').select('id').where('clientId', '=', clientId))
    .execute();
}

/** Photos whose job was removed (a few at a time), for the sweeper. */
export const detachedPhotos = (db: Db, limit: number) =>
  db.selectFrom('jobPhotos').select('id').where('jobId', 'is', null).limit(limit).execute();

export async function detachPhoto(db: Db, photoId: string) {
  await db.updateTable('jobPhotos').set({ jobId: null }).where('id', '=', photoId).execute();
}

/**
 * Locks the client's job while it is open (a guarded update that marks it changed): photos added
 * at the same time are counted one after another. False when it is no longer open.
 */
export async function lockOpenJob(db: Db, clientId: string, jobId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ updatedAt: now })
    .where('id', '=', jobId)
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
