import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@tradewise/shared';
import { canSkipLocked, type Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { Email, RenderedEmail } from './render.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes one email to the outbox, in the caller's transaction. */
/** A file as the outbox keeps it: its bytes in base64. */
const storedAttachment = ({ filename, contentType, content }: NonNullable<Email['attachments']>[number]) => ({
  filename,
  contentType,
  base64: Buffer.from(content).toString('base64'),
});

export async function insertEmail(db: Executor, email: Email, rendered: RenderedEmail, now: string) {
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      kind: email.kind,
      recipient: email.to,
      accountRole: email.account?.role ?? null,
      accountId: email.account?.id ?? null,
      language: email.language,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      headers: JSON.stringify(rendered.headers),
      calendar: email.calendar ? JSON.stringify(email.calendar) : null,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      attachments: email.attachments?.length ? JSON.stringify(email.attachments.map(storedAttachment)) : null,
    })
    .execute();
}

/**
 * Takes up to `limit` emails that are due and not held by another sender, holding them until
 * `leaseUntil`; if this sender dies, another takes them once the lease ends, so none is lost.
 */
export async function claimDue(db: Kysely<Database>, dialect: Dialect, now: string, leaseUntil: string, limit: number) {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .$if(canSkipLocked(dialect), (qb) => qb.forUpdate().skipLocked());
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimedUntil: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export async function markSent(db: Kysely<Database>, id: string, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sentAt: now, claimedUntil: null, lastError: null })
    .where('id', '=', id)
    .execute();
}

/** After a failed attempt: try again at `retryAt`, or give up (`retryAt` null) on a permanent refusal. */
export async function markFailedAttempt(db: Kysely<Database>, id: string, error: string, retryAt: string | null) {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? undefined,
      claimedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}

/** The emails waiting to be sent (metrics): how many, and when the oldest of them was queued. */
export async function outboxBacklog(db: Kysely<Database>): Promise<{ pending: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('createdAt').as('oldestAt')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestAt: row.oldestAt ?? null };
}

export const findEmail = (db: Executor, id: string) =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

export async function listEmails(db: Kysely<Database>, { page, limit }: { page: number; limit: number }) {
  const [items, { total }] = await Promise.all([
    db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total };
}

/** The emails written to one account (the data export): what, when, and whether it went. */
export const emailsSentTo = (db: Executor, role: Role, id: string) =>
  db
    .selectFrom('outbox')
    .select(['kind', 'subject', 'status', 'createdAt', 'sentAt'])
    .where('accountId', '=', id)
    .where('accountRole', '=', role)
    .orderBy('createdAt')
    .execute();

const ACCOUNT_TABLES = { client: 'clients', tradesperson: 'tradespeople', admin: 'admins' } as const;

/** Whether `address` is the account's email and its owner confirmed it. */
export async function isConfirmedAddress(db: Executor, account: { role: Role; id: string }, address: string) {
  const row = await db
    .selectFrom(ACCOUNT_TABLES[account.role])
    .select(['email', 'emailVerifiedAt'])
    .where('id', '=', account.id)
    .executeTakeFirst();
  return row !== undefined && row.email === address && row.emailVerifiedAt !== null;
}
