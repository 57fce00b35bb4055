import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { LIMITS, applyJobSchema, type ApplyJobInput, type MatchingJob } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PhotoGallery } from '../../components/job-photos/photo-gallery';
import { FactList } from '../../components/ui/fact-list';
import { Field } from '../../components/ui/field';
import { Loading } from '../../components/ui/status';
import { SubmitButton } from '../../components/ui/submit-button';
import { ToastMessage } from '../../components/ui/toast-message';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { CannotQuote } from './cannot-quote';
import { useApplyJob, useJobToQuote } from './trades-api';
import '../../styles/jobs.css';
import { DocumentTitle } from '../../components/ui/document-title';

type Values = ApplyJobInput;
type Output = ApplyJobInput;
const FIELDS = ['quotation', 'price'] as const;
const idOf = (name: string) => `apply-${name}`;

/** /apply/:jobId: the quotation form. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { jobId = '' } = useParams();
  const passed = (useLocation().state as { job?: MatchingJob } | null)?.job;
  // The form is offered only once the API says this job can be quoted on now.
  const check = useJobToQuote(jobId, passed);
  const job = check.data;
  const canQuote = check.isSuccess && !check.isPlaceholderData;
  const apply = useApplyJob(jobId);
  const format = useJobFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const { register, handleSubmit, setError, watch, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(applyJobSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { quotation: '', price: null },
  });
  const { errors, submitCount } = formState;
  const errorOf = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? t(message) : undefined;
  };
  const used = watch('quotation')?.length ?? 0;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure, apply.submittedAt]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    apply.mutate(
      { quotation: values.quotation, ...(values.price == null ? {} : { price: values.price }) },
      {
        onSuccess: () => {
          toast.success(t('applyJob.quotation_submitted_success'));
          navigate('/applied-jobs');
        },
        onError: (error) => {
          const reason = errorText(t, error, { fallback: '' });
          toast.error(<ToastMessage title={t('applyJob.quotation_submission_failed')} detail={reason} />);
          setFailure(reason || t('applyJob.quotation_submission_failed'));
          if (error instanceof ApiError) {
            for (const detail of error.details) {
              const field = FIELDS.find((name) => name === detail.field);
              if (field) setError(field, { type: 'server', message: detail.code });
            }
          }
        },
      },
    );
  });

  const summary = FIELDS.flatMap((name) => {
    const text = errorOf(name);
    return text ? [{ id: idOf(name), text }] : [];
  });
  const trade = job && format.trade(job.workType);

  return (
    <div className="container page page--narrow">
      <DocumentTitle>{`${t('applyJob.title')} – ${t('brand.name')}`}</DocumentTitle>
      <p className="page__eyebrow">{t('applyJob.title')}</p>
      <h1 className="page-heading__title">
        {job ? t('applyJob.heading', { job: trade, place: job.address.city }) : t('applyJob.genericHeading')}
      </h1>
      {job ? (
        <section aria-label={t('applyJob.jobDetails')} className="job-card">
          <p className="job-card__description">{job.jobDescription}</p>
          <PhotoGallery photos={job.photos} />
          <FactList
            facts={[
              { label: t('jobFacts.propertyType'), value: format.propertyType(job.propertyType) },
              { label: t('jobFacts.serviceTime'), value: format.serviceTime(job.serviceTime) },
              { label: t('jobFacts.address'), value: `${job.address.city}, ${job.address.postcode}` },
              { label: t('jobFacts.posted'), value: format.date(job.createdAt) },
            ]}
          />
        </section>
      ) : null}

      {check.isError ? (
        <CannotQuote error={check.error} onRetry={() => void check.refetch()} />
      ) : !canQuote ? (
        <Loading className="panel" label={t('applyJob.checking')} />
      ) : job?.quoted ? (
        <Alert tone="info" title={t('errors.ALREADY_QUOTED')} className="panel">
          <Link className="button button--primary" to="/applied-jobs">
            {t('tradesDashboard.appliedJobs')}
          </Link>
        </Alert>
      ) : (
        <div className="panel">
          <ErrorSummary items={summary} focusKey={submitCount} />
          {failure && (
            <div ref={failureRef} tabIndex={-1} className="focus-target">
              <Alert tone="error" title={t('applyJob.quotation_submission_failed')}>
                <p>{failure}</p>
              </Alert>
            </div>
          )}
          <form className="form" noValidate onSubmit={onSubmit}>
            <Field
              id={idOf('quotation')}
              label={t('applyJob.quotationLabel')}
              hint={t('applyJob.quotationHint')}
              error={errorOf('quotation')}
            >
              {(control) => (
                <>
                  <textarea
                    {...control}
                    aria-describedby={[control['aria-describedby'], idOf('quotation-count')].filter(Boolean).join(' ')}
                    className="input textarea"
                    rows={8}
                    maxLength={LIMITS.quotationMax}
                    {...register('quotation')}
                  />
                  <p
                    id={idOf('quotation-count')}
                    className={cx('char-count', used >= LIMITS.quotationMax && 'char-count--limit')}
                  >
                    {t('jobFacts.charactersLeft', { remaining: LIMITS.quotationMax - used, max: LIMITS.quotationMax })}
                  </p>
                </>
              )}
            </Field>
            <Field
              id={idOf('price')}
              label={t('applyJob.priceLabel')}
              hint={t('applyJob.priceHint')}
              error={errorOf('price')}
            >
              {(control) => (
                <div className="input-prefix">
                  <span className="input-prefix__sign" aria-hidden="true">
                    £
                  </span>
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="decimal"
                    min="0.01"
                    step="0.01"
                    {...register('price', {
                      setValueAs: (value: unknown) =>
                        value === '' || value === null || value === undefined ? null : Number(value),
                    })}
                  />
                </div>
              )}
            </Field>
            <div className="button-row">
              <SubmitButton busy={apply.isPending} busyLabel={t('applyJob.submitting')}>
                {t('applyJob.submit')}
              </SubmitButton>
              <Link className="button button--quiet" to="/">
                {t('applyJob.cancel')}
              </Link>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
