import type { Kysely } from 'kysely';
import type { OutboxEmail } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { listEmails } from './repository.js';

/** The outbox for administrators: what was sent, what waits, what failed and why. */
export async function listOutbox(db: Kysely<Database>, page: { page: number; limit: number }) {
  const { items, total } = await listEmails(db, page);
  return {
    total,
    items: items.map((row): OutboxEmail => ({
      _id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      language: row.language,
      subject: row.subject,
      text: row.textBody,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    })),
  };
}
