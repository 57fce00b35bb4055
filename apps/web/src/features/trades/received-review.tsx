import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOff, MessageSquareReply, Star } from 'lucide-react';
import type { ReceivedReview } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { useJobFormat } from '../../lib/job-format';
import { ReplyForm } from './reply-form';
import { useRefreshReviews } from './trades-api';

const DETAILS = ['quality', 'reliability', 'value'] as const;

/**
 * One review of the tradesperson: its scores and words, the moderators' reason when it is hidden,
 * and the one public reply (or the form to write it).
 */
export function ReceivedReviewItem({ review }: { review: ReceivedReview }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const refresh = useRefreshReviews();
  const replyRef = useRef<HTMLDivElement>(null);
  const [alreadyReplied, setAlreadyReplied] = useState(false);
  const hidden = review.status === 'hidden';
  const headingId = `received-review-${review._id}`;

  return (
    <article className={cx('trade-review', hidden && 'trade-review--hidden')} aria-labelledby={headingId}>
      <div className="trade-review__head">
        <h3 className="trade-review__title" id={headingId}>
          <Stars value={review.rating} />
          <span>{t('tradeReviews.outOfFive', { n: review.rating })}</span>
        </h3>
        <p className="trade-review__meta">
          {review.reviewer ?? t('tradeReviews.formerClient')}
          {' · '}
          {format.trade(review.job.workType)}, {review.job.city}
          {' · '}
          <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
          {review.editedAt && <> {t('tradeReviews.edited')}</>}
        </p>
      </div>
      {hidden && review.hiddenReason && (
        <p className="trade-review__hidden">
          <EyeOff size={18} aria-hidden="true" />
          <span>
            <strong>{t('tradeReviews.removed', { reason: t(`hideReasons.${review.hiddenReason}`) })}</strong>{' '}
            {t('tradeReviews.removedHelp')}
          </span>
        </p>
      )}
      <dl className="trade-review__scores">
        {DETAILS.map((score) => (
          <div key={score}>
            <dt>{t(`tradeReviews.scores.${score}`)}</dt>
            <dd>{t('tradeReviews.outOfFive', { n: review[score] })}</dd>
          </div>
        ))}
      </dl>
      <p className="trade-review__text">{review.text}</p>

      {alreadyReplied && (
        <Alert tone="info" live="status">
          <p>
            {t('errors.ALREADY_REPLIED')} {t('tradeReviews.alreadyRepliedHelp')}
          </p>
        </Alert>
      )}
      {review.reply ? (
        <div className="trade-review__reply focus-target" ref={replyRef} tabIndex={-1}>
          <p className="trade-review__reply-head">
            <MessageSquareReply size={18} aria-hidden="true" />
            <strong>{t('tradeReviews.yourReply')}</strong>
            <time dateTime={review.reply.createdAt}>{format.date(review.reply.createdAt)}</time>
          </p>
          <p className="trade-review__reply-text">{review.reply.text}</p>
        </div>
      ) : (
        !hidden && (
          <div className="trade-review__actions">
            <ReplyForm
              review={review}
              onReplied={() => window.requestAnimationFrame(() => replyRef.current?.focus())}
              onAlreadyReplied={() => {
                setAlreadyReplied(true);
                void refresh();
              }}
            />
          </div>
        )
      )}
    </article>
  );
}

/** Five stars, the first `value` of them filled; the words beside them say the score. */
function Stars({ value }: { value: number }) {
  return (
    <span className="trade-review__stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} className={n <= value ? 'trade-review__star--on' : undefined} />
      ))}
    </span>
  );
}
