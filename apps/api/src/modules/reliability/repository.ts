/** Queries of the reliability figures: one row per tradesperson, counters raised in place. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export type Counter =
  | 'answersWithinHour'
  | 'answersWithinDay'
  | 'answersWithinTwoDays'
  | 'answersLater'
  | 'hiresCompleted'
  | 'visitsKept'
  | 'visitsMissed';

const COLUMN: Record<Counter, string> = {
  answersWithinHour: 'answers_within_hour',
  answersWithinDay: 'answers_within_day',
  answersWithinTwoDays: 'answers_within_two_days',
  answersLater: 'answers_later',
  hiresCompleted: 'hires_completed',
  visitsKept: 'visits_kept',
  visitsMissed: 'visits_missed',
};

/** Adds one to a tradesperson's counter, making their row if it is the first. */
export async function raise(db: Db, tradespersonId: string, counter: Counter, now: string) {
  await db
    .insertInto('tradespersonReliability')
    .values({ tradespersonId, [counter]: 1, updatedAt: now })
    .onConflict((oc) =>
      oc.column('tradespersonId').doUpdateSet({
        [counter]: sql<number>`${sql.ref(`tradesperson_reliability.${COLUMN[counter]}`)} + 1`,
        updatedAt: now,
      }),
    )
    .execute();
}

export const findFigures = (db: Db, tradespersonId: string) =>
  db.selectFrom('tradespersonReliability').selectAll().where('tradespersonId', '=', tradespersonId).executeTakeFirst();

/** The rows of several tradespeople at once (those who have one). */
export const findFiguresOf = (db: Db, tradespersonIds: readonly string[]) =>
  tradespersonIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('tradespersonReliability').selectAll().where('tradespersonId', 'in', tradespersonIds).execute();

/** Declares (a date) or ends (null) a tradesperson's leave. */
export async function setLeave(db: Db, tradespersonId: string, leaveUntil: string | null, now: string) {
  await db
    .insertInto('tradespersonReliability')
    .values({ tradespersonId, leaveUntil, updatedAt: now })
    .onConflict((oc) => oc.column('tradespersonId').doUpdateSet({ leaveUntil, updatedAt: now }))
    .execute();
}
