import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedReview } from '@tradewise/shared';
import { ReportReviewButton } from '../../components/reviews/report-review-button';
import { ReviewItem } from '../../components/reviews/review-item';
import { Alert } from '../../components/ui/alert';
import { ReplyForm } from './reply-form';
import { useRefreshReceivedReviews } from './trades-api';

interface ReceivedReviewItemProps {
  review: ReceivedReview;
  /** The tradesperson's business, who the reply is from. */
  business: string;
}

/**
 * One review of the tradesperson as everyone reads it (a hidden one shows the moderators' reason),
 * with what they can do: write the one public reply, and report it.
 */
export function ReceivedReviewItem({ review, business }: ReceivedReviewItemProps) {
  const { t } = useTranslation();
  const refresh = useRefreshReceivedReviews();
  const itemRef = useRef<HTMLDivElement>(null);
  const [alreadyReplied, setAlreadyReplied] = useState(false);
  const [replied, setReplied] = useState(false);
  const hidden = review.status === 'hidden';
  const hasReply = review.reply !== null;

  // The form has gone with its button: once shown, the reply under the review takes the focus.
  useEffect(() => {
    if (!replied || !hasReply) return;
    const reply = itemRef.current?.querySelector<HTMLElement>('.review__reply');
    if (!reply) return;
    reply.tabIndex = -1;
    reply.classList.add('focus-target');
    reply.focus();
  }, [replied, hasReply]);

  const actions = hidden ? (
    <p className="trade-review__hidden-help">{t('tradeReviews.removedHelp')}</p>
  ) : (
    <>
      {alreadyReplied && (
        <Alert tone="info" live="status" className="trade-review__notice">
          <p>
            {t('errors.ALREADY_REPLIED')} {t('tradeReviews.alreadyRepliedHelp')}
          </p>
        </Alert>
      )}
      {!review.reply && (
        <ReplyForm
          review={review}
          onReplied={() => setReplied(true)}
          onAlreadyReplied={() => {
            setAlreadyReplied(true);
            void refresh();
          }}
        />
      )}
      <ReportReviewButton reviewId={review._id} alreadyReported={review.reported} role="tradesperson" />
    </>
  );

  return (
    <div ref={itemRef} className="trade-review">
      <ReviewItem review={review} replyFrom={business} actions={actions} />
    </div>
  );
}
