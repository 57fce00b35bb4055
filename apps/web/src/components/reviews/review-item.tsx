import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, EyeOff, MessageSquareReply } from 'lucide-react';
import type { PublicReview, ReceivedReview, ReviewHideReason } from '@tradewise/shared';
import { useJobFormat } from '../../lib/job-format';
import { cx } from '../ui/cx';
import { StarRating } from './star-rating';
import './reviews.css';

export const DETAIL_SCORES = ['quality', 'reliability', 'value'] as const;

type AnyReview = PublicReview | ReceivedReview;

interface ReviewItemProps {
  review: AnyReview;
  /** Buttons under the review (report, reply...). */
  actions?: ReactNode;
  /** Who the reply is from, "Reply from Thompson Plumbing"; by default "the tradesperson". */
  replyFrom?: string;
  /** The heading level inside the list (3 under a page's h2). */
  level?: 3 | 4;
  /** The list may move the focus to it (after "Show more"). */
  focusable?: boolean;
}

const hiddenReasonOf = (review: AnyReview): ReviewHideReason | null =>
  review.status === 'hidden' ? review.hiddenReason : null;

/**
 * One review as people read it: who wrote it and for which job, the overall stars and the three
 * detailed scores, the words exactly as written, the "edited" mark, the verified-hire label, and
 * the tradesperson's reply under it. A hidden review shows only the moderators' public reason.
 */
export function ReviewItem({ review, actions, replyFrom, level = 3, focusable = false }: ReviewItemProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const Heading = `h${level}` as const;
  const headingId = `review-${review._id}-title`;
  const job = t('reviews.item.job', { trade: format.trade(review.job.workType), city: review.job.city });
  const date = (
    <time dateTime={review.createdAt}>{t('reviews.item.date', { date: format.date(review.createdAt) })}</time>
  );

  const focus = focusable ? { tabIndex: -1 } : {};
  const reason = hiddenReasonOf(review);
  if (review.status === 'hidden') {
    return (
      <article
        className={cx('review review--hidden', focusable && 'focus-target')}
        aria-labelledby={headingId}
        {...focus}
      >
        <Heading id={headingId} className="review__removed">
          <EyeOff size={20} aria-hidden="true" />
          <span>
            {t('reviews.item.removed', {
              reason: reason ? t(`hideReasons.${reason}`) : t('reviews.item.removedNoReason'),
            })}
          </span>
        </Heading>
        <p className="meta-line">
          {job} · {date}
        </p>
        {actions && <div className="review__actions">{actions}</div>}
      </article>
    );
  }

  return (
    <article className={cx('review', focusable && 'focus-target')} aria-labelledby={headingId} {...focus}>
      <div className="review__head">
        <Heading id={headingId} className="review__title">
          {review.reviewer ?? t('reviews.item.formerClient')}
        </Heading>
        <p className="meta-line">
          {job} · {date}
          {review.editedAt && (
            <>
              {' · '}
              <span className="review__edited">{t('reviews.item.edited')}</span>
            </>
          )}
        </p>
      </div>
      <div className="review__rating">
        <StarRating value={review.rating} kind="score" size={20} />
        <span className="review__verified success-pill">
          <BadgeCheck size={18} aria-hidden="true" />
          {t('reviews.item.verified', { brand: t('brand.name') })}
        </span>
      </div>
      <dl className="review__scores">
        {DETAIL_SCORES.map((score) => (
          <div key={score}>
            <dt>{t(`reviews.scores.${score}`)}</dt>
            <dd>
              <StarRating value={review[score]} kind="score" size={14} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="review__text">{review.text}</p>
      {review.reply && (
        <div className="review__reply reply-note">
          <p className="review__reply-head">
            <MessageSquareReply size={18} aria-hidden="true" />
            <strong>
              {replyFrom ? t('reviews.item.replyFrom', { name: replyFrom }) : t('reviews.item.replyFromTrade')}
            </strong>
            <time dateTime={review.reply.createdAt}>{format.date(review.reply.createdAt)}</time>
          </p>
          <p className="review__reply-text">{review.reply.text}</p>
        </div>
      )}
      {actions && <div className="review__actions">{actions}</div>}
    </article>
  );
}
