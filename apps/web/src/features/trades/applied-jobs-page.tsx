import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Send } from 'lucide-react';
import { APPLICATION_OUTCOMES, type ApplicationOutcome } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { FilterLinks, useFilterChoice } from '../../components/ui/filter-links';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { AppliedCard } from './applied-card';
import { useAppliedJobs } from './trades-api';
import '../../styles/jobs.css';

type View = 'all' | ApplicationOutcome;
const VIEWS: readonly View[] = ['all', ...APPLICATION_OUTCOMES];

/**
 * /applied-jobs: the tradesperson's quotations, accepted first, then newest (the API's order),
 * filtered by what became of them (?outcome=, so Back and reload keep it), each with its count.
 */
export default function AppliedJobsPage() {
  const { t } = useTranslation();
  const applied = useAppliedJobs();
  const view = useFilterChoice('outcome', VIEWS, 'all');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const all = applied.data ?? [];
  const shown = view === 'all' ? all : all.filter((application) => application.outcome === view);
  const countOf = (choice: View) =>
    choice === 'all' ? all.length : all.filter((application) => application.outcome === choice).length;

  return (
    <div className="container page">
      <title>{`${t('appliedJobs.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="page-heading__title focus-target">
            {t('appliedJobs.title')}
          </h1>
          <p className="page-heading__lead">{t('appliedJobs.lead')}</p>
        </div>
        <Link className="button button--secondary" to="/dashboard">
          <ArrowLeft size={20} aria-hidden="true" />
          {t('appliedJobs.backToDashboard')}
        </Link>
      </div>
      {applied.isPending ? (
        <Loading label={t('appliedJobs.loading')} />
      ) : applied.isError ? (
        <Alert tone="error" title={t('appliedJobs.fetchFailed')} live="alert">
          <p>
            {t('appliedJobs.loadFailed', {
              error: errorText(t, applied.error, { fallback: t('errors.INTERNAL') }),
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void applied.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : all.length === 0 ? (
        <EmptyState
          icon={Send}
          title={t('appliedJobs.empty')}
          action={
            <Link className="button button--primary" to="/dashboard">
              {t('appliedJobs.findJobs')}
            </Link>
          }
        >
          <p>{t('appliedJobs.emptyHelp')}</p>
        </EmptyState>
      ) : (
        <>
          <FilterLinks
            param="outcome"
            label={t('appliedJobs.filterLabel')}
            current={view}
            all="all"
            choices={VIEWS.map((choice) => {
              const count = countOf(choice);
              return {
                value: choice,
                label: t(`appliedJobs.filters.${choice}`),
                count,
                countText: t('appliedJobs.count', { count }),
              };
            })}
          />
          {shown.length === 0 ? (
            <EmptyState
              icon={Send}
              title={t('appliedJobs.noneWithOutcome')}
              action={
                <Link className="button button--secondary" to={{ search: '' }}>
                  {t('appliedJobs.showAll')}
                </Link>
              }
            />
          ) : (
            <ul className="card-list card-list--two">
              {shown.map((application) => (
                <li key={application._id}>
                  <AppliedCard application={application} onGone={() => headingRef.current?.focus()} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
