import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/create-db.js';
import { claimDue, markFailedAttempt, markSent } from './repository.js';

/** How long a sender holds the emails it took; past that another sender may take them. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Retries wait 30 s, 1 min, 2 min, ... up to an hour between tries, and never stop for a passing fault. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

interface SenderOptions {
  database: Db;
  transport: Transporter;
  from: string;
  log: FastifyBaseLogger;
}

/** A stored calendar invitation (outbox.calendar, issue 42). */
const calendarOf = (json: string) => JSON.parse(json) as { method: string; content: string };

/** Stored files (outbox.attachments, issue 41) as nodemailer takes them. */
const attachmentsOf = (json: string) =>
  (JSON.parse(json) as { filename: string; contentType: string; base64: string }[]).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.base64, 'base64'),
  }));

/**
 * Delivers the outbox through SMTP: claims due emails, sends each, marks it sent or schedules a
 * retry. A permanent refusal by the SMTP server (a 5xx answer, such as an unknown mailbox) is
 * recorded as failed and shown to administrators; anything else is tried again. Returns one round
 * for the scheduler: batch after batch while full ones come, until none is due or `signal` aborts.
 */
export function outboxDelivery({ database, transport, from, log }: SenderOptions) {
  const { db, dialect } = database;
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
          // A calendar invitation goes as the text/calendar part calendars act on (issue 42).
          ...(row.calendar ? { icalEvent: { filename: 'invite.ics', ...calendarOf(row.calendar) } } : {}),
          ...(row.attachments ? { attachments: attachmentsOf(row.attachments) } : {}),
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

  return async (signal: AbortSignal) => {
    while ((await sendDue()) === BATCH && !signal.aborted);
  };
}
