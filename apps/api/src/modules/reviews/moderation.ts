import type { Kysely, Transaction } from 'kysely';
import type { AdminReview, ReviewHideReason } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import { recountRatings } from './figures.js';
import * as repo from './repository.js';

/**
 * Moderation: an administrator hides a review (with the reason shown publicly in its place) or
 * restores it; either closes its open reports. Nobody but its author ever changes its words. The
 * admin module calls these inside its transaction, beside the audit entry.
 */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findForAdmin>>>;

async function answersOf(db: Db | Trx, rows: AdminRow[]): Promise<AdminReview[]> {
  const reports = await repo.reportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    status: row.status,
    hiddenReason: row.hiddenReason,
    rating: row.rating,
    quality: row.quality,
    reliability: row.reliability,
    value: row.value,
    text: row.text,
    reply: row.replyText !== null && row.replyAt !== null ? { text: row.replyText, createdAt: row.replyAt } : null,
    reviewer: { _id: row.clientId, name: row.clientName, email: row.clientEmail },
    tradesperson: {
      _id: row.tradespersonId,
      name: row.tradespersonName,
      email: row.tradespersonEmail,
      businessName: row.businessName,
    },
    job: { _id: row.jobId, workType: row.workType, city: row.city },
    reports: reports
      .filter((report) => report.reviewId === row.id)
      .map((report) => ({
        reason: report.reason,
        details: report.details,
        reporterRole: report.reporterRole,
        open: report.resolvedAt === null,
        createdAt: report.createdAt,
      })),
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  }));
}

/** GET /api/admin/reviews: reported (open reports), hidden, or all reviews, newest first. */
export async function adminReviews(
  db: Db,
  filter: 'reported' | 'hidden' | 'all',
  page: { page: number; limit: number },
) {
  const { rows, total } = await repo.adminPage(db, filter, page);
  return { items: await answersOf(db, rows), total };
}

export async function adminReview(db: Db | Trx, id: string): Promise<AdminReview> {
  const row = await repo.findForAdmin(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await answersOf(db, [row]))[0]!;
}

/** Hides a review behind its public reason; its author is told why. Returns it as it was. */
export async function hideReview(trx: Trx, mailer: Mailer, id: string, reason: ReviewHideReason) {
  const review = await repo.findReview(trx, id);
  if (!review) throw new AppError('NOT_FOUND');
  const now = nowIso();
  await repo.setStatus(trx, id, { status: 'hidden', hiddenReason: reason, updatedAt: now });
  await recountRatings(trx, review.tradespersonId);
  await repo.resolveReports(trx, id, now);
  if (review.status !== 'hidden' || review.hiddenReason !== reason) {
    await notifications.reviewHidden(trx, mailer, {
      jobId: review.jobId,
      tradespersonId: review.tradespersonId,
      reason,
    });
  }
  return review;
}

/** Shows a review again (or keeps a reported one): its open reports are closed. Returns it as it was. */
export async function restoreReview(trx: Trx, id: string) {
  const review = await repo.findReview(trx, id);
  if (!review) throw new AppError('NOT_FOUND');
  const now = nowIso();
  await repo.setStatus(trx, id, { status: 'published', hiddenReason: null, updatedAt: now });
  await recountRatings(trx, review.tradespersonId);
  await repo.resolveReports(trx, id, now);
  return review;
}
