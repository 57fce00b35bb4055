import type { Kysely, Transaction } from 'kysely';
import { HIDDEN_LINK_SECRET, type OutboxEmail, type OutboxEmailText } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { findEmail, listEmails } from './repository.js';

type Row = Awaited<ReturnType<typeof listEmails>>['items'][number];

/** A link's secret in a query string (`?token=`, `&key=`): what lets it act for its recipient. */
const LINK_SECRET = /([?&](?:token|key)=)[^\s&#"'<>]+/g;

/** The text with every link secret hidden: an administrator sees where a link leads, never its key. */
export const hideLinkSecrets = (text: string) => text.replace(LINK_SECRET, `$1${HIDDEN_LINK_SECRET}`);

const summary = (row: Row): OutboxEmail => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  language: row.language,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

/** The outbox for administrators: what was sent, what waits, what failed and why (no texts). */
export async function listOutbox(db: Kysely<Database>, page: { page: number; limit: number }) {
  const { items, total } = await listEmails(db, page);
  return { total, items: items.map(summary) };
}

/** One email as its recipient reads it, link secrets hidden; undefined when there is none. */
export async function outboxEmail(db: Transaction<Database>, id: string): Promise<OutboxEmailText | undefined> {
  const row = await findEmail(db, id);
  return row && { ...summary(row), text: hideLinkSecrets(row.textBody) };
}
