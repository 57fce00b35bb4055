import type { Kysely, Transaction } from 'kysely';
import type { AdminMessage, ReportedConversation } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';

/**
 * What administrators may see of conversations: only the reported ones, with their reports and
 * every message as typed (nothing masked). Reading is audited by the admin module.
 */

type Db = Kysely<Database> | Transaction<Database>;

type Reported = Omit<ReportedConversation, 'lastReadAt'>;

/** Reported conversations (or the one with that id, if reported), the most recently reported first. */
export async function reportedConversations(db: Db, id?: string): Promise<Reported[]> {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('jobs as j', 'j.id', 'c.jobId')
    .innerJoin('clients as cl', 'cl.id', 'c.clientId')
    .innerJoin('tradespeople as t', 't.id', 'c.tradespersonId')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('conversationReports')
          .select((e) => ['conversationId', e.fn.max('createdAt').as('reportedAt')])
          .groupBy('conversationId')
          .as('r'),
      (join) => join.onRef('r.conversationId', '=', 'c.id'),
    )
    .select([
      'c.id',
      'j.id as jobId',
      'j.workType',
      'j.city',
      'cl.id as clientId',
      'cl.name as clientName',
      'cl.email as clientEmail',
      't.id as tradespersonId',
      't.name as tradespersonName',
      't.businessName',
      't.email as tradespersonEmail',
    ])
    .orderBy('r.reportedAt', 'desc')
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const reports = await db
    .selectFrom('conversationReports')
    .select(['conversationId', 'reporterRole', 'reason', 'details', 'createdAt'])
    .where(
      'conversationId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    job: { _id: row.jobId, workType: row.workType, city: row.city },
    client: { _id: row.clientId, name: row.clientName, email: row.clientEmail },
    tradesperson: {
      _id: row.tradespersonId,
      name: row.tradespersonName,
      businessName: row.businessName,
      email: row.tradespersonEmail,
    },
    reports: reports
      .filter((report) => report.conversationId === row.id)
      .map(({ conversationId: _id, ...report }) => report),
  }));
}

/** The conversation if anyone reported it (only then may an administrator read it). */
export const reportedConversation = async (db: Db, id: string): Promise<Reported | undefined> =>
  (await reportedConversations(db, id))[0];

/** Every message of a conversation, oldest first, as typed. */
export async function allMessages(db: Db, conversationId: string): Promise<AdminMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'text', 'authorRole', 'createdAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
    .execute();
  return rows.map(({ id, ...message }) => ({ _id: id, ...message }));
}
