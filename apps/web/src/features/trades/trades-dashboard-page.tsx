import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ClipboardCheck, Hourglass, Inbox, Star } from 'lucide-react';
import { InsuranceNotice } from '../../components/credentials/insurance-notice';
import { Alert } from '../../components/ui/alert';
import { FilterLinks, useFilterChoice } from '../../components/ui/filter-links';
import { Pagination, useLastPageFallback } from '../../components/ui/pagination';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { useMe } from '../../lib/me';
import { Slot } from '../../lib/feature-slots';
import { CoverageEditor } from './coverage-editor';
import { MatchingJobCard } from './matching-job-card';
import { MATCHING_SORTS, useMatchingJobs, useReceivedReviews } from './trades-api';
import '../../styles/jobs.css';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

// Its own chunk: the jobs list never waits for the reviews' code or data.
const ReviewsSection = lazy(() => import('./reviews-section'));

/**
 * /dashboard: the tradesperson's matching jobs, ten a page, newest or nearest first (?sort=distance),
 * the areas they cover, and their reviews (#reviews), loaded beside the jobs.
 */
export default function TradesDashboardPage() {
  const { t } = useTranslation();
  const me = useMe('tradesperson');
  const account = me.data;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const reviewsPage = pageFrom(params.get('reviews'));
  const suspended = account?.status === 'suspended';
  const sort = useFilterChoice('sort', MATCHING_SORTS, 'newest');
  const matching = useMatchingJobs(page, sort, Boolean(account) && !suspended);
  const reviews = useReceivedReviews(reviewsPage, Boolean(account) && !suspended);
  const listRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);

  /** Each list keeps its own page in the address bar (?page= for jobs, ?reviews= for reviews). */
  const setPage = useCallback(
    (name: 'page' | 'reviews', next: number, replace = false) =>
      setParams(
        (previous) => {
          const changed = new URLSearchParams(previous);
          if (next === 1) changed.delete(name);
          else changed.set(name, String(next));
          return changed;
        },
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );

  // After a page change, start reading at the list's heading.
  useEffect(() => {
    if (turned.current && !matching.isPlaceholderData) listRef.current?.focus();
  }, [page, matching.isPlaceholderData]);

  // A page past the end (?page=99 of 2) shows the last page.
  useLastPageFallback(
    page,
    matching.data && !matching.isPlaceholderData ? matching.data.totalPages : undefined,
    useCallback((last: number) => setPage('page', last, true), [setPage]),
  );

  if (!account) return <Loading className="container page" label={t('common.loading')} />;

  const goToPage = (next: number) => {
    turned.current = true;
    setPage('page', next);
  };

  const data = matching.data;
  const canApply = account.status === 'approved';
  return (
    <div className="container page">
      <title>{`${t('tradesDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('tradesDashboard.welcome', { name: account.name })}</h1>
          {account.businessName && account.trade && (
            <p className="page-heading__lead">
              {t('tradesDashboard.businessLine', {
                business: account.businessName,
                trade: t(`trades.${account.trade}`, { defaultValue: account.trade }),
              })}
            </p>
          )}
        </div>
        <div className="button-row">
          <Link className="button button--secondary" to="/visits">
            <CalendarDays size={20} aria-hidden="true" />
            {t('visits.week.title')}
          </Link>
          <Link className="button button--secondary" to="/applied-jobs">
            <ClipboardCheck size={20} aria-hidden="true" />
            {t('tradesDashboard.appliedJobs')}
          </Link>
          {!suspended && (
            <a className="button button--secondary" href="#reviews">
              <Star size={20} aria-hidden="true" />
              {t('tradeReviews.jumpLink')}
            </a>
          )}
        </div>
      </div>
      <InsuranceNotice status={account.status} />
      {suspended && (
        <Alert tone="error" title={t('tradesDashboard.suspendedTitle')}>
          <p>{t('errors.ACCOUNT_SUSPENDED')}</p>
        </Alert>
      )}
      {!suspended && <Slot name="dashboard" role="tradesperson" />}
      {!suspended && (
        <div className="with-aside">
          <div>
            <section aria-labelledby="matching-title" className="panel">
              <div className="section-head">
                <h2 id="matching-title" className="panel__title focus-target" tabIndex={-1} ref={listRef}>
                  {t('tradesDashboard.matchingJobs')}
                </h2>
                {data && data.jobs.length > 0 && (
                  <span className="section-head__count">
                    {t('tradesDashboard.pageSummary', {
                      page: data.currentPage,
                      pages: data.totalPages,
                      total: data.total,
                    })}
                  </span>
                )}
              </div>
              {matching.isPending ? (
                <Loading label={t('tradesDashboard.loading')} />
              ) : matching.isError ? (
                <Alert tone="error" title={t('tradesDashboard.loadFailed')} live="alert">
                  <p>{errorText(t, matching.error, { fallback: t('tradesDashboard.loadFailedHelp') })}</p>
                  <button type="button" className="button button--secondary" onClick={() => void matching.refetch()}>
                    {t('common.retry')}
                  </button>
                </Alert>
              ) : data && data.jobs.length > 0 ? (
                <>
                  <FilterLinks
                    param="sort"
                    label={t('tradesDashboard.sortLabel')}
                    current={sort}
                    all="newest"
                    forget={['page']}
                    choices={MATCHING_SORTS.map((value) => ({ value, label: t(`tradesDashboard.sorts.${value}`) }))}
                  />
                  <ul className="card-list card-list--two" aria-busy={matching.isPlaceholderData || undefined}>
                    {data.jobs.map((job) => (
                      <li key={job._id}>
                        <MatchingJobCard job={job} canApply={canApply} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    page={data.currentPage}
                    totalPages={data.totalPages}
                    onChange={goToPage}
                    label={t('tradesDashboard.pagesLabel')}
                  />
                </>
              ) : page > Math.max(1, data?.totalPages ?? 0) ? (
                // Past the last page: on the way to it.
                <Loading label={t('tradesDashboard.loading')} />
              ) : account.status === 'pending' ? (
                // Not an empty marketplace: a newcomer quotes once approved.
                <EmptyState icon={Hourglass} title={t('tradesDashboard.pendingNoJobsTitle')}>
                  <p>{t('tradesDashboard.pendingNoJobsBody')}</p>
                </EmptyState>
              ) : (
                <EmptyState icon={Inbox} title={t('tradesDashboard.noJobs')}>
                  <p>{t('tradesDashboard.noJobsHelp')}</p>
                </EmptyState>
              )}
            </section>
            <Suspense fallback={<Loading className="panel" label={t('tradeReviews.loading')} />}>
              <ReviewsSection
                business={account.businessName ?? account.name}
                reviews={reviews}
                page={reviewsPage}
                onPage={(next, replace) => setPage('reviews', next, replace)}
                settled={!matching.isPending}
              />
            </Suspense>
          </div>
          <aside className="with-aside__aside">
            <CoverageEditor />
          </aside>
        </div>
      )}
    </div>
  );
}
