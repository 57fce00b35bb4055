import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { Profile } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, Loading } from '../../components/ui/status';
import { pluralKey, formatCount, formatScore } from '../../components/reviews/format';
import { ReportReviewButton } from '../../components/reviews/report-review-button';
import { ReviewItem } from '../../components/reviews/review-item';
import { StarRating } from '../../components/reviews/star-rating';
import { useSignedInRoles } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { PUBLIC_REVIEWS_PAGE_SIZE, usePublicReviews } from '../../lib/reviews-api';

const DETAILS = ['quality', 'reliability', 'value'] as const;

/**
 * The profile's reviews (#reviews): the average with its count, the three detailed averages and
 * how many gave each number of stars, then every review, ten a page, newest first, each with the
 * tradesperson's reply and a Report button for people signed in. With no published review: says
 * so, and shows no stars at all.
 */
export function ProfileReviews({ person }: { person: Profile }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews(person._id, page);
  const signedIn = useSignedInRoles().length > 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  const { average, count } = person.rating;
  const rated = count > 0 && average !== null;

  // After a page change, reading starts again at the section's heading.
  useEffect(() => {
    if (!turned.current || reviews.isPlaceholderData) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, reviews.isPlaceholderData]);

  const data = reviews.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PUBLIC_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <section id="reviews" className="profile-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="profile-reviews__title focus-target" tabIndex={-1} ref={headingRef}>
        {t('profilePage.reviewsTitle')}
      </h2>

      {rated ? (
        <div className="rating-summary">
          <div className="rating-summary__overall">
            <p className="rating-summary__average" aria-hidden="true">
              {formatScore(average, i18n.resolvedLanguage)}
            </p>
            <StarRating value={average} count={count} size={24} showValue={false} className="rating-summary__stars" />
          </div>
          <div className="rating-summary__part">
            <h3 className="rating-summary__subtitle">{t('profilePage.scoresTitle')}</h3>
            <dl className="rating-summary__scores">
              {DETAILS.map((score) => {
                const value = person.scores[score];
                return (
                  <div key={score}>
                    <dt>{t(`reviews.scores.${score}`)}</dt>
                    <dd>{value === null ? t('profilePage.noScore') : <StarRating value={value} size={16} />}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
          <Distribution distribution={person.distribution} count={count} />
        </div>
      ) : (
        <EmptyState icon={Star} title={t('reviews.rating.none')}>
          <p>{t('profilePage.noReviewsBody', { name: person.businessName, brand: t('brand.name') })}</p>
        </EmptyState>
      )}

      <p className="profile-reviews__rules">
        {t('profilePage.reviewsRules', { brand: t('brand.name') })} {!signedIn && t('profilePage.reportSignIn')}{' '}
        <Link to="/reviews">{t('reviews.policy.link')}</Link>
      </p>

      {reviews.isPending ? (
        rated && <Loading label={t('profilePage.reviewsLoading')} />
      ) : reviews.isError && !data ? (
        <Alert tone="error" live="alert" title={t('profilePage.reviewsFailed')}>
          <p>{errorText(t, reviews.error, { fallback: t('directoryPage.failedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void reviews.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : data && data.reviews.length > 0 ? (
        <>
          <ul className="profile-reviews__list" aria-busy={reviews.isPlaceholderData || undefined}>
            {data.reviews.map((review) => (
              <li key={review._id}>
                <ReviewItem
                  review={review}
                  replyFrom={person.businessName}
                  actions={review.status === 'published' && <ReportReviewButton reviewId={review._id} />}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            label={t('profilePage.reviewPages')}
            onChange={(next) => {
              turned.current = true;
              setPage(next);
            }}
          />
        </>
      ) : null}
    </section>
  );
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars: bars for the eye, the counts in words. */
function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const stars = (n: number) =>
    t(pluralKey(language, n, 'reviews.score.starsOne', 'reviews.score.stars'), { number: n });
  return (
    <div className="rating-summary__part">
      <h3 className="rating-summary__subtitle" id="distribution-title">
        {t('profilePage.distributionTitle')}
      </h3>
      <ul className="distribution" aria-labelledby="distribution-title">
        {[5, 4, 3, 2, 1].map((score) => {
          const given = distribution[score - 1] ?? 0;
          const share = count > 0 ? (given / count) * 100 : 0;
          return (
            <li key={score} className="distribution__row">
              <span className="distribution__label" aria-hidden="true">
                {score}
                <Star size={14} className="stars__star--on" />
              </span>
              <span className="distribution__bar" aria-hidden="true">
                <span className="distribution__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="distribution__count" aria-hidden="true">
                {formatCount(given, language)}
              </span>
              <span className="visually-hidden">
                {t(pluralKey(language, given, 'profilePage.distributionRowOne', 'profilePage.distributionRow'), {
                  stars: stars(score),
                  number: formatCount(given, language),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
