/** The outbox for administrators: the list, and one email's text, each reading audited. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Session } from '../../plugins/auth.js';
import { outboxEmail } from '../mail/index.js';
import { audit } from './audit.js';

export { listOutbox } from '../mail/index.js';

/** One email's text (link secrets hidden), recorded in the audit log with the answer. */
export async function readOutboxEmail(db: Kysely<Database>, admin: Session, id: string) {
  return db.transaction().execute(async (trx) => {
    const email = await outboxEmail(trx, id);
    if (!email) throw new AppError('NOT_FOUND');
    await audit(trx, admin, id, { kind: 'email_read', fields: { subject: email.subject, recipient: email.recipient } });
    return email;
  });
}
