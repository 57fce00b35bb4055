/** The administrator's inbox: contact messages, home-page job requests, newsletter subscribers. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import { jobRequestOf } from '../requests/index.js';
import { audit } from './audit.js';
import type { Mailer } from '../mail/index.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

export async function listContactMessages(db: Db, page: repo.Page) {
  const { rows, total } = await repo.listContactMessages(db, page);
  return { total, items: rows.map(({ id, ...rest }) => ({ _id: id, ...rest })) };
}

export async function markMessageRead(db: Db, admin: Session, id: string) {
  await db.transaction().execute(async (trx) => {
    const message = await repo.findContactMessage(trx, id);
    if (!message) throw new AppError('NOT_FOUND');
    if (message.readAt) return;
    await repo.markMessageRead(trx, id, nowIso());
    await audit(trx, admin, id, { kind: 'contact_message_read', fields: { email: message.email } });
  });
}

export async function listJobRequests(db: Db, page: repo.Page) {
  const { rows, total } = await repo.listJobRequests(db, page);
  return {
    total,
    items: rows.map(jobRequestOf),
  };
}

export const listSubscribers = (db: Db) => repo.listSubscribers(db);

/**
 * The mailing list: only addresses whose owners confirmed (double opt-in), each with the link that
 * unsubscribes it in one click, to put in every newsletter.
 */
export async function subscribersCsv(db: Db, mailer: Mailer) {
  const rows = await repo.listConfirmedSubscribers(db);
  return toCsv(
    ['email', 'language', 'confirmed_at', 'unsubscribe_url'],
    rows.map((row) => [
      row.email,
      row.language,
      row.confirmedAt ?? '',
      row.unsubscribeToken ? mailer.link(`/unsubscribe?token=${row.unsubscribeToken}`) : '',
    ]),
  );
}
