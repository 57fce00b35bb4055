import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ConversationReportTable, ConversationTable, Database, MessageTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type Side = 'client' | 'tradesperson';

/** Each side's columns: who they are, how far they have read, and up to where they were emailed. */
const COLUMNS = {
  client: { person: 'c.clientId', readSeq: 'clientReadSeq', readAt: 'clientReadAt', emailedSeq: 'clientEmailedSeq' },
  tradesperson: {
    person: 'c.tradespersonId',
    readSeq: 'tradeReadSeq',
    readAt: 'tradeReadAt',
    emailedSeq: 'tradeEmailedSeq',
  },
} as const;

export const insertConversation = (trx: Db, row: Insertable<ConversationTable>) =>
  trx.insertInto('conversations').values(row).execute();

/**
 * Opens a conversation for every quotation that has none (the demo data, written straight to the
 * tables). Its id is the quotation's, as the migration gives the quotations made before messaging.
 */
export async function openMissingConversations(db: Db) {
  await sql`
    insert into conversations (id, job_id, client_id, tradesperson_id, quotation_id, created_at, updated_at)
    select q.id, q.job_id, j.client_id, q.tradesperson_id, q.id, q.created_at, q.created_at
    from quotations q join jobs j on j.id = q.job_id
    where not exists (
      select 1 from conversations c where c.job_id = q.job_id and c.tradesperson_id = q.tradesperson_id
    )`.execute(db);
}

/** A conversation with what decides its state (job, quotation, both people) and its newest message. */
const withState = (db: Db) =>
  db
    .selectFrom('conversations as c')
    .innerJoin('jobs as j', 'j.id', 'c.jobId')
    .innerJoin('clients as cl', 'cl.id', 'c.clientId')
    .innerJoin('tradespeople as t', 't.id', 'c.tradespersonId')
    .leftJoin('quotations as q', 'q.id', 'c.quotationId')
    .leftJoin('messages as m', (join) => join.onRef('m.conversationId', '=', 'c.id').onRef('m.seq', '=', 'c.lastSeq'))
    .selectAll('c')
    .select([
      'j.workType',
      'j.city',
      'j.status as jobStatus',
      'j.acceptedQuotationId',
      'q.status as quotationStatus',
      'cl.name as clientName',
      'cl.email as clientEmail',
      't.name as tradespersonName',
      't.businessName',
      't.email as tradespersonEmail',
      'm.id as lastMessageId',
      'm.text as lastMessageText',
      'm.authorRole as lastMessageAuthor',
      'm.createdAt as lastMessageCreatedAt',
    ]);

export type ConversationInState = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export const findConversation = (db: Db, id: string) => withState(db).where('c.id', '=', id).executeTakeFirst();

/** One side's conversations, newest activity first (a new message moves one to the top). */
export const conversationsOf = (db: Db, side: Side, personId: string) =>
  withState(db)
    .where(COLUMNS[side].person, '=', personId)
    .orderBy('c.updatedAt', 'desc')
    .orderBy('c.id', 'desc')
    .execute();

/** The messages from the other side one person has not read, over all their conversations. */
export async function unreadTotal(db: Db, side: Side, personId: string): Promise<number> {
  const { readSeq } = COLUMNS[side];
  const row = await db
    .selectFrom('conversations as c')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(eb('c.lastSeq', '-', eb.ref(`c.${readSeq}`))), eb.lit(0)).as('unread'),
    )
    .where(COLUMNS[side].person, '=', personId)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * Takes the next seq for a message from `side`, which has then read up to it. The update also
 * holds the conversation's row until the transaction ends, so concurrent sends queue.
 */
export async function takeNextSeq(trx: Db, id: string, side: Side, now: string): Promise<number> {
  const row = await trx
    .updateTable('conversations')
    .set((eb) => ({
      lastSeq: eb('lastSeq', '+', 1),
      [COLUMNS[side].readSeq]: eb('lastSeq', '+', 1),
      lastMessageAt: now,
      updatedAt: now,
    }))
    .where('id', '=', id)
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  return row.lastSeq;
}

export const insertMessage = (trx: Db, row: MessageTable) => trx.insertInto('messages').values(row).execute();

/**
 * When the client opened the conversation, if the tradesperson's message `seq` is their first
 * answer to it: the first message is the client's and the tradesperson had not written before.
 */
