import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';
import { currentAccount } from '../accounts/index.js';
import { unreadMessages } from '../messaging/index.js';

/** GET /api/me: who the session belongs to, and how many messages they have not read. */
export async function me(db: Kysely<Database>, session: Session) {
  const account = await currentAccount(db, session);
  return { ...account, unreadMessages: await unreadMessages(db, session) };
}
