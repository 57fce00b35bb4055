import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientQuotation } from '@tradewise/shared';
import { StarRating } from '../../components/reviews/star-rating';
import { reliabilityLines } from '../../components/reliability/reliability-lines';

/**
 * Who sent a quotation, as the client decides on it: their name, linked to their public profile
 * while it is listed (/tradespeople/:id), their business, and their rating from published reviews
 * (stars only when there are reviews: "No reviews yet" otherwise, never a made-up figure), and
 * their reliability figures once past their thresholds (issue 42).
 */
export function Quoter({ tradesperson }: { tradesperson: ClientQuotation['tradesperson'] }) {
  const { t, i18n } = useTranslation();
  const { rating } = tradesperson;
  const reliability = reliabilityLines(t, tradesperson.reliability, i18n.resolvedLanguage);
  return (
    <div className="quote__who">
      <p className="quote__name">
        {tradesperson.listed ? (
          <Link
            to={`/tradespeople/${tradesperson._id}`}
            // Said as "Owen Price, profile and reviews": the visible name first, then where it leads.
            aria-label={`${tradesperson.name}, ${t('clinetDashboard.profileOf')}`}
          >
            {tradesperson.name}
          </Link>
        ) : (
          <strong>{tradesperson.name}</strong>
        )}
        <span className="quote__business">{tradesperson.businessName}</span>
      </p>
      <p className="quote__rating">
        {rating.count > 0 && rating.average !== null ? (
          <StarRating value={rating.average} count={rating.count} size={16} />
        ) : (
          <span className="quote__no-rating">{t('reviews.rating.none')}</span>
        )}
      </p>
      {reliability.length > 0 && <p className="quote__reliability">{reliability.join(' · ')}</p>}
    </div>
  );
}
