import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A second sign-up with the same email is ignored. */
export const findSubscription = (db: Db, email: string) =>
  db.selectFrom('newsletterSubscriptions').selectAll().where('email', '=', email).executeTakeFirst();

/** A sign-up waiting for its owner's confirmation (a new one, or one asked for again). */
export async function savePendingSubscription(
  db: Db,
  subscription: { email: string; language: Language; confirmTokenHash: string; createdAt: string },
) {
  await db
    .insertInto('newsletterSubscriptions')
    .values({ ...subscription, status: 'pending' })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        status: 'pending',
        language: subscription.language,
        confirmTokenHash: subscription.confirmTokenHash,
        unsubscribedAt: null,
      }),
    )
    .execute();
}

/** The owner followed the link: confirmed, once. */
export async function confirmSubscription(db: Db, confirmTokenHash: string, unsubscribeToken: string, now: string) {
  const result = await db
    .updateTable('newsletterSubscriptions')
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, unsubscribeToken })
    .where('confirmTokenHash', '=', confirmTokenHash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unsubscribeByToken(db: Db, unsubscribeToken: string, now: string) {
  const result = await db
    .updateTable('newsletterSubscriptions')
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where('unsubscribeToken', '=', unsubscribeToken)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
