import type { Kysely } from 'kysely';
import {
  LIMITS,
  type MyReviews,
  type OwnReview,
  type PublicReview,
  type ReceivedReview,
  type ReviewBody,
  type ReviewReportInput,
  type Role,
} from '@tradewise/shared';
import type { Database, ReviewRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { maskContacts } from '../../lib/mask-contacts.js';
import type { Session } from '../../plugins/auth.js';
import { isErased } from '../../lib/erased.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import { ratingsOf, recountRatings } from './figures.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
const EDIT_MS = LIMITS.reviewEditDays * DAY_MS;

/** "Alice Cooper" → "Alice C."; a one-word name stays whole; an erased account is nobody (null). */
export function reviewerName(name: string, email: string): string | null {
  if (isErased(email)) return null;
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const [first, last] = [parts[0] ?? '', parts.length > 1 ? parts[parts.length - 1]! : ''];
  return last ? `${first} ${[...last][0]!.toLocaleUpperCase('en-GB')}.` : first;
}

const replyOf = (row: ReviewRow) =>
  row.replyText !== null && row.replyAt !== null ? { text: row.replyText, createdAt: row.replyAt } : null;

const scoresOf = (row: Pick<ReviewRow, 'rating' | 'quality' | 'reliability' | 'value'>) => ({
  rating: row.rating,
  quality: row.quality,
  reliability: row.reliability,
  value: row.value,
});

// ---- the client's side ----

const ownReviewOf = (row: ReviewRow & { tradespersonName: string; businessName: string }): OwnReview => ({
  _id: row.id,
  jobId: row.jobId,
  status: row.status,
  hiddenReason: row.hiddenReason,
  ...scoresOf(row),
  text: row.text,
  reply: replyOf(row),
  tradesperson: { _id: row.tradespersonId, name: row.tradespersonName, businessName: row.businessName },
  createdAt: row.createdAt,
  editedAt: row.editedAt,
  editableUntil: new Date(Date.parse(row.createdAt) + EDIT_MS).toISOString(),
});

async function ownReview(db: Db, clientId: string, id: string): Promise<OwnReview> {
  const [row] = await repo.writtenBy(db, clientId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return ownReviewOf(row);
}

/** Whether this client has a completed hire of this job to review (reviewed already or not). */
export const reviewRequested = async (db: Db, clientId: string, jobId: string) =>
  (await repo.findRequest(db, jobId))?.clientId === clientId;

/**
 * POST /api/jobs/:jobId/review: the client of a completed job reviews the tradesperson hired for
 * it, once. The job's one review is guarded by a unique key, so of two racing reviews one wins.
 */
export async function writeReview(db: Db, mailer: Mailer, clientId: string, jobId: string, body: ReviewBody) {
  const request = await repo.findRequest(db, jobId);
  // Answered from review_requests alone: no completed hire to review (the jobs module, which asks
  // first, has said why when the job is unknown, someone else's or not completed), or another's.
  if (!request) throw new AppError('NOT_FOUND');
  if (request.clientId !== clientId) throw new AppError('FORBIDDEN');
  const now = nowIso();
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertReview(trx, {
        id,
        jobId,
        clientId,
        tradespersonId: request.tradespersonId,
        ...scoresOf(body),
        text: body.text,
        status: 'published',
        hiddenReason: null,
        replyText: null,
        replyAt: null,
        editedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await recountRatings(trx, request.tradespersonId);
      const client = await repo.clientName(trx, clientId);
      await notifications.reviewReceived(trx, mailer, {
        jobId,
        tradespersonId: request.tradespersonId,
        rating: body.rating,
        reviewer: client ? reviewerName(client.name, client.email) : null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REVIEWED');
    throw error;
  }
  return ownReview(db, clientId, id);
}

/** PUT /api/reviews/:id: the author changes their review within 14 days of writing it. */
export async function editReview(db: Db, clientId: string, id: string, body: ReviewBody) {
  const review = await repo.findReview(db, id);
  if (!review) throw new AppError('NOT_FOUND');
  if (review.clientId !== clientId) throw new AppError('FORBIDDEN');
  const now = Date.now();
  const changed = await db.transaction().execute(async (trx) => {
    const written = await repo.updateOwnReview(trx, id, clientId, new Date(now - EDIT_MS).toISOString(), {
      ...scoresOf(body),
      text: body.text,
      editedAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    });
    if (written) await recountRatings(trx, review.tradespersonId);
    return written;
  });
  if (!changed) throw new AppError('REVIEW_EDIT_CLOSED');
  return ownReview(db, clientId, id);
}

/** GET /api/reviews/mine: the client's completed jobs still to review, and their reviews. */
export async function myReviews(db: Db, clientId: string): Promise<MyReviews> {
  const [due, written] = await Promise.all([repo.toReviewBy(db, clientId), repo.writtenBy(db, clientId)]);
  return {
    toReview: due.map((row) => ({
      jobId: row.jobId,
      job: { workType: row.workType, city: row.city },
      tradesperson: { _id: row.tradespersonId, name: row.tradespersonName, businessName: row.businessName },
      completedAt: row.completedAt,
    })),
    written: written.map(ownReviewOf),
  };
}

// ---- what readers and the reviewed tradesperson see ----

type ReviewInContext = ReviewRow & {
  workType: PublicReview['job']['workType'];
  city: string;
  clientName: string;
  clientEmail: string;
};

function publicReviewOf(row: ReviewInContext): PublicReview {
  const job = { workType: row.workType, city: row.city };
  if (row.status === 'hidden') {
    return {
      _id: row.id,
      status: 'hidden',
      hiddenReason: row.hiddenReason ?? 'not_genuine',
      job,
      verifiedHire: true,
      createdAt: row.createdAt,
    };
  }
  return {
    _id: row.id,
    status: 'published',
    ...scoresOf(row),
    text: row.text,
    reviewer: reviewerName(row.clientName, row.clientEmail),
    job,
    reply: replyOf(row),
    verifiedHire: true,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

/** A page of a tradesperson's reviews as anyone sees them (the caller checked they are listed). */
export async function publicPage(db: Db, tradespersonId: string, page: number, limit: number) {
  const { rows, total } = await repo.pageOf(db, tradespersonId, page, limit);
  return { reviews: rows.map(publicReviewOf), total };
}

function receivedReviewOf(row: ReviewInContext, reported: boolean): ReceivedReview {
  return {
    _id: row.id,
    status: row.status,
    hiddenReason: row.hiddenReason,
    ...scoresOf(row),
    text: row.text,
    reviewer: reviewerName(row.clientName, row.clientEmail),
    job: { workType: row.workType, city: row.city },
    reply: replyOf(row),
    reported,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

/** A suspended tradesperson's reviews stay public, but they neither read them here nor reply. */
async function notSuspended(db: Db, tradespersonId: string) {
  const status = await repo.tradespersonStatus(db, tradespersonId);
  if (!status) throw new AppError('UNAUTHENTICATED');
  if (status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
}

/** GET /api/reviews/received: the signed-in tradesperson's reviews, hidden ones included. */
export async function receivedReviews(db: Db, tradespersonId: string, page: number, limit: number) {
  await notSuspended(db, tradespersonId);
  const [{ rows, total }, summary] = await Promise.all([
    repo.pageOf(db, tradespersonId, page, limit),
    ratingsOf(db, [tradespersonId]),
  ]);
  const reported = await repo.reportedBy(
    db,
    'tradesperson',
    tradespersonId,
    rows.map((row) => row.id),
  );
  return {
    reviews: rows.map((row) => receivedReviewOf(row, reported.has(row.id))),
    total,
    rating: summary.get(tradespersonId)?.rating ?? { average: null, count: 0 },
  };
}

/**
 * POST /api/reviews/:id/reply: the reviewed tradesperson answers once, in public. Phone numbers and
 * email addresses are hidden as in messages before a hire (the reply form says so): contact goes
 * through a job.
 */
export async function reply(db: Db, tradespersonId: string, id: string, text: string) {
  await notSuspended(db, tradespersonId);
  const review = await repo.findReview(db, id);
  if (!review) throw new AppError('NOT_FOUND');
  if (review.tradespersonId !== tradespersonId) throw new AppError('FORBIDDEN');
  const published = maskContacts(text).text;
  if (!(await repo.setReply(db, id, tradespersonId, published, nowIso()))) throw new AppError('ALREADY_REPLIED');
  const row = await repo.findInContext(db, id);
  const reported = await repo.reportedBy(db, 'tradesperson', tradespersonId, [id]);
  return receivedReviewOf(row!, reported.has(id));
}

/** POST /api/reviews/:id/report: anyone signed in reports a review once, with a reason. */
export async function report(db: Db, session: Session, id: string, body: ReviewReportInput) {
  const review = await repo.findReview(db, id);
  if (!review) throw new AppError('NOT_FOUND');
  try {
    await repo.insertReport(db, {
      id: newId(),
      reviewId: id,
      reporterRole: session.role as Role,
      reporterId: session.userId,
      reason: body.reason,
      details: body.details?.trim() ? body.details.trim() : null,
      resolvedAt: null,
      createdAt: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REPORTED');
    throw error;
  }
}
