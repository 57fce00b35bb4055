import { sql, type Kysely } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { sqlDistanceFrom } from '../../db/distance.js';
import { boundingBox, type Centre } from '../../lib/outcodes.js';
import { isLive } from '../trade-profile/index.js';

type Db = Kysely<Database>;

/** Every live tradesperson with what decides where they reach (base, radius, added areas) and when they last changed. */
export const liveReach = (db: Db, now: Date) =>
  db
    .selectFrom('tradespeople')
    .select(['id', 'trade', 'baseLatitude', 'baseLongitude', 'radiusMiles', 'coverage', 'updatedAt'])
    .where(isLive(now))
    .orderBy('id')
    .execute();

/** Jobs of a trade posted since `since` (any status) whose postcode's centre is within `miles` of `centre`. */
export async function jobsPostedNear(db: Db, trade: Trade, centre: Centre, miles: number, since: string) {
  const box = boundingBox(centre, miles);
  const distance = sqlDistanceFrom(centre, { latitude: 'latitude', longitude: 'longitude' });
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workType', '=', trade)
    .where('createdAt', '>=', since)
    .where('latitude', '>=', box.minLatitude)
    .where('latitude', '<=', box.maxLatitude)
    .where('longitude', '>=', box.minLongitude)
    .where('longitude', '<=', box.maxLongitude)
    .where(sql<boolean>`${distance} <= ${sql.lit(miles)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A tradesperson's latest published review (hidden ones never), read from the front of reviews_tradesperson_idx. */
export const latestPublishedReview = (db: Db, tradespersonId: string) =>
  db
    .selectFrom('reviews')
    .select(['text', 'rating', 'createdAt'])
    .where('tradespersonId', '=', tradespersonId)
    .where('status', '=', 'published')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
