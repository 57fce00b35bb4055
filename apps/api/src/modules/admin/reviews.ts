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
    await audit(trx, admin, 'hide', 'review', id, `Hid a ${before.rating}-star review (reason: ${reason})`);
    return reviews.adminReview(trx, id);
  });
}

/** Shows a review again, or keeps a reported one, with its audit entry. */
export async function restoreReview(db: Db, admin: Session, id: string) {
  return db.transaction().execute(async (trx) => {
    const before = await reviews.restoreReview(trx, id);
    const summary =
      before.status === 'hidden'
        ? `Restored a ${before.rating}-star review`
        : `Kept a reported ${before.rating}-star review published`;
    await audit(trx, admin, 'restore', 'review', id, summary);
    return reviews.adminReview(trx, id);
  });
}
