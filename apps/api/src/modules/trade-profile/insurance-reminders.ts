/**
 * The emails before an insurance expires: 30 and 7 days before its expiry date (UK days), each
 * once per insurance. Each is claimed on the credential row in the transaction that queues it, so
 * a restart or a second server never sends it again; a new insurance starts with none sent.
 */
import type { Kysely } from 'kysely';
import { dateFormat, daysUntil, INSURANCE_REMINDER_DAYS, londonDate } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/index.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

const [FIRST, LAST] = [INSURANCE_REMINDER_DAYS[0], INSURANCE_REMINDER_DAYS[INSURANCE_REMINDER_DAYS.length - 1]!];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UK date `days` after today's. */
const ukDateIn = (now: Date, days: number) =>
  new Date(Date.parse(`${londonDate(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The reminder due `daysLeft` days before expiry: the last of those whose day has come. */
const reminderFor = (daysLeft: number) =>
  [...INSURANCE_REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? FIRST;

/** Sends the reminders due now; answers how many were sent. */
export async function sendInsuranceReminders(db: Db, mailer: Mailer, now = new Date()): Promise<number> {
  const window = {
    today: londonDate(now),
    horizon: ukDateIn(now, FIRST),
    lastHorizon: ukDateIn(now, LAST),
    lastDays: LAST,
  };
  let sent = 0;
  for (const row of await repo.dueExpiryReminders(db, window, 100)) {
    const expiresOn = row.expiresOn!;
    const daysLeft = daysUntil(expiresOn, now);
    const days = reminderFor(daysLeft);
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await repo.claimExpiryReminder(trx, row.tradespersonId, expiresOn, days))) return false;
      const date = dateFormat(row.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${expiresOn}T00:00:00Z`),
      );
      await mailer.queue(trx, {
        kind: 'insuranceExpiring',
        to: row.email,
        account: { role: 'tradesperson', id: row.tradespersonId },
        language: row.language,
        name: row.name,
        values: { count: daysLeft, date, insurer: row.insurer ?? '' },
        actionUrl: mailer.link('/account/profile'),
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
