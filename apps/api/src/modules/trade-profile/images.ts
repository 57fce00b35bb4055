/**
 * A tradesperson's portrait (one, replaced on re-upload) and portfolio (up to 24 photos with
 * captions). Each upload goes through lib/images.ts (upright, no metadata, WebP 1600 px, a portrait
 * 960 px, and a 400 px thumbnail) before it is stored; every image gets a new id, so its public
 * address never changes what it shows.
 */
import type { Kysely, Transaction } from 'kysely';
import { TRADE_PROFILE_LIMITS } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { PORTRAIT_SIZE, processImage, type ProcessedImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { requireOpenSession, type Session } from '../sessions/index.js';
import * as repo from './repository.js';
import { ownProfile } from './service.js';

type Db = Kysely<Database>;
export type ImageSize = 'full' | 'thumb';

/** Where an image's files are stored: made from its id alone, never from anything a user sent. */
const fileKey = (imageId: string, size: ImageSize) => `trade-profiles/${imageId}-${size}.webp`;

async function deleteFiles(storage: Storage, imageId: string) {
  await Promise.all([storage.delete(fileKey(imageId, 'full')), storage.delete(fileKey(imageId, 'thumb'))]);
}

/** Reads, processes and stores an upload; answers its new id and the processed image. */
async function storeUpload(storage: Storage, file: Buffer | undefined, fullSize?: number) {
  if (!file) throw new AppError('PHOTO_MISSING');
  const image = await processImage(file, fullSize);
  const id = newId();
  await Promise.all([
    storage.put(fileKey(id, 'full'), image.full.data, 'image/webp'),
    storage.put(fileKey(id, 'thumb'), image.thumbnail.data, 'image/webp'),
  ]);
  return { id, image };
}

/** Runs `record` for a stored upload; if it fails, the files go and nothing is kept. */
async function keepOrDelete(storage: Storage, id: string, record: () => Promise<void>) {
  try {
    await record();
  } catch (error) {
    await deleteFiles(storage, id);
    throw error;
  }
}

/** PUT /api/trade-profile/portrait: the new portrait replaces the old, whose files are deleted. */
export async function setPortrait(db: Db, storage: Storage, session: Session, file: Buffer | undefined) {
  const tradespersonId = session.userId;
  const { id, image } = await storeUpload(storage, file, PORTRAIT_SIZE);
  let previous: string | null = null;
  await keepOrDelete(storage, id, () =>
    db.transaction().execute(async (trx) => {
      await requireOpenSession(trx, session);
      await repo.lockProfile(trx, tradespersonId, nowIso());
      previous = (await repo.findProfile(trx, tradespersonId))?.portraitId ?? null;
      await repo.setPortrait(trx, tradespersonId, portraitColumns(id, image));
    }),
  );
  if (previous) await deleteFiles(storage, previous);
  return ownProfile(db, session);
}

const portraitColumns = (id: string, image: ProcessedImage) => ({
  portraitId: id,
  portraitWidth: image.full.width,
  portraitHeight: image.full.height,
});

/** DELETE /api/trade-profile/portrait */
export async function removePortrait(db: Db, storage: Storage, session: Session) {
  const previous = (await repo.findProfile(db, session.userId))?.portraitId;
  if (previous) {
    await repo.setPortrait(db, session.userId, { portraitId: null, portraitWidth: null, portraitHeight: null });
    await deleteFiles(storage, previous);
  }
  return ownProfile(db, session);
}

/**
 * POST /api/trade-profile/portfolio: one more photo, while there are fewer than 24. Counted before
 * the upload is read, and again with the profile row held, so parallel uploads cannot pass 24.
 */
export async function addPortfolioPhoto(db: Db, storage: Storage, session: Session, file: Buffer | undefined) {
  const tradespersonId = session.userId;
  const full = () => new AppError('PORTFOLIO_FULL');
  if ((await repo.portfolioCount(db, tradespersonId)) >= TRADE_PROFILE_LIMITS.portfolioMax) throw full();
  const { id, image } = await storeUpload(storage, file);
  await keepOrDelete(storage, id, () =>
    db.transaction().execute(async (trx) => {
      const createdAt = nowIso();
      await requireOpenSession(trx, session);
      await repo.lockProfile(trx, tradespersonId, createdAt);
      if ((await repo.portfolioCount(trx, tradespersonId)) >= TRADE_PROFILE_LIMITS.portfolioMax) throw full();
      const { width, height } = image.full;
      await repo.insertPortfolioPhoto(trx, { id, tradespersonId, caption: '', width, height, createdAt });
    }),
  );
  return ownProfile(db, session);
}

/** PATCH /api/trade-profile/portfolio/:photoId */
export async function setCaption(db: Db, session: Session, photoId: string, caption: string) {
  if (!(await repo.setCaption(db, session.userId, photoId, caption))) throw new AppError('NOT_FOUND');
  return ownProfile(db, session);
}

/** DELETE /api/trade-profile/portfolio/:photoId: the row, then its files. */
export async function removePortfolioPhoto(db: Db, storage: Storage, session: Session, photoId: string) {
  if (!(await repo.deletePortfolioPhoto(db, session.userId, photoId))) throw new AppError('NOT_FOUND');
  await deleteFiles(storage, photoId);
  return ownProfile(db, session);
}

/**
 * Erases a leaving tradesperson's profile (words, credentials, portrait, portfolio) in the caller's
 * transaction; answers what deletes the image files once that transaction has committed.
 */
export async function eraseProfile(trx: Transaction<Database>, storage: Storage, tradespersonId: string) {
  const imageIds = await repo.eraseProfile(trx, tradespersonId);
  return () => Promise.all(imageIds.map((id) => deleteFiles(storage, id))).then(() => undefined);
}

/** An image of an approved tradesperson's public profile; anything else is not found. */
export async function publicImage(db: Db, storage: Storage, tradespersonId: string, imageId: string, size: ImageSize) {
  if (!(await repo.isPublicImage(db, tradespersonId, imageId))) throw new AppError('NOT_FOUND');
  const file = await storage.get(fileKey(imageId, size));
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
