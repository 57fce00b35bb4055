import { useEffect, useRef } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Star } from 'lucide-react';
import type { Profile } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { formatCount, formatScore } from '../../components/reviews/format';
import { ReportReviewButton } from '../../components/reviews/report-review-button';
import { ReviewItem } from '../../components/reviews/review-item';
import { StarRating } from '../../components/reviews/star-rating';
import { errorText } from '../../lib/error-text';
import { usePublicReviews } from '../../lib/reviews-api';

const DETAILS = ['quality', 'reliability', 'value'] as const;

/**
 * The profile's reviews (#reviews): the average with its count, the three detailed averages and
 * how many gave each number of stars, then the reviews, newest first, ten at a time ("Show more"),
 * each with the tradesperson's reply and Report (Sign in to report for visitors). With no
 * published review: says so, and shows no stars at all.
 */
export function ProfileReviews({ person }: { person: Profile }) {
  const { t, i18n } = useTranslation();
  const reviews = usePublicReviews(person._id);
  const { average, count } = person.rating;
  const rated = count > 0 && average !== null;
  const listRef = useRef<HTMLUListElement>(null);
  const shownBefore = useRef<number | null>(null);

  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  // After "Show more", reading goes on at the first review it added.
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || reviews.isFetchingNextPage || shown.length <= before) return;
    shownBefore.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[before]?.focus();
  }, [shown.length, reviews.isFetchingNextPage]);

  return (
    <section id="reviews" className="profile-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="profile-reviews__title">
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
        <EmptyState icon={MessageSquareText} title={t('reviews.rating.none')}>
          <p>{t('profilePage.noReviewsBody', { name: person.businessName, brand: t('brand.name') })}</p>
        </EmptyState>
      )}

      <p className="profile-reviews__rules">
        {t('profilePage.reviewsRules', { brand: t('brand.name') })}{' '}
        <Link to="/reviews">{t('reviews.policy.link')}</Link>
      </p>

      {reviews.isPending ? (
        rated && <Loading label={t('profilePage.reviewsLoading')} />
      ) : reviews.isError && shown.length === 0 ? (
        <Alert tone="error" live="alert" title={t('profilePage.reviewsFailed')}>
          <p>{errorText(t, reviews.error, { fallback: t('directoryPage.failedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void reviews.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : shown.length > 0 ? (
        <>
          <ul className="profile-reviews__list" ref={listRef} aria-busy={reviews.isFetchingNextPage || undefined}>
            {shown.map((review) => (
              <li key={review._id}>
                <ReviewItem
                  review={review}
                  replyFrom={person.businessName}
                  focusable
                  actions={review.status === 'published' && <ReportReviewButton reviewId={review._id} />}
                />
              </li>
            ))}
          </ul>
          <p className="profile-reviews__shown" role="status">
            {total > shown.length &&
              t('profilePage.reviewsShown', {
                count: total,
                shown: formatCount(shown.length, i18n.resolvedLanguage),
                total: formatCount(total, i18n.resolvedLanguage),
              })}
          </p>
          {reviews.isFetchNextPageError && (
            <Alert tone="error" live="alert" title={t('profilePage.moreFailed')}>
              <p>{errorText(t, reviews.error, { fallback: t('directoryPage.failedHelp') })}</p>
            </Alert>
          )}
          {reviews.hasNextPage && (
            <div className="profile-reviews__more">
              <button
                type="button"
                className="button button--secondary"
                disabled={reviews.isFetchingNextPage}
                onClick={() => {
                  shownBefore.current = shown.length;
                  void reviews.fetchNextPage();
                }}
              >
                {reviews.isFetchingNextPage && <span className="spinner spinner--small" aria-hidden="true" />}
                {reviews.isFetchingNextPage
                  ? t('profilePage.reviewsLoadingMore')
                  : reviews.isFetchNextPageError
                    ? t('common.retry')
                    : t('profilePage.reviewsMore')}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars: bars for the eye, the counts in words. */
function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const stars = (n: number) => t('reviews.score.stars', { count: n, number: n });
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
                {t('profilePage.distributionRow', {
                  count: given,
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
