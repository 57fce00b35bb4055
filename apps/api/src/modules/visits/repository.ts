import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, VisitTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type Side = 'client' | 'tradesperson';

export const insertVisit = (db: Db, row: Insertable<VisitTable>) => db.insertInto('visits').values(row).execute();

/** A visit with what its two sides see and are emailed: the job, the names, addresses and languages. */
const withParties = (db: Db) =>
  db
    .selectFrom('visits as v')
    .innerJoin('jobs as j', 'j.id', 'v.jobId')
    .innerJoin('clients as c', 'c.id', 'v.clientId')
    .innerJoin('tradespeople as t', 't.id', 'v.tradespersonId')
    .selectAll('v')
    .select([
      'j.workType',
      'j.street',
      'j.city',
      'j.postcode',
      'c.name as clientName',
      'c.email as clientEmail',
      'c.language as clientLanguage',
      't.name as tradespersonName',
      't.businessName',
      't.email as tradespersonEmail',
      't.language as tradespersonLanguage',
    ]);

export type VisitRow = NonNullable<Awaited<ReturnType<typeof findVisit>>>;

export const findVisit = (db: Db, id: string) => withParties(db).where('v.id', '=', id).executeTakeFirst();

export const visitsOfConversation = (db: Db, conversationId: string) =>
  withParties(db)
    .where('v.conversationId', '=', conversationId)
    .where('v.status', '!=', 'replaced')
    .orderBy('v.createdAt', 'desc')
    .execute();

const PERSON = { client: 'v.clientId', tradesperson: 'v.tradespersonId' } as const;

/** One side's proposed visits and booked ones ending after `from` (and starting before `to`). */
export const visitsOf = (db: Db, side: Side, personId: string, from: string, to?: string) =>
  withParties(db)
    .where(PERSON[side], '=', personId)
    .where((eb) =>
      eb.or([
        eb('v.status', '=', 'proposed'),
        eb.and([eb('v.status', '=', 'booked'), eb('v.endsAt', '>', from), ...(to ? [eb('v.startsAt', '<', to)] : [])]),
      ]),
    )
    .orderBy('v.startsAt')
    .orderBy('v.createdAt')
    .execute();

/** Booked visits a person's calendar feed lists: from a month ago on. */
export const bookedVisitsOf = (db: Db, side: Side, personId: string, from: string) =>
  withParties(db)
    .where(PERSON[side], '=', personId)
    .where('v.status', '=', 'booked')
    .where('v.endsAt', '>', from)
    .orderBy('v.startsAt')
    .execute();

/** Whether another booked visit of the tradesperson overlaps [startsAt, endsAt). */
export async function overlapsBooked(
  db: Db,
  tradespersonId: string,
  slot: { startsAt: string; endsAt: string },
  except?: string,
) {
  const row = await db
    .selectFrom('visits')
    .select('id')
    .where('tradespersonId', '=', tradespersonId)
    .where('status', '=', 'booked')
    .where('startsAt', '<', slot.endsAt)
    .where('endsAt', '>', slot.startsAt)
    .$if(except !== undefined, (qb) => qb.where('id', '!=', except!))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the tradesperson's row until the transaction ends (PostgreSQL), so two bookings of theirs
 * are checked for overlap one after the other; SQLite's writers already take turns.
 */
export async function lockTradesperson(db: Db, tradespersonId: string, postgres: boolean) {
  if (!postgres) return;
  await sql`select id from tradespeople where id = ${tradespersonId} for update`.execute(db);
}

/**
 * Changes a visit only while it is still in `status` (and, for a move, at its `sequence`): of two
 * requests racing, one changes it and the other finds it changed. Answers whether it did.
 */
export async function updateVisitIf(
  db: Db,
  id: string,
  expected: { status: VisitTable['status']; sequence?: number },
  changes: Updateable<VisitTable>,
) {
  const result = await db
    .updateTable('visits')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .$if(expected.sequence !== undefined, (qb) => qb.where('sequence', '=', expected.sequence!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The proposal still waiting on a conversation is replaced by a new one. */
export const replaceProposals = (db: Db, conversationId: string, now: string) =>
  db
    .updateTable('visits')
    .set({ status: 'replaced', updatedAt: now })
    .where('conversationId', '=', conversationId)
    .where('status', '=', 'proposed')
    .execute();

/** Records the client's word once: only where none is yet. */
export async function setOutcome(db: Db, id: string, outcome: VisitTable['outcome'], now: string) {
  const result = await db
    .updateTable('visits')
    .set({ outcome, outcomeAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the tradesperson's one reply, only where there is an outcome and no reply yet. */
export async function setReply(db: Db, id: string, text: string, now: string) {
  const result = await db
    .updateTable('visits')
    .set({ replyText: text, replyAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('outcome', 'is not', null)
    .where('replyText', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- calendars ----

export const findCalendar = (db: Db, side: Side, userId: string) =>
  db.selectFrom('visitCalendars').selectAll().where('role', '=', side).where('userId', '=', userId).executeTakeFirst();

export const findCalendarByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('visitCalendars').selectAll().where('feedTokenHash', '=', tokenHash).executeTakeFirst();

export async function saveCalendar(
  db: Db,
  side: Side,
  userId: string,
  changes: { remindTwoHours?: number; feedTokenHash?: string | null },
  now: string,
) {
  await db
    .insertInto('visitCalendars')
    .values({ role: side, userId, ...changes, updatedAt: now })
    .onConflict((oc) => oc.columns(['role', 'userId']).doUpdateSet({ ...changes, updatedAt: now }))
    .execute();
}

/** Who of the two sides chose the two-hour reminder. */
export async function twoHourChoosers(db: Db, clientId: string, tradespersonId: string) {
  const rows = await db
    .selectFrom('visitCalendars')
    .select(['role'])
    .where('remindTwoHours', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('role', '=', 'client'), eb('userId', '=', clientId)]),
        eb.and([eb('role', '=', 'tradesperson'), eb('userId', '=', tradespersonId)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.role));
}

// ---- reminders ----

/** Booked visits starting in (now, until] whose reminder `column` is not yet claimed. */
export const dueReminders = (
  db: Db,
  column: 'dayRemindedAt' | 'soonRemindedAt',
  now: string,
  until: string,
  limit: number,
) =>
  db
    .selectFrom('visits')
    .select('id')
    .where('status', '=', 'booked')
    .where('startsAt', '>', now)
    .where('startsAt', '<=', until)
    .where(column, 'is', null)
    .orderBy('startsAt')
    .limit(limit)
    .execute();

/** Claims a reminder for this server: answers false when another already did. */
export async function claimReminder(db: Db, id: string, column: 'dayRemindedAt' | 'soonRemindedAt', now: string) {
  const result = await db
    .updateTable('visits')
    .set({ [column]: now })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The language a person's emails (and feed) are written in. */
export async function languageOf(db: Db, side: Side, userId: string) {
  const table = side === 'client' ? 'clients' : 'tradespeople';
  const row = await db.selectFrom(table).select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language;
}
