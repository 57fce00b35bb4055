import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../schema.js';
import type { Storage } from '../../lib/storage/index.js';
import { addPhoto } from '../../modules/jobs/index.js';
import { DEMO_JOBS } from './demo-data.js';
import * as scenes from './job-photo-scenes.js';

/** Which open demo jobs (by their description in DEMO_JOBS) get photos, and which. */
const PHOTOS: [description: string, scenes: (() => string)[]][] = [
  ['Bathroom refit', [scenes.basinDripping, scenes.crackedTile]],
  ['Fit three internal oak doors', [scenes.stickingDoor]],
  ['A few slipped slates', [scenes.slippedSlates, scenes.leakingGutter]],
  ['Rebuild a 6 metre garden wall', [scenes.fallenWall]],
  ['Lay a new lawn', [scenes.gardenToLay, scenes.brokenFence]],
  ['Cracked double-glazed unit', [scenes.crackedWindow]],
  ['Annual boiler service', [scenes.boiler]],
  ['Replace the front door lock', [scenes.frontDoorLock]],
];

/** A scene as the JPEG a phone would send. */
const render = (scene: () => string) => sharp(Buffer.from(scene())).jpeg({ quality: 85 }).toBuffer();

/**
 * Gives some open demo jobs 1-3 photos (issue 17), added as their client adds one: through the
 * photos service (image pipeline, storage, access key), so they are stored and served like any
 * upload. Runs after the demo data is committed (the service opens its own transactions).
 */
export async function seedJobPhotos(db: Kysely<Database>, storage: Storage) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'clientId', 'jobDescription'])
    .where('status', '=', 'open')
    .where(
      'jobDescription',
      'in',
      DEMO_JOBS.map((job) => job.description),
    )
    .execute();
  await Promise.all(
    PHOTOS.map(async ([start, drawings]) => {
      const job = jobs.find((row) => row.jobDescription.startsWith(start));
      if (!job) throw new Error(`demo photos: no open demo job "${start}"`);
      // One after another on a job, so they keep their order.
      for (const drawing of drawings) {
        const bytes = await render(drawing);
        await addPhoto(db, storage, job.clientId, job.id, async () => bytes);
      }
    }),
  );
}
