import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { renderEmail, type Email } from './render.js';
import { insertEmail, isConfirmedAddress } from './repository.js';

/**
 * What other modules use to send an email: `queue` writes it to the outbox inside their own
 * transaction (the email exists if and only if the change that causes it committed); the sender
 * delivers it later. `link` makes the absolute URLs emails carry.
 */
export class Mailer {
  constructor(private readonly publicUrl: string) {}

  link(pathAndQuery: string): string {
    return `${this.publicUrl}${pathAndQuery}`;
  }

  /**
   * A greeting names the recipient only when the email goes to an account whose confirmed address
   * it is: a name typed by whoever signed up with someone else's address (or asked to move to it)
   * never reaches that address (issue 38).
   */
  async queue(db: Kysely<Database> | Transaction<Database>, email: Email): Promise<void> {
    const named = email.name !== undefined && email.account && (await isConfirmedAddress(db, email.account, email.to));
    const sent = named ? email : { ...email, name: undefined };
    await insertEmail(db, sent, renderEmail(sent), nowIso());
  }
}
