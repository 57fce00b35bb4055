import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ClipboardList } from 'lucide-react';
import type { ClientJob, JobStatus } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { formatCount } from '../../components/reviews/format';
import { errorText } from '../../lib/error-text';
import { useClientJobs } from './client-api';
import { ServerErrorToast } from './server-error-toast';

interface JobListProps {
  email: string | null;
  view: JobStatus | 'all';
  /** A job to bring into the list (the review link's): pages are read until it is there. */
  wanted: string | null;
  renderJob: (job: ClientJob) => ReactNode;
}

/**
 * The client's jobs, all or in one status, newest first, ten at a time with "Show more"; after
 * it, reading goes on at the first job it added. A failed load is toasted (the spec's words) and
 * explained in place, with a retry.
 */
export function JobList({ email, view, wanted, renderJob }: JobListProps) {
  const { t, i18n } = useTranslation();
  const jobs = useClientJobs(email, view === 'all' ? undefined : view);
  const listRef = useRef<HTMLUListElement>(null);
  const shownBefore = useRef<number | null>(null);
  const shown = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const total = jobs.data?.pages[0]?.total ?? shown.length;
  const reason = (error: unknown) => errorText(t, error, { fallback: '' });
  const number = (value: number) => formatCount(value, i18n.resolvedLanguage);

  useEffect(() => {
    if (jobs.isError) toast.error(<ServerErrorToast reason={reason(jobs.error)} />, { toastId: 'client-jobs-load' });
    // Once per failed load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobs.isError, jobs.errorUpdatedAt]);

  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || jobs.isFetchingNextPage || shown.length <= before) return;
    shownBefore.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[before]?.focus();
  }, [shown.length, jobs.isFetchingNextPage]);

  const missing = wanted !== null && jobs.isSuccess && !shown.some((job) => job._id === wanted);
  useEffect(() => {
    if (missing && jobs.hasNextPage && !jobs.isFetching) void jobs.fetchNextPage();
  }, [missing, jobs]);

  return (
    <section aria-labelledby="jobs-title" className="panel">
      <div className="section-head">
        <h2 id="jobs-title" className="panel__title">
          {t(view === 'all' ? 'clinetDashboard.yourJobs' : `clinetDashboard.sectionTitles.${view}`)}
        </h2>
        {total > 0 && (
          <span className="section-head__count">{t('clinetDashboard.jobCount', { number: number(total) })}</span>
        )}
      </div>
      {jobs.isPending ? (
        <Loading label={t('clinetDashboard.loading')} />
      ) : jobs.isError && shown.length === 0 ? (
        <Alert tone="error" title={t('clinetDashboard.loadFailed')}>
          <p>{reason(jobs.error) || t('clinetDashboard.serverError')}</p>
          <button type="button" className="button button--secondary" onClick={() => void jobs.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t(view === 'all' ? 'clinetDashboard.noJobs' : `clinetDashboard.empty.${view}`)}
          action={
            (view === 'all' || view === 'open') && (
              <Link className="button button--accent" to="/post-job">
                {t('clinetDashboard.postNewJob')}
              </Link>
            )
          }
        >
          {view === 'all' && <p>{t('clinetDashboard.noJobsHelp')}</p>}
        </EmptyState>
      ) : (
        <>
          <ul className="card-list" ref={listRef} aria-busy={jobs.isFetchingNextPage || undefined}>
            {shown.map((job) => (
              <li key={job._id}>{renderJob(job)}</li>
            ))}
          </ul>
          <p className="job-list__shown" role="status">
            {total > shown.length &&
              t('clinetDashboard.shownOf', { shown: number(shown.length), total: number(total), count: shown.length })}
          </p>
          {jobs.isFetchNextPageError && (
            <Alert tone="error" title={t('clinetDashboard.moreFailed')}>
              <p>{reason(jobs.error) || t('clinetDashboard.serverError')}</p>
            </Alert>
          )}
          {jobs.hasNextPage && (
            <div className="job-list__more">
              <button
                type="button"
                className="button button--secondary"
                disabled={jobs.isFetchingNextPage}
                onClick={() => {
                  shownBefore.current = shown.length;
                  void jobs.fetchNextPage();
                }}
              >
                {jobs.isFetchingNextPage && <span className="spinner spinner--small" aria-hidden="true" />}
                {jobs.isFetchingNextPage
                  ? t('clinetDashboard.loadingMore')
                  : jobs.isFetchNextPageError
                    ? t('common.retry')
                    : t('clinetDashboard.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
