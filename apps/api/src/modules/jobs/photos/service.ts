/**
 * Job photos (issue 17): the client adds up to 8 to an open job of theirs and deletes any; the
 * bytes pass through lib/images.ts (upright, no metadata, WebP) before they are stored.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PHOTO_LIMITS, type JobPhoto } from '@tradewise/shared';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { processImage } from '../../../lib/images.js';
import type { Storage } from '../../../lib/storage/index.js';
import { ownJob } from '../service.js';
import { secondsLeft } from './links.js';
import { jobPhotoOf } from './list.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;
export type PhotoSize = 'full' | 'thumb';

/** Where a photo's files are stored: made from its id alone, never from anything a user sent. */
export const photoFileKey = (photoId: string, size: PhotoSize) => `job-photos/${photoId}-${size}.webp`;

async function deleteFiles(storage: Storage, photoId: string) {
  await Promise.all([storage.delete(photoFileKey(photoId, 'full')), storage.delete(photoFileKey(photoId, 'thumb'))]);
}

/** The job is the client's (404/403), open (409 JOB_NOT_OPEN) and has room (409 TOO_MANY_PHOTOS). */
async function checkRoom(db: Db, clientId: string, jobId: string) {
  const job = await ownJob(db, clientId, jobId);
  if (job.status !== 'open') throw new AppError('JOB_NOT_OPEN');
  if ((await repo.photoCount(db, jobId)).count >= PHOTO_LIMITS.perJob) throw new AppError('TOO_MANY_PHOTOS');
}

/**
 * POST /api/jobs/:jobId/photos. Who may add, and whether there is room, is checked before the
 * upload is read, and again when the photo is recorded: the job row is locked (a guarded update)
 * while its photos are counted, so of parallel uploads onto a job with 7 exactly one is kept.
 * Files stored for a photo that is then refused are deleted: nothing is kept.
 */
export async function addPhoto(
  db: Db,
  storage: Storage,
  clientId: string,
  jobId: string,
  readFile: () => Promise<Buffer | undefined>,
): Promise<JobPhoto> {
  await checkRoom(db, clientId, jobId);
  const file = await readFile();
  if (!file) throw new AppError('PHOTO_MISSING');
  const image = await processImage(file);
  const id = newId();
  await Promise.all([
    storage.put(photoFileKey(id, 'full'), image.full.data, 'image/webp'),
    storage.put(photoFileKey(id, 'thumb'), image.thumbnail.data, 'image/webp'),
  ]);
  try {
    const photo = {
      id,
      jobId,
      accessKey: randomBytes(16).toString('base64url'),
      width: image.full.width,
      height: image.full.height,
      thumbWidth: image.thumbnail.width,
      thumbHeight: image.thumbnail.height,
      createdAt: nowIso(),
    };
    const position = await db.transaction().execute(async (trx) => {
      if (!(await repo.lockOpenJob(trx, clientId, jobId, photo.createdAt))) throw new AppError('JOB_NOT_OPEN');
      const { count, lastPosition } = await repo.photoCount(trx, jobId);
      if (count >= PHOTO_LIMITS.perJob) throw new AppError('TOO_MANY_PHOTOS');
      await repo.insertPhoto(trx, { ...photo, position: lastPosition + 1 });
      return lastPosition + 1;
    });
    return jobPhotoOf({ ...photo, position });
  } catch (error) {
    await deleteFiles(storage, id);
    throw error;
  }
}

/** DELETE /api/jobs/:jobId/photos/:photoId: the job's client only, in any status; the files go too. */
export async function removePhoto(db: Db, storage: Storage, clientId: string, jobId: string, photoId: string) {
  await ownJob(db, clientId, jobId);
  const photo = await repo.findPhoto(db, jobId, photoId);
  if (!photo) throw new AppError('NOT_FOUND');
  // Detached first: if deleting a file fails, the sweeper finishes the job and the photo is never served again.
  await repo.detachPhoto(db, photoId);
  await sweepPhoto(db, storage, photoId);
}

/**
 * A photo's file, for a signed link that has not expired (links.ts), with the seconds it stays
 * good for; anything else is not found (no bytes).
 */
export async function photoFile(
  db: Db,
  storage: Storage,
  jobId: string,
  photoId: string,
  link: { expires?: number; sig?: string },
  size: PhotoSize,
) {
  const photo = await repo.findPhoto(db, jobId, photoId);
  const left = photo ? secondsLeft(photo, link.expires, link.sig) : 0;
  if (!photo || left === 0) throw new AppError('NOT_FOUND');
  const file = await storage.get(photoFileKey(photo.id, size));
  if (!file) throw new AppError('NOT_FOUND');
  return { ...file, secondsLeft: left };
}

/** Deletes a detached photo's files, then its row. */
async function sweepPhoto(db: Db, storage: Storage, photoId: string) {
  await deleteFiles(storage, photoId);
  await repo.deletePhoto(db, photoId);
}

/**
 * Deletes the photos whose job is gone (an administrator removed the job or its client, or the
 * client deleted their account): up to `limit` a round; answers how many.
 */
export async function sweepDetachedPhotos(db: Db, storage: Storage, limit = 100): Promise<number> {
  const detached = await repo.detachedPhotos(db, limit);
  for (const { id } of detached) await sweepPhoto(db, storage, id);
  return detached.length;
}
