import type { Kysely } from 'kysely';
import type { Language } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken, nowIso } from '../../lib/ids.js';
import type { Mailer } from '../mail/index.js';
import * as repo from './newsletter-repository.js';

type Db = Kysely<Database>;

/**
 * POST /api/newsletter: double opt-in. A new or lapsed address is emailed a confirmation link and
 * receives nothing else until its owner follows it; a confirmed one is left as it is. The answer is
 * the same in every case, so it tells nobody who subscribes.
 */
export async function subscribe(db: Db, mailer: Mailer, email: string, language: Language = 'en') {
  const existing = await repo.findSubscription(db, email);
  if (existing?.status === 'confirmed') return;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await repo.savePendingSubscription(trx, {
      email,
      language,
      confirmTokenHash: hashToken(token),
      createdAt: nowIso(),
    });
    await mailer.queue(trx, {
      kind: 'newsletterConfirm',
      to: email,
      language,
      // A subscriber may have no account: the footer says why they get it.
      footer: 'email.footerNewsletter',
      actionUrl: mailer.link(`/newsletter/confirm?token=${token}`),
    });
  });
}

/** POST /api/newsletter/confirm: the owner confirms; from then on each newsletter can unsubscribe. */
export async function confirm(db: Db, token: string) {
  if (!(await repo.confirmSubscription(db, hashToken(token), newToken(), nowIso()))) {
    throw new AppError('TOKEN_INVALID');
  }
}

/** The unsubscribe link of a newsletter (its token is the subscription's). */
export const unsubscribe = (db: Db, token: string) => repo.unsubscribeByToken(db, token, nowIso());
