/** The administrator's inbox: contact messages, home-page job requests, newsletter subscribers. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import { jobRequestOf } from '../requests/index.js';
import { audit } from './audit.js';
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
    await audit(trx, admin, 'read', 'contact_message', id, `Read message from ${message.email}`);
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

/** CSV with a header row; every value quoted, and a leading formula character neutralised. */
function toCsv(rows: { email: string; createdAt: string }[]): string {
  const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
  return (
    ['email,subscribed_at', ...rows.map((row) => `${cell(row.email)},${cell(row.createdAt)}`)].join('\r\n') + '\r\n'
  );
}

export const subscribersCsv = async (db: Db) => toCsv(await repo.listSubscribers(db));
