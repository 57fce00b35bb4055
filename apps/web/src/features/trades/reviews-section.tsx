import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReceivedReviews } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Pagination, useLastPageFallback } from '../../components/ui/pagination';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { StarRating } from '../../components/reviews/star-rating';
import { numberFormat } from '../../lib/format-locale';
import { ReceivedReviewItem } from './received-review';
import { REVIEWS_PAGE_SIZE } from './trades-api';
import './trade-reviews.css';

interface ReviewsSectionProps {
  /** Who replies: the tradesperson's business name. */
  business: string;
  reviews: UseQueryResult<ReceivedReviews>;
  page: number;
  /** `replace` corrects a page past the end without leaving it in the history. */
  onPage: (page: number, replace?: boolean) => void;
  /** Whatever sits above the section has its final height: a link to #reviews may scroll to it. */
  settled: boolean;
}

/**
 * "Your reviews" on the tradesperson's dashboard (#reviews, where the new-review email leads): the
 * average and count, then every review, ten a page, hidden ones with the moderators' reason, each
 * with its one public reply or the form to write it.
 */
export default function ReviewsSection({ business, reviews, page, onPage, settled }: ReviewsSectionProps) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  const turned = useRef(false);
  const data = reviews.data;

  // Arriving from the email's link: once the page above has its height, bring the section into view.
  useEffect(() => {
    if (hash !== '#reviews' || arrived.current || !settled || reviews.isPending) return;
    arrived.current = true;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash, settled, reviews.isPending]);

  // After a page change, start reading at the section's heading.
  useEffect(() => {
    if (turned.current && !reviews.isPlaceholderData) {
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [page, reviews.isPlaceholderData]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)) : 1;
  // A page past the end (?reviews=99 of 2) shows the last page.
  useLastPageFallback(
    page,
    data && !reviews.isPlaceholderData ? totalPages : undefined,
    useCallback((last: number) => onPage(last, true), [onPage]),
  );
  const average = (value: number) =>
    numberFormat(i18n.resolvedLanguage, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="panel trade-reviews">
      <div className="section-head">
        <h2 id="reviews-title" className="panel__title focus-target" tabIndex={-1} ref={headingRef}>
          {t('tradeReviews.title')}
        </h2>
      </div>
      {reviews.isPending ? (
        <Loading label={t('tradeReviews.loading')} />
      ) : reviews.isError && !data ? (
        <Alert tone="error" title={t('tradeReviews.loadFailed')} live="alert">
          <p>{errorText(t, reviews.error, { fallback: t('tradesDashboard.loadFailedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void reviews.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : data ? (
        <>
          {data.rating.count > 0 && data.rating.average !== null ? (
            <div className="trade-reviews__summary">
              <p className="trade-reviews__average">
                <span className="trade-reviews__average-number" aria-hidden="true">
                  {average(data.rating.average)}
                </span>
                <StarRating value={data.rating.average} count={data.rating.count} size={24} showValue={false} />
              </p>
            </div>
          ) : (
            <EmptyState icon={Star} title={t('tradeReviews.noneTitle')}>
              <p>{t('tradeReviews.noneBody')}</p>
            </EmptyState>
          )}
          <p className="trade-reviews__rules">
            {t('tradeReviews.rules', { brand: t('brand.name') })}{' '}
            <Link to="/reviews">{t('tradeReviews.policyLink')}</Link>
          </p>
          {data.reviews.length > 0 && (
            <>
              <ul className="trade-reviews__list" aria-busy={reviews.isPlaceholderData || undefined}>
                {data.reviews.map((review) => (
                  <li key={review._id}>
                    <ReceivedReviewItem review={review} business={business} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={totalPages}
                onChange={(next) => {
                  turned.current = true;
                  onPage(next);
                }}
                label={t('tradeReviews.pagesLabel')}
              />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
