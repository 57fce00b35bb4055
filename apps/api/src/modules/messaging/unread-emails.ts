import type { Kysely } from 'kysely';
import { LIMITS } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isErased } from '../../lib/erased.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import * as repo from './repository.js';
import type { DueUnreadEmail, Side } from './repository.js';

/**
 * The email fallback: a message left unread for LIMITS.chatUnreadEmailMinutes brings its recipient
 * one email for the conversation, not one per message; the next comes only for a message newer
 * than that email (their emailed pointer) that is again left unread.
 */

type Db = Kysely<Database>;

const MINUTE_MS = 60 * 1000;
/** Conversations handled per side and round; the rest wait for the next round. */
const BATCH = 200;

/** Who gets the email and who they are told wrote to them. */
function recipientOf(due: DueUnreadEmail, side: Side) {
  return side === 'client'
    ? {
        person: {
          role: side,
          id: due.clientId,
          name: due.clientName,
          email: due.clientEmail,
          language: due.clientLanguage,
          notifications: due.clientNotifications,
        },
        sender: due.businessName,
      }
    : {
        person: {
          role: side,
          id: due.tradespersonId,
          name: due.tradespersonName,
          email: due.tradespersonEmail,
          language: due.tradespersonLanguage,
          notifications: due.tradespersonNotifications,
        },
        sender: due.clientName,
      };
}

/**
 * One round: claims each due conversation (so several servers email it once) and queues its email
 * in the same transaction. Nobody is emailed about a closed account's conversation, nor at an
 * erased address. Returns how many conversations were claimed.
 */
export async function sendUnreadMessageEmails(db: Db, mailer: Mailer, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - LIMITS.chatUnreadEmailMinutes * MINUTE_MS).toISOString();
  let claimed = 0;
  for (const side of ['client', 'tradesperson'] as const) {
    for (const due of await repo.dueUnreadEmails(db, side, cutoff, BATCH)) {
      const taken = await db.transaction().execute(async (trx) => {
        const lastSeq = await repo.claimUnreadEmail(trx, side, due);
        if (lastSeq === undefined) return false;
        if (isErased(due.clientEmail) || isErased(due.tradespersonEmail)) return true;
        const { person, sender } = recipientOf(due, side);
        await notifications.messagesUnread(trx, mailer, person, {
          conversationId: due.id,
          sender,
          trade: due.workType,
          city: due.city,
          count: lastSeq - due.readSeq,
        });
        return true;
      });
      if (taken) claimed += 1;
    }
  }
  return claimed;
}
