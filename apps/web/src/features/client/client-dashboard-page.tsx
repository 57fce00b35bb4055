import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ClipboardList, Plus } from 'lucide-react';
import '../../components/reviews/reviews.css';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FactList } from '../../components/ui/fact-list';
import { EmptyState, Loading } from '../../components/ui/status';
import { storedClientEmail } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { useMyReviews } from '../../lib/reviews-api';
import { pluralKey } from '../../components/reviews/format';
import {
  useAcceptQuotation,
  useClientJobs,
  useDismissDraft,
  useJobAction,
  useJobDrafts,
  type JobAction,
} from './client-api';
import { JobCard } from './job-card';
import { JobReview, stillEditable } from './job-review';
import { hasProgress, loadSaved } from './post-job-draft';
import '../../styles/jobs.css';
import type { ClientJob, ClientQuotation, JobDraft } from '@tradewise/shared';

type Pending = { kind: 'accept'; job: ClientJob; quotation: ClientQuotation } | { kind: JobAction; job: ClientJob };

/** What went wrong, in two lines: the spec's words, then the reason. */
function ServerErrorToast({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('clinetDashboard.serverError')}</p>
      {reason && <p>{reason}</p>}
    </>
  );
}

/**
 * /client-dashboard: the client's drafts, jobs and quotations, and the reviews of completed jobs
 * (?review=<jobId>, the emailed link, opens the form of that job).
 */
export default function ClientDashboardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') || storedClientEmail();
  const jobs = useClientJobs(email);
  const myReviews = useMyReviews();
  const drafts = useJobDrafts();
  const accept = useAcceptQuotation();
  const jobAction = useJobAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const inProgress = useMemo(() => hasProgress(loadSaved()), []);

  const reasonOf = (error: unknown) => errorText(t, error, { fallback: '' });

  useEffect(() => {
    if (jobs.isError) toast.error(<ServerErrorToast reason={reasonOf(jobs.error)} />, { toastId: 'client-jobs-load' });
    // Once per failed load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobs.isError, jobs.errorUpdatedAt]);

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
    reviewJob && myReviews.isSuccess && jobs.isSuccess && !canReview(reviewJob)
      ? written.has(reviewJob)
        ? 'clientReviews.linkReviewed'
        : 'clientReviews.linkInvalid'
      : null;

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
            {email ? t('clinetDashboard.welcome', { email }) : t('clinetDashboard.welcomeNoEmail')}
          </h1>
          <p className="page-heading__lead">{t('clinetDashboard.lead')}</p>
        </div>
        <Link className="button button--accent" to="/post-job">
          <Plus size={20} aria-hidden="true" />
          {t('clinetDashboard.postNewJob')}
        </Link>
      </div>

      {inProgress && (
        <Alert tone="info" title={t('clinetDashboard.resumeTitle')}>
          <p>{t('clinetDashboard.resumeBody')}</p>
          <Link className="button button--primary" to="/post-job">
            {t('clinetDashboard.resume')}
          </Link>
        </Alert>
      )}

      {drafts.data && drafts.data.length > 0 && <Drafts drafts={drafts.data} />}

      {linkProblem && (
        <Alert tone={linkProblem === 'clientReviews.linkReviewed' ? 'info' : 'warning'} live="status">
          <p>{t(linkProblem, { brand: t('brand.name') })}</p>
          <button type="button" className="button button--secondary" onClick={() => setReviewJob(null)}>
            {t('clientReviews.linkDismiss')}
          </button>
        </Alert>
      )}

      {toReview.size > 0 && !reviewJob && (
        <Alert tone="info" title={t('clientReviews.waitingTitle')}>
          <p>
            {t(pluralKey(i18n.resolvedLanguage, toReview.size, 'clientReviews.waitingOne', 'clientReviews.waiting'), {
              count: toReview.size,
            })}{' '}
            <Link to="/reviews">{t('reviews.policy.link')}</Link>
          </p>
        </Alert>
      )}

      <section aria-labelledby="jobs-title" className="panel">
        <div className="section-head">
          <h2 id="jobs-title" className="panel__title">
            {t('clinetDashboard.yourJobs')}
          </h2>
          {jobs.data && jobs.data.length > 0 && (
            <span className="section-head__count">{t('clinetDashboard.jobCount', { number: jobs.data.length })}</span>
          )}
        </div>
        {jobs.isPending ? (
          <Loading label={t('clinetDashboard.loading')} />
        ) : jobs.isError ? (
          <Alert tone="error" title={t('clinetDashboard.loadFailed')}>
            <p>{reasonOf(jobs.error) || t('clinetDashboard.serverError')}</p>
            <button type="button" className="button button--secondary" onClick={() => void jobs.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : jobs.data.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t('clinetDashboard.noJobs')}
            action={
              <Link className="button button--accent" to="/post-job">
                {t('clinetDashboard.postNewJob')}
              </Link>
            }
          >
            <p>{t('clinetDashboard.noJobsHelp')}</p>
          </EmptyState>
        ) : (
          <ul className="card-list">
            {jobs.data.map((job) => (
              <li key={job._id}>
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
              </li>
            ))}
          </ul>
        )}
      </section>

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

/** Requests sent from the home page's form, waiting for a description to become jobs. */
function Drafts({ drafts }: { drafts: JobDraft[] }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const dismiss = useDismissDraft();
  return (
    <section aria-labelledby="drafts-title" className="panel panel--boxed">
      <h2 id="drafts-title" className="panel__title">
        {t('clinetDashboard.draftsTitle')}
      </h2>
      <p>{t('clinetDashboard.draftsLead')}</p>
      <ul className="card-list card-list--two">
        {drafts.map((draft) => {
          const titleId = `draft-${draft._id}-title`;
          const dismissing = dismiss.isPending && dismiss.variables === draft._id;
          return (
            <li key={draft._id}>
              <article className="job-card job-card--muted" aria-labelledby={titleId}>
                <div className="job-card__head">
                  <div>
                    <h3 id={titleId} className="job-card__title">
                      {format.trade(draft.tradespersonType)}
                    </h3>
                    <p className="job-card__meta">
                      {t('clinetDashboard.draftSentOn', { date: format.date(draft.createdAt) })}
                    </p>
                  </div>
                  <Badge tone="neutral">{t('clinetDashboard.draftBadge')}</Badge>
                </div>
                <FactList
                  facts={[
                    { label: t('jobFacts.serviceTime'), value: format.serviceTime(draft.serviceCompletionTime) },
                    { label: t('jobFacts.propertyType'), value: format.propertyType(draft.propertyType) },
                    {
                      label: t('jobFacts.address'),
                      value: [draft.address.street, draft.address.city, draft.address.postcode].join('\n'),
                    },
                  ]}
                />
                <div className="job-card__actions">
                  <Link
                    className="button button--primary button--block-phone"
                    to={`/post-job?request=${encodeURIComponent(draft._id)}`}
                  >
                    {t('clinetDashboard.finishAndPost')}
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary button--block-phone"
                    disabled={dismissing}
                    onClick={() =>
                      dismiss.mutate(draft._id, {
                        onSuccess: () => toast.info(t('clinetDashboard.draftDismissed')),
                        onError: (error) =>
                          toast.error(<ServerErrorToast reason={errorText(t, error, { fallback: '' })} />),
                      })
                    }
                  >
                    {dismissing && <span className="spinner spinner--small" aria-hidden="true" />}
                    {t('clinetDashboard.dismiss')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
