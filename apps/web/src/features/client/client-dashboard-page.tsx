import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { FileText, Plus } from 'lucide-react';
import '../../components/reviews/reviews.css';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, Loading } from '../../components/ui/status';
import { storedClientEmail } from '../../lib/auth';
import { useMe } from '../../lib/me';
import { Slot } from '../../lib/feature-slots';
import { errorText } from '../../lib/error-text';
import { useMyReviews } from '../../lib/reviews-api';
import { useAcceptQuotation, useClientJobCounts, useJobAction, useJobDrafts, type JobAction } from './client-api';
import { JobCard } from './job-card';
import { JobDrafts } from './job-drafts';
import { JobFilter, useDashboardView, type ViewCounts } from './job-filter';
import { JobList } from './job-list';
import { JobReview, stillEditable } from './job-review';
import { hasProgress, loadSaved } from './post-job-draft';
import { ServerErrorToast } from './server-error-toast';
import '../../styles/jobs.css';
import './client-jobs.css';
import type { ClientJob, ClientQuotation } from '@tradewise/shared';

type Pending = { kind: 'accept'; job: ClientJob; quotation: ClientQuotation } | { kind: JobAction; job: ClientJob };

/**
 * /client-dashboard: a welcome by name with the email the specification shows (from ?email= or
 * storage, on a line of its own so that it never breaks a heading), the client's jobs, filtered by
 * status (?status=open|hired|completed|cancelled|drafts, every job without it) with how many each
 * holds, their quotations, the drafts not yet posted, and the reviews of completed jobs
 * (?review=<jobId>, the emailed link, opens the form of that job).
 */
