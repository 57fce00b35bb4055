import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@tradewise/shared';
import { StarRating } from '../../components/reviews/star-rating';

const SCORES = ['rating', 'quality', 'reliability', 'value'] as const;

/** The overall score and the three detailed ones, each out of five, as the public reads them. */
export function ReviewScores({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  return (
    <dl className="admin-review__scores">
      {SCORES.map((score) => (
        <div key={score} className="admin-review__score">
          <dt>{t(`reviews.scores.${score}`)}</dt>
          <dd>
            <StarRating value={review[score]} kind="score" size={16} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
