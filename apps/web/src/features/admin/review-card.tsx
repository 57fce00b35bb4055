import { useTranslation } from 'react-i18next';
import { CheckCircle2, EyeOff, Flag, MessageSquareReply, RotateCcw } from 'lucide-react';
import type { AdminReview } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { useJobFormat } from '../../lib/job-format';
import { useFormat } from './format';
import { Fact, RecordHead } from './list-parts';
import { ReviewScores } from './review-scores';
import { hasOpenReports } from './use-review-actions';

interface ReviewCardProps {
  review: AdminReview;
  onHide: () => void;
  onRestore: () => void;
  restoring: boolean;
}

/** An account erased by its owner keeps an undeliverable address: nobody to write to. */
const reachable = (email: string) => !email.endsWith('@deleted.invalid');

/** A review as a moderator sees it: scores, words, reply, the people and the job, its reports, and what can be done. */
export function ReviewCard({ review, onHide, onRestore, restoring }: ReviewCardProps) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const facts = useJobFormat();
  const headingId = `review-${review._id}`;
  const hidden = review.status === 'hidden';
  const open = review.reports.filter((report) => report.open).length;
  const business = review.tradesperson.businessName;
  const who = <span className="visually-hidden"> {t('adminReviews.whichReview', { business })}</span>;
  const spinner = <span className="spinner spinner--small" aria-hidden="true" />;

  return (
    <article
      className={cx('admin-record', hidden ? 'admin-record--hidden-review' : open > 0 && 'admin-record--reported')}
      aria-labelledby={headingId}
    >
      <RecordHead
        headingId={headingId}
        title={t('adminReviews.reviewOf', { business })}
        subtitle={`${facts.trade(review.job.workType)} – ${review.job.city}`}
        dated={{ label: t('adminReviews.written'), at: review.createdAt, text: date(review.createdAt) }}
        badges={
          <div className="admin-record__badges">
            {open > 0 && (
              <Badge tone="warning">{t('adminReviews.openReports', { count: open, n: number(open) })}</Badge>
            )}
            <Badge tone={hidden ? 'error' : 'success'}>{t(`adminReviews.status.${review.status}`)}</Badge>
          </div>
        }
      />
      {review.editedAt && (
        <p className="admin-record__meta">
          {t('adminReviews.edited')} <time dateTime={review.editedAt}>{date(review.editedAt)}</time>
        </p>
      )}
      {hidden && review.hiddenReason && (
        <p className="callout admin-review__public">
          <EyeOff size={18} aria-hidden="true" />
          <span>
            <strong>{t('adminReviews.shownInstead')}</strong>{' '}
            {t('reviews.item.removed', { reason: t(`hideReasons.${review.hiddenReason}`) })}
          </span>
        </p>
      )}
      <ReviewScores review={review} />
      <blockquote className="admin-record__text admin-record__text--message admin-review__text">
        {review.text}
      </blockquote>
      {review.reply && (
        <section className="reply-note" aria-label={t('adminReviews.replyFrom', { business })}>
          <p className="admin-review__reply-head">
            <MessageSquareReply size={18} aria-hidden="true" />
            <strong>{t('adminReviews.replyFrom', { business })}</strong>
            <time dateTime={review.reply.createdAt}>{date(review.reply.createdAt)}</time>
          </p>
          <p className="admin-review__reply-text">{review.reply.text}</p>
        </section>
      )}
      <dl className="facts">
        <Fact term={t('adminReviews.reviewer')} double>
          <Person lines={[review.reviewer.name]} email={review.reviewer.email} />
        </Fact>
        <Fact term={t('adminReviews.tradesperson')} double>
          <Person lines={[business, review.tradesperson.name]} email={review.tradesperson.email} />
        </Fact>
      </dl>

      <Reports review={review} headingId={headingId} />

      <div className="admin-record__actions">
        {hidden ? (
          <button type="button" className="button button--primary" onClick={onRestore} disabled={restoring}>
            {restoring ? spinner : <RotateCcw size={18} aria-hidden="true" />}
            {t('adminReviews.restore')}
            {who}
          </button>
        ) : (
          <>
            <button type="button" className="button admin-button--danger" onClick={onHide} disabled={restoring}>
              <EyeOff size={18} aria-hidden="true" />
              {t('adminReviews.hide')}
              {who}
            </button>
            {hasOpenReports(review) && (
              <button type="button" className="button button--secondary" onClick={onRestore} disabled={restoring}>
                {restoring ? spinner : <CheckCircle2 size={18} aria-hidden="true" />}
                {t('adminReviews.keep')}
                {who}
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** A person's names, one a line, and their address unless the account was erased. */
function Person({ lines, email }: { lines: string[]; email: string }) {
  return (
    <span className="admin-review__person">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {reachable(email) && <a href={`mailto:${email}`}>{email}</a>}
    </span>
  );
}

function Reports({ review, headingId }: { review: AdminReview; headingId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  if (review.reports.length === 0) return null;
  return (
    <section className="admin-quotes" aria-labelledby={`${headingId}-reports`}>
      <h3 className="admin-quotes__title" id={`${headingId}-reports`}>
        <Flag size={20} aria-hidden="true" />
        {t('adminReviews.reports')}
        <span className="admin-quotes__count">{review.reports.length}</span>
      </h3>
      <ul className="admin-quotes__list">
        {review.reports.map((report, index) => (
          <li key={`${report.createdAt}-${index}`} className={cx('admin-quote', report.open && 'admin-report--open')}>
            <div className="admin-quote__head admin-report__head">
              <p className="admin-quote__who">
                <strong>{t(`reportReasons.${report.reason}`)}</strong>
                <span>{t(`adminReviews.reporters.${report.reporterRole}`)}</span>
              </p>
              <Badge tone={report.open ? 'warning' : 'neutral'}>
                {t(report.open ? 'adminReviews.reportOpen' : 'adminReviews.reportClosed')}
              </Badge>
            </div>
            {report.details && <p className="admin-quote__text">{report.details}</p>}
            <p className="admin-quote__date">
              {t('adminReviews.reportedOn')} <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
