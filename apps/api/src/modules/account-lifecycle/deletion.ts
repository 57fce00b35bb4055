import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage/index.js';
import type { Session } from '../../plugins/auth.js';
import { checkOwnPassword, eraseAccount, recipient } from '../accounts/index.js';
import { closeJobsOfLeavingClient, withdrawPendingQuotationsOf } from '../jobs/index.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import { deleteRequestsBy } from '../requests/index.js';
import { removeReviewsOfClient, removeReviewsOfTradesperson } from '../reviews/index.js';
import { revokeAllSessions } from '../sessions/index.js';
import { eraseProfile } from '../trade-profile/index.js';

/**
 * DELETE /api/account: ends the sessions, erases the personal data, cancels a client's open jobs
 * (those who quoted are told) or withdraws a tradesperson's pending quotations, removes the reviews
 * they wrote or received (as an administrator's deletion does), keeps what others need anonymised
 * (a hired job's work, town and outcome), records it, and frees the email. Each module does its own
 * part, in one transaction.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  mailer: Mailer,
  storage: Storage,
  session: Session,
  password: string,
) {
  if (session.role === 'admin') throw new AppError('FORBIDDEN');
  const role = session.role;
  await checkOwnPassword(db, session, password, 'password');
  const id = session.userId;
  const account = await recipient(db, role, id);
  let deleteFiles = async () => {};
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    // First: an upload still arriving either got in before (and is erased below) or is refused.
    await revokeAllSessions(trx, role, id);
    if (role === 'client') {
      const { cancelled, hired } = await closeJobsOfLeavingClient(trx, id);
      for (const jobId of cancelled) await notifications.jobCancelled(trx, mailer, jobId);
      // A job they hired someone for closes with their account; the one hired is told.
      for (const jobId of hired) await notifications.hiredJobClosed(trx, mailer, jobId);
      // Home requests go by address: they are this account's only once its owner confirmed it.
      if (account.emailVerifiedAt) await deleteRequestsBy(trx, account.email);
      // As when an administrator deletes a client: their reviews go with them.
      await removeReviewsOfClient(trx, id);
    } else {
      await withdrawPendingQuotationsOf(trx, id);
      await removeReviewsOfTradesperson(trx, id);
      // The public profile goes: its words, credentials and pictures.
      deleteFiles = await eraseProfile(trx, storage, id);
    }
    await eraseAccount(trx, role, id, now);
  });
  await deleteFiles();
}
