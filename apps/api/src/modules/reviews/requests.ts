import type { Kysely, Transaction } from 'kysely';
import { LIMITS } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import * as repo from './repository.js';

/** Asking for the review: when a job is completed, and once more a week later. */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A job was completed: its client may now review the tradesperson hired for it, and is asked to
 * by email. Runs in the completion's transaction.
 */
export async function requestReview(
  trx: Trx,
  mailer: Mailer,
  job: { jobId: string; clientId: string; tradespersonId: string },
) {
  await repo.insertRequest(trx, { ...job, completedAt: nowIso(), remindedAt: null });
  await notifications.reviewRequested(trx, mailer, { ...job, reminder: false });
}

/**
 * The one reminder, a week after completion, for each completed job still unreviewed. Each is
 * claimed first, so several servers send it once; returns how many were sent.
 */
export async function sendReviewReminders(db: Db, mailer: Mailer, now = Date.now()): Promise<number> {
  const before = new Date(now - LIMITS.reviewReminderDays * DAY_MS).toISOString();
  let sent = 0;
  for (const { jobId } of await repo.dueReminders(db, before, 100)) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await repo.claimReminder(trx, jobId, new Date(now).toISOString()))) return false;
      const request = await repo.findRequest(trx, jobId);
      if (!request) return false;
      await notifications.reviewRequested(trx, mailer, { ...request, reminder: true });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
