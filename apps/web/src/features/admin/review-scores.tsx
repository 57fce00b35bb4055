import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { AdminReview } from '@tradewise/shared';

const SCORES = ['rating', 'quality', 'reliability', 'value'] as const;

/** The overall score and the three detailed ones, each out of five. */
export function ReviewScores({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  return (
    <dl className="admin-review__scores">
      {SCORES.map((score) => (
        <div key={score} className="admin-review__score">
          <dt>{t(`adminReviews.scores.${score}`)}</dt>
          <dd>
            <span className="admin-review__stars" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} size={16} className={n <= review[score] ? 'admin-review__star--on' : undefined} />
              ))}
            </span>
            {t('adminReviews.outOfFive', { n: review[score] })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
