/**
 * The email telling a client that a quotation they have not answered is about to expire (issue 41):
 * sent when its last day is at most QUOTE_EXPIRY_NOTICE_DAYS away, once per validity (a renewal
 * starts a new one). It is claimed on the quotation row in the transaction that queues it, so a
 * restart or a second server never sends it again.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { londonDate } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/index.js';
import { quoteExpiring } from '../notifications/index.js';
import * as quotations from './quotation-repository.js';

/** The client is told this many days before a quotation's last day. */
export const QUOTE_EXPIRY_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Sends the notices due now; answers how many were claimed. */
export async function sendQuoteExpiryNotices(db: Kysely<Database>, mailer: Mailer, now = new Date()): Promise<number> {
  const today = londonDate(now);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + QUOTE_EXPIRY_NOTICE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  let sent = 0;
  for (const due of await quotations.dueExpiryNotices(db, { today, horizon }, 100)) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await quotations.claimExpiryNotice(trx, due.id, now.toISOString()))) return false;
      await quoteExpiring(trx, mailer, { jobId: due.jobId, quotationId: due.id, validUntil: due.validUntil! });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

export const quoteExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'quote-expiry-notices',
      everyMs: EVERY_MS,
      failure: 'quote expiry notices not sent',
      run: () => sendQuoteExpiryNotices(app.db, app.mailer),
    });
  },
  { name: 'quote-expiry-notices', dependencies: ['db', 'mail', 'scheduler'] },
);
