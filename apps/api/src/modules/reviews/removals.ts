/**
 * What becomes of reviews when an account is deleted, whoever deletes it (its owner or an
 * administrator): a review goes with either of its two accounts, with its reports and the request
 * for it, and the tradesperson's figures are summed up again. One rule for both ways of leaving
 * (docs/spec-deviations.md); each runs inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountRatings } from './figures.js';

type Trx = Transaction<Database>;

/** A client's reviews and review requests go; the tradespeople they reviewed are recounted. */
export async function removeReviewsOfClient(trx: Trx, clientId: string) {
  const removed = await trx
    .deleteFrom('reviews')
    .where('clientId', '=', clientId)
    .returning('tradespersonId')
    .execute();
  await trx.deleteFrom('reviewRequests').where('clientId', '=', clientId).execute();
  for (const id of new Set(removed.map((row) => row.tradespersonId))) await recountRatings(trx, id);
}

/** The reviews of a tradesperson and the requests for them go; their figures come to nothing. */
export async function removeReviewsOfTradesperson(trx: Trx, tradespersonId: string) {
  await trx.deleteFrom('reviews').where('tradespersonId', '=', tradespersonId).execute();
  await trx.deleteFrom('reviewRequests').where('tradespersonId', '=', tradespersonId).execute();
  await recountRatings(trx, tradespersonId);
}
