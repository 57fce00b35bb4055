import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { renderEmail, type Email } from './render.js';
import { insertEmail } from './repository.js';

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

  async queue(db: Kysely<Database> | Transaction<Database>, email: Email): Promise<void> {
    await insertEmail(db, email, renderEmail(email), nowIso());
  }
}