export async function clientOpenedAt(trx: Db, conversationId: string, seq: number): Promise<string | undefined> {
  const first = await trx
    .selectFrom('messages')
    .select(['authorRole', 'createdAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  if (first?.authorRole !== 'client') return undefined;
  const answeredBefore = await trx
    .selectFrom('messages')
    .select('seq')
    .where('conversationId', '=', conversationId)
    .where('authorRole', '=', 'tradesperson')
    .where('seq', '<', seq)
    .limit(1)
    .executeTakeFirst();
  return answeredBefore ? undefined : first.createdAt;
}

export const findMessageSeq = async (db: Db, conversationId: string, messageId: string) =>
  (
    await db
      .selectFrom('messages')
      .select('seq')
      .where('conversationId', '=', conversationId)
      .where('id', '=', messageId)
      .executeTakeFirst()
  )?.seq;

/** Up to `limit` messages before `beforeSeq` (or the newest), newest first. */
export function messagesBefore(db: Db, conversationId: string, beforeSeq: number | undefined, limit: number) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'seq', 'authorRole', 'text', 'createdAt'])
    .where('conversationId', '=', conversationId);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.orderBy('seq', 'desc').limit(limit).execute();
}

/** `side` has read everything in the conversation, now. */
export async function markRead(db: Db, id: string, side: Side, now: string) {
  const { readSeq, readAt } = COLUMNS[side];
  await db
    .updateTable('conversations')
    .set((eb) => ({ [readSeq]: eb.ref('lastSeq'), [readAt]: now }))
    .where('id', '=', id)
    .execute();
}

export const insertReport = (db: Db, row: ConversationReportTable) =>
  db.insertInto('conversationReports').values(row).execute();

export const hasReported = async (db: Db, conversationId: string, side: Side, personId: string) =>
  (await db
    .selectFrom('conversationReports')
    .select('id')
    .where('conversationId', '=', conversationId)
    .where('reporterRole', '=', side)
    .where('reporterId', '=', personId)
    .executeTakeFirst()) !== undefined;

// ---- the unread-message email ----

/**
 * Conversations where `side` has a message from the other side, older than `cutoff`, above both
 * their read and their emailed pointers: each with what the email says and who it goes to.
 */
export function dueUnreadEmails(db: Db, side: Side, cutoff: string, limit: number) {
  const { readSeq, emailedSeq } = COLUMNS[side];
  return db
    .selectFrom('conversations as c')
    .innerJoin('jobs as j', 'j.id', 'c.jobId')
    .innerJoin('clients as cl', 'cl.id', 'c.clientId')
    .innerJoin('tradespeople as t', 't.id', 'c.tradespersonId')
    .select([
      'c.id',
      `c.${readSeq} as readSeq`,
      `c.${emailedSeq} as emailedSeq`,
      'j.workType',
      'j.city',
      'cl.id as clientId',
      'cl.name as clientName',
      'cl.email as clientEmail',
      'cl.language as clientLanguage',
      'cl.notifications as clientNotifications',
      't.id as tradespersonId',
      't.name as tradespersonName',
      't.businessName',
      't.email as tradespersonEmail',
      't.language as tradespersonLanguage',
      't.notifications as tradespersonNotifications',
    ])
    .whereRef('c.lastSeq', '>', `c.${readSeq}`)
    .whereRef('c.lastSeq', '>', `c.${emailedSeq}`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('messages as m')
          .select('m.id')
          .whereRef('m.conversationId', '=', 'c.id')
          .whereRef('m.seq', '>', `c.${readSeq}`)
          .whereRef('m.seq', '>', `c.${emailedSeq}`)
          .where('m.authorRole', '!=', side)
          .where('m.createdAt', '<=', cutoff),
      ),
    )
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export type DueUnreadEmail = Awaited<ReturnType<typeof dueUnreadEmails>>[number];

/**
 * Takes the email of `due` for `side`: their emailed pointer moves to the newest message, only if
 * neither pointer moved since `due` was read (another server took it, or they read meanwhile).
 * Returns the newest seq, or undefined when not taken.
 */
export async function claimUnreadEmail(trx: Db, side: Side, due: DueUnreadEmail): Promise<number | undefined> {
  const { readSeq, emailedSeq } = COLUMNS[side];
  const row = await trx
    .updateTable('conversations')
    .set((eb) => ({ [emailedSeq]: eb.ref('lastSeq') }))
    .where('id', '=', due.id)
    .where(readSeq, '=', due.readSeq)
    .where(emailedSeq, '=', due.emailedSeq)
    .returning('lastSeq')
    .executeTakeFirst();
  return row?.lastSeq;
}
