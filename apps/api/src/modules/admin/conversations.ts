/** Reported conversations: the list with their reports, and reading one, each reading audited. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Session } from '../../plugins/auth.js';
import * as messaging from '../messaging/index.js';
import { audit } from './audit.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** Every reported conversation, the latest reported first, with when an administrator last read it. */
export async function listReportedConversations(db: Db) {
  const conversations = await messaging.reportedConversations(db);
  const reads = await repo.lastReads(
    db,
    'conversation',
    conversations.map((conversation) => conversation._id),
  );
  return conversations.map((conversation) => ({ ...conversation, lastReadAt: reads.get(conversation._id) ?? null }));
}

/**
 * Every message of a reported conversation, as typed; a conversation nobody reported is answered
 * 404, as an unknown one. The reading is recorded in the audit log with the answer.
 */
export async function readReportedConversation(db: Db, admin: Session, id: string) {
  return db.transaction().execute(async (trx) => {
    const conversation = await messaging.reportedConversation(trx, id);
    if (!conversation) throw new AppError('NOT_FOUND');
    const { workType: trade, city: town } = conversation.job;
    await audit(trx, admin, id, { kind: 'conversation_read', fields: { trade, town } });
    return messaging.allMessages(trx, id);
  });
}
