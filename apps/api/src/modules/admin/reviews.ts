import type { Kysely } from 'kysely';
import type { ReviewHideReason } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';
import type { Mailer } from '../mail/index.js';
import * as reviews from '../reviews/index.js';
import { audit } from './audit.js';

type Db = Kysely<Database>;

export const listReviews = reviews.adminReviews;

/** Hides a review behind a public reason, in one transaction with its audit entry. */
export async function hideReview(db: Db, mailer: Mailer, admin: Session, id: string, reason: ReviewHideReason) {
  return db.transaction().execute(async (trx) => {
    const before = await reviews.hideReview(trx, mailer, id, reason);
    await audit(trx, admin, id, { kind: 'review_hidden', fields: { stars: before.rating, reason } });
    return reviews.adminReview(trx, id);
  });
}

/** Shows a review again, or keeps a reported one, with its audit entry. */
export async function restoreReview(db: Db, admin: Session, id: string) {
  return db.transaction().execute(async (trx) => {
    const before = await reviews.restoreReview(trx, id);
    const kind = before.status === 'hidden' ? 'review_restored' : 'review_kept';
    await audit(trx, admin, id, { kind, fields: { stars: before.rating } });
    return reviews.adminReview(trx, id);
  });
}
