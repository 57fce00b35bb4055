import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Star } from 'lucide-react';
import type { ClientJob, MyReviews, OwnReview, ReceivedReview } from '@tradewise/shared';
import { ReviewItem } from '../../components/reviews/review-item';
import { useJobFormat } from '../../lib/job-format';
import { ReviewForm } from './review-form';
import './client-reviews.css';

export type ToReview = MyReviews['toReview'][number];

/** Whether its author may still change it (the server has the last word). */
export const stillEditable = (review: OwnReview) => Date.parse(review.editableUntil) > Date.now();

interface JobReviewProps {
  job: ClientJob;
  /** The job waits for a review. */
  toReview?: ToReview;
  /** The review written for this job. */
  written?: OwnReview;
  /** The form is open (from its button or the emailed link). */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The client's own review as the shared ReviewItem shows one, titled "Your review". */
function asShown(review: OwnReview, job: ClientJob, title: string): ReceivedReview {
  return {
    _id: review._id,
    status: review.status,
    hiddenReason: review.hiddenReason,
    rating: review.rating,
    quality: review.quality,
    reliability: review.reliability,
    value: review.value,
    text: review.text,
    reviewer: title,
    job: { workType: job.workType, city: job.address.city },
    reply: review.reply,
    reported: false,
    createdAt: review.createdAt,
    editedAt: review.editedAt,
  };
}

/**
 * The review part of a completed job's card: "Leave a review" while there is none, the form when
 * open, else the review written with the tradesperson's reply and "Edit" for 14 days. When the
 * form closes, the focus comes back to this part of the card.
 */
export function JobReview({ job, toReview, written, open, onOpen, onClose }: JobReviewProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const business = written?.tradesperson.businessName ?? toReview?.tradesperson.businessName ?? '';
  if (!written && !toReview) return null;

  return (
    <div className="job-card__section job-review focus-target" ref={ref} tabIndex={-1}>
      {open ? (
        <ReviewForm jobId={job._id} business={business} existing={written} onDone={onClose} onCancel={onClose} />
      ) : written ? (
        <>
          <ReviewItem
            review={asShown(written, job, t('clientReviews.yourReview'))}
            level={4}
            replyFrom={business}
            actions={
              stillEditable(written) ? (
                <>
                  <button type="button" className="button button--secondary" onClick={onOpen}>
                    <Pencil size={18} aria-hidden="true" />
                    {t('clientReviews.edit')}
                  </button>
                  <span className="job-review__until">
                    {t('clientReviews.editableUntil', { date: format.date(written.editableUntil) })}
                  </span>
                </>
              ) : undefined
            }
          />
          {written.status === 'hidden' && <p className="job-card__note">{t('clientReviews.hiddenNote')}</p>}
          <p className="job-review__policy">
            <Link to="/reviews">{t('reviews.policy.link')}</Link>
          </p>
        </>
      ) : (
        <div className="job-review__ask">
          <p>
            <Star size={20} aria-hidden="true" className="job-review__icon" />
            {t('clientReviews.ask', { name: business })}
          </p>
          <button type="button" className="button button--accent button--block-phone" onClick={onOpen}>
            {t('clientReviews.leave')}
            <span className="visually-hidden"> {t('clientReviews.leaveFor', { name: business })}</span>
          </button>
        </div>
      )}
    </div>
  );
}
