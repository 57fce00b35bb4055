/**
 * Visit reminders: an email to both sides a day before, and two hours before to those who chose
 * it. Each is claimed on the visit's row in the transaction that queues it, so a restart or a
 * second server never sends it again; a move clears the claims (a booking or move made closer
 * than a reminder's lead marks it as not needed).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/index.js';
import * as emails from './emails.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

const HOUR_MS = 60 * 60 * 1000;
const LEADS = [
  { lead: 'day', column: 'dayRemindedAt', ms: 24 * HOUR_MS },
  { lead: 'soon', column: 'soonRemindedAt', ms: 2 * HOUR_MS },
] as const;

/** Sends the reminders due now; answers how many visits were reminded of. */
export async function sendVisitReminders(db: Db, mailer: Mailer, now = new Date()): Promise<number> {
  let sent = 0;
  const at = now.toISOString();
  for (const { lead, column, ms } of LEADS) {
    const until = new Date(now.getTime() + ms).toISOString();
    for (const { id } of await repo.dueReminders(db, column, at, until, 100)) {
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimReminder(trx, id, column, at))) return false;
        const row = (await repo.findVisit(trx, id))!;
        const sides =
          lead === 'day'
            ? new Set(['client', 'tradesperson'])
            : await repo.twoHourChoosers(trx, row.clientId, row.tradespersonId);
        for (const side of ['client', 'tradesperson'] as const) {
          if (sides.has(side)) await emails.reminder(trx, mailer, row, side, lead);
        }
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
