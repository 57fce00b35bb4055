import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/create-db.js';
import { claimDue, markFailedAttempt, markSent } from './repository.js';

/** How long a sender holds the emails it took; past that another sender may take them. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Retries wait 30 s, 1 min, 2 min, ... up to an hour between tries, and never stop for a passing fault. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

export interface MailSender {
  /** Finishes the batch being sent, then stops. */
  stop: () => Promise<void>;
}

interface SenderOptions {
  database: Db;
  transport: Transporter;
  from: string;
  log: FastifyBaseLogger;
  pollMs: number;
}

/**
 * Delivers the outbox through SMTP: claims due emails, sends each, marks it sent or schedules a
 * retry. A permanent refusal by the SMTP server (a 5xx answer, such as an unknown mailbox) is
 * recorded as failed and shown to administrators; anything else is tried again.
 */
export function startMailSender({ database, transport, from, log, pollMs }: SenderOptions): MailSender {
  const { db, dialect } = database;
  let stopped = false;
  let wake: (() => void) | undefined;
  const domain = from.replace(/^.*@/, '').replace(/>.*$/, '');

  async function sendDue(): Promise<number> {
    const now = Date.now();
    const rows = await claimDue(
      db,
      dialect,
      new Date(now).toISOString(),
      new Date(now + LEASE_MS).toISOString(),
      BATCH,
    );
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: JSON.parse(row.headers) as Record<string, string>,
          // Stable per email, so a receiver can drop a copy sent twice after a crash.
          messageId: `<${row.id}@${domain}>`,
        });
        await markSent(db, row.id, new Date().toISOString());
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const permanent = typeof code === 'number' && code >= 500;
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { emailId: row.id, kind: row.kind, attempts: row.attempts, permanent, err: message },
          'email not delivered',
        );
        await markFailedAttempt(
          db,
          row.id,
          message,
          permanent ? null : new Date(Date.now() + retryDelayMs(row.attempts)).toISOString(),
        );
      }
    }
    return rows.length;
  }

  const loop = (async () => {
    while (!stopped) {
      let sent = 0;
      try {
        sent = await sendDue();
      } catch (error) {
        // The database is down or busy: try again at the next tick.
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox not read');
      }
      if (sent < BATCH && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, pollMs).unref();
        });
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
