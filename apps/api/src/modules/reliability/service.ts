/**
 * Reliability figures (issue 42), kept up to date as things happen: the other modules call the
 * `record…` functions in the transaction of the change, and a profile reads one row. A figure is
 * public only past its threshold (RELIABILITY_THRESHOLDS), and none is public during a leave.
 */
import type { Kysely } from 'kysely';
import {
  ANSWER_BUCKETS,
  RELIABILITY_THRESHOLDS,
  londonDate,
  type AnswerBucket,
  type OwnReliability,
  type PublicReliability,
  type VisitOutcome,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import * as repo from './repository.js';
import { WORKING_HOURS, workingMinutesBetween } from './working-hours.js';

type Db = Kysely<Database>;
type Figures = NonNullable<Awaited<ReturnType<typeof repo.findFigures>>>;

const BUCKET_COUNTER = {
  hour: 'answersWithinHour',
  day: 'answersWithinDay',
  two_days: 'answersWithinTwoDays',
} as const satisfies Record<AnswerBucket, repo.Counter>;

/** The bucket of a first answer after `minutes` working minutes; null when later than the last. */
export function bucketOf(minutes: number): AnswerBucket | null {
  return ANSWER_BUCKETS.find((b) => minutes <= b.maxMinutes)?.bucket ?? null;
}

/** A tradesperson first answered a conversation the client opened (asked at `askedAt`). */
export async function recordFirstAnswer(db: Db, tradespersonId: string, askedAt: string, answeredAt: string) {
  const bucket = bucketOf(workingMinutesBetween(new Date(askedAt), new Date(answeredAt)));
  await repo.raise(db, tradespersonId, bucket ? BUCKET_COUNTER[bucket] : 'answersLater', answeredAt);
}

/** A job the tradesperson was hired on was completed. */
export const recordCompletedHire = (db: Db, tradespersonId: string) =>
  repo.raise(db, tradespersonId, 'hiresCompleted', nowIso());

/** The client said a visit happened, or that nobody came. */
export const recordVisitOutcome = (db: Db, tradespersonId: string, outcome: VisitOutcome) =>
  repo.raise(db, tradespersonId, outcome === 'happened' ? 'visitsKept' : 'visitsMissed', nowIso());

const EMPTY: Omit<Figures, 'tradespersonId' | 'updatedAt'> = {
  answersWithinHour: 0,
  answersWithinDay: 0,
  answersWithinTwoDays: 0,
  answersLater: 0,
  hiresCompleted: 0,
  visitsKept: 0,
  visitsMissed: 0,
  leaveUntil: null,
};

function workedOut(row: Omit<Figures, 'tradespersonId' | 'updatedAt'>) {
  const buckets = {
    hour: row.answersWithinHour,
    day: row.answersWithinDay,
    two_days: row.answersWithinTwoDays,
    later: row.answersLater,
  };
  const answers = buckets.hour + buckets.day + buckets.two_days + buckets.later;
  // The median bucket: the first by which at least half of the first answers had been given.
  let within = 0;
  let usually: AnswerBucket | null = null;
  for (const { bucket } of ANSWER_BUCKETS) {
    within += buckets[bucket];
    if (answers > 0 && within * 2 >= answers) {
      usually = bucket;
      break;
    }
  }
  const visits = row.visitsKept + row.visitsMissed;
  const onLeave = row.leaveUntil !== null && row.leaveUntil >= londonDate(new Date()) ? row.leaveUntil : null;
  return { buckets, answers, usually, visits, onLeave };
}

/** The figures a profile shows: those past their threshold, or only the leave while it lasts. */
export async function publicReliability(db: Db, tradespersonId: string): Promise<PublicReliability> {
  return publicOf((await repo.findFigures(db, tradespersonId)) ?? EMPTY);
}

/** The public figures of several tradespeople (one query), for a page of quotations. */
export async function publicReliabilityOf(db: Db, tradespersonIds: readonly string[]) {
  const rows = await repo.findFiguresOf(db, [...new Set(tradespersonIds)]);
  const figures = new Map(rows.map((row) => [row.tradespersonId, publicOf(row)]));
  return (tradespersonId: string): PublicReliability => figures.get(tradespersonId) ?? {};
}

function publicOf(row: Omit<Figures, 'tradespersonId' | 'updatedAt'>): PublicReliability {
  const f = workedOut(row);
  if (f.onLeave) return { onLeaveUntil: f.onLeave };
  const out: PublicReliability = {};
  if (f.answers >= RELIABILITY_THRESHOLDS.answers && f.usually) out.usuallyAnswers = f.usually;
  if (row.hiresCompleted >= RELIABILITY_THRESHOLDS.hires) out.hiresCompleted = row.hiresCompleted;
  if (f.visits >= RELIABILITY_THRESHOLDS.visits) out.visits = { kept: row.visitsKept, total: f.visits };
  return out;
}

/** A tradesperson's own figures, with their counts, thresholds and whether each is public yet. */
export async function ownReliability(db: Db, tradespersonId: string): Promise<OwnReliability> {
  const row = (await repo.findFigures(db, tradespersonId)) ?? EMPTY;
  const f = workedOut(row);
  const shown = (count: number, threshold: number) => !f.onLeave && count >= threshold;
  return {
    onLeaveUntil: f.onLeave,
    workingHours: {
      days: 'Monday–Friday',
      from: `${String(WORKING_HOURS.startHour).padStart(2, '0')}:00`,
      to: `${WORKING_HOURS.endHour}:00`,
      timeZone: WORKING_HOURS.zone,
    },
    answers: {
      count: f.answers,
      threshold: RELIABILITY_THRESHOLDS.answers,
      public: shown(f.answers, RELIABILITY_THRESHOLDS.answers) && f.usually !== null,
      buckets: f.buckets,
      usually: f.usually,
    },
    hires: {
      count: row.hiresCompleted,
      threshold: RELIABILITY_THRESHOLDS.hires,
      public: shown(row.hiresCompleted, RELIABILITY_THRESHOLDS.hires),
    },
    visits: {
      kept: row.visitsKept,
      missed: row.visitsMissed,
      threshold: RELIABILITY_THRESHOLDS.visits,
      public: shown(f.visits, RELIABILITY_THRESHOLDS.visits),
    },
  };
}

/** Declares a leave until a London date (checked by leaveSchema), or ends it. */
export async function declareLeave(db: Db, tradespersonId: string, until: string) {
  await repo.setLeave(db, tradespersonId, until, nowIso());
  return ownReliability(db, tradespersonId);
}

export async function endLeave(db: Db, tradespersonId: string) {
  await repo.setLeave(db, tradespersonId, null, nowIso());
  return ownReliability(db, tradespersonId);
}