export default function ClientDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = useDashboardView();
  const email = params.get('email') || storedClientEmail();
  const me = useMe('client');
  const counts = useClientJobCounts();
  const myReviews = useMyReviews();
  const drafts = useJobDrafts();
  const accept = useAcceptQuotation();
  const jobAction = useJobAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const inProgress = useMemo(() => hasProgress(loadSaved()), []);

  const reasonOf = (error: unknown) => errorText(t, error, { fallback: '' });

  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: () => {
        toast.success(
          t(
            pending.kind === 'accept'
              ? 'clinetDashboard.quotationAccepted'
              : pending.kind === 'complete'
                ? 'jobActions.jobCompleted'
                : 'jobActions.jobCancelled',
          ),
        );
      },
      onError: (error: unknown) => {
        toast.error(<ServerErrorToast reason={reasonOf(error)} />);
      },
      onSettled: () => setPending(null),
    };
    if (pending.kind === 'accept') accept.mutate({ jobId: pending.job._id, quotationId: pending.quotation._id }, done);
    else jobAction.mutate({ jobId: pending.job._id, action: pending.kind }, done);
  };

  // The review form open is the one named in the address (?review=<jobId>, the emailed link).
  const toReview = new Map(myReviews.data?.toReview.map((item) => [item.jobId, item]));
  const written = new Map(myReviews.data?.written.map((review) => [review.jobId, review]));
  const reviewJob = params.get('review');
  const canReview = (jobId: string) => {
    const review = written.get(jobId);
    return toReview.has(jobId) || (review !== undefined && stillEditable(review));
  };
  const setReviewJob = (jobId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (jobId) next.set('review', jobId);
        else next.delete('review');
        return next;
      },
      { replace: true },
    );
  const linkProblem =
    reviewJob && myReviews.isSuccess && !canReview(reviewJob)
      ? written.has(reviewJob)
        ? 'clientReviews.linkReviewed'
        : 'clientReviews.linkInvalid'
      : null;

  // Drafts are the home-page requests and the job form left half-way in this browser.
  const draftCount = drafts.data && drafts.data.length + (inProgress ? 1 : 0);
  const viewCounts: ViewCounts = {
    ...(counts.data && {
      ...counts.data,
      all: counts.data.open + counts.data.hired + counts.data.completed + counts.data.cancelled,
    }),
    ...(draftCount !== undefined && { drafts: draftCount }),
  };
  const showsDrafts = view === 'all' || view === 'drafts';

  const busy = accept.isPending || jobAction.isPending;
  const dialog =
    pending &&
    {
      accept: {
        title: t('clinetDashboard.confirmAccept'),
        body:
          pending.kind === 'accept' &&
          t('clinetDashboard.confirmAcceptBody', { name: pending.quotation.tradesperson.name }),
        yes: t('clinetDashboard.yes'),
        no: t('clinetDashboard.no'),
      },
      complete: {
        title: t('clinetDashboard.confirmCompleteTitle'),
        body: t('clinetDashboard.confirmCompleteBody'),
        yes: t('clinetDashboard.markCompleted'),
        no: t('clinetDashboard.notYet'),
      },
      cancel: {
        title: t('clinetDashboard.confirmCancelTitle'),
        body: t('clinetDashboard.confirmCancelBody'),
        yes: t('clinetDashboard.cancelJob'),
        no: t('clinetDashboard.keepJob'),
      },
    }[pending.kind];

  return (
    <div className="container page">
      <title>{`${t('clinetDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">
            {me.data ? t('clinetDashboard.welcomeName', { name: me.data.name }) : t('clinetDashboard.welcomePlain')}
          </h1>
          {email && (
            <p className="page-heading__email">
              {t('clinetDashboard.signedInAs')} <span className="page-heading__address">{email}</span>
            </p>
          )}
          <p className="page-heading__lead">{t('clinetDashboard.lead')}</p>
        </div>
        <Link className="button button--accent" to="/post-job">
          <Plus size={20} aria-hidden="true" />
          {t('clinetDashboard.postNewJob')}
        </Link>
      </div>

      <Slot name="dashboard" role="client" />

      <JobFilter counts={viewCounts} />

      {linkProblem && (
        <Alert tone={linkProblem === 'clientReviews.linkReviewed' ? 'info' : 'warning'} live="status">
          <p>{t(linkProblem, { brand: t('brand.name') })}</p>
          <button type="button" className="button button--secondary" onClick={() => setReviewJob(null)}>
            {t('clientReviews.linkDismiss')}
          </button>
        </Alert>
      )}

      {showsDrafts && inProgress && (
        <Alert tone="info" title={t('clinetDashboard.resumeTitle')}>
          <p>{t('clinetDashboard.resumeBody')}</p>
          <Link className="button button--primary" to="/post-job">
            {t('clinetDashboard.resume')}
          </Link>
        </Alert>
      )}

      {showsDrafts && drafts.data && drafts.data.length > 0 && <JobDrafts drafts={drafts.data} />}

      {(view === 'all' || view === 'completed') && toReview.size > 0 && !reviewJob && (
        <Alert tone="info" title={t('clientReviews.waitingTitle')}>
          <p>
            {t('clientReviews.waiting', { count: toReview.size })} <Link to="/reviews">{t('reviews.policy.link')}</Link>
          </p>
        </Alert>
      )}

      {view === 'drafts' ? (
        drafts.isPending ? (
          <Loading label={t('clinetDashboard.loadingDrafts')} />
        ) : drafts.isError ? (
          <Alert tone="error" title={t('clinetDashboard.draftsFailed')}>
            <p>{reasonOf(drafts.error) || t('clinetDashboard.serverError')}</p>
            <button type="button" className="button button--secondary" onClick={() => void drafts.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : (
          draftCount === 0 && (
            <EmptyState icon={FileText} title={t('clinetDashboard.noDrafts')}>
              <p>{t('clinetDashboard.noDraftsHelp')}</p>
            </EmptyState>
          )
        )
      ) : (
        <JobList
          email={email}
          view={view}
          wanted={reviewJob}
          renderJob={(job) => (
            <JobCard
              job={job}
              onAccept={(quotation) => setPending({ kind: 'accept', job, quotation })}
              onComplete={() => setPending({ kind: 'complete', job })}
              onCancel={() => setPending({ kind: 'cancel', job })}
              review={
                job.status === 'completed' && (
                  <JobReview
                    job={job}
                    toReview={toReview.get(job._id)}
                    written={written.get(job._id)}
                    open={reviewJob === job._id && canReview(job._id)}
                    onOpen={() => setReviewJob(job._id)}
                    onClose={() => setReviewJob(null)}
                  />
                )
              }
            />
          )}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.yes ?? ''}
        cancelLabel={dialog?.no ?? ''}
        tone={pending?.kind === 'cancel' ? 'danger' : 'primary'}
        busy={busy}
        busyLabel={t('clinetDashboard.working')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {dialog?.body && <p>{dialog.body}</p>}
      </ConfirmDialog>
    </div>
  );
}
