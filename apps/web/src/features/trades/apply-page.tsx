import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import {
  LIMITS,
  applyJobFormSchema,
  priceLooksMistaken,
  priceTextField,
  type ApplyJobForm,
  type ApplyJobInput,
  type MatchingJob,
} from '@tradewise/shared';
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
import { PriceConfirm, PricePreview } from './price-check';
import { useApplyJob, useJobToQuote } from './trades-api';
import { QuoteBuilder, emptyQuoteDraft, quoteInputOf, type QuoteDraft } from './quote-builder';
import '../../styles/jobs.css';

type Values = ApplyJobForm;
type Output = ApplyJobInput;
const FIELDS = ['quotation', 'price'] as const;
const idOf = (name: string) => `apply-${name}`;

/**
 * /apply/:jobId: the quotation form. The price is read in the page's language (readPrice), shown
 * as it will be sent, and a price that looks like a slip is confirmed before it is sent.
 */
export default function ApplyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
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

  // The price being confirmed (a slip's second look), until it is sent or changed.
  const [confirming, setConfirming] = useState<number | null>(null);
  // The optional itemised quote (issue 41) and what the API said was wrong with it.
  const [quoteDraft, setQuoteDraft] = useState<QuoteDraft | null>(null);
  const [quoteErrors, setQuoteErrors] = useState<{ field: string; code: string }[]>([]);

  const schema = useMemo(() => applyJobFormSchema(language), [language]);
  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { quotation: '', price: '' },
  });
  const { errors, submitCount } = formState;
  const errorOf = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? t(message) : undefined;
  };
  const used = watch('quotation')?.length ?? 0;
  const typedPrice = watch('price') ?? '';
  // The pounds the typed price will be sent as: null while there is none (or none that can be sent).
  const pounds = useMemo(() => {
    const read = priceTextField(language).safeParse(typedPrice);
    return read.success ? (read.data ?? null) : null;
  }, [language, typedPrice]);
  const toConfirm = confirming !== null && confirming === pounds ? confirming : null;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure, apply.submittedAt]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    const price = values.price ?? null;
    if (price !== null && price !== confirming && priceLooksMistaken(price, job?.tradeMedianPrice ?? null)) {
      setConfirming(price);
      return;
    }
    setQuoteErrors([]);
    apply.mutate(
      {
        quotation: values.quotation,
        ...(values.price == null ? {} : { price: values.price }),
        ...(quoteDraft ? { quote: quoteInputOf(quoteDraft, language) } : {}),
      },
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
            setQuoteErrors(error.details.filter((detail) => detail.field.startsWith('quote')));
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
      <title>{`${t('applyJob.title')} – ${t('brand.name')}`}</title>
      <p className="page__eyebrow">{t('applyJob.title')}</p>
      <h1 className="page-heading__title">
        {job ? t('applyJob.heading', { job: trade, place: job.address.city }) : t('applyJob.genericHeading')}
      </h1>
      {job ? (
        <section aria-label={t('applyJob.jobDetails')} className="job-card">
          <p className="job-card__description">{job.jobDescription}</p>
          {job.descriptionMasked && <p className="job-card__note">{t('jobFacts.descriptionMasked')}</p>}
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
                <>
                  <div className="input-prefix">
                    <span className="input-prefix__sign" aria-hidden="true">
                      £
                    </span>
                    <input
                      {...control}
                      aria-describedby={[control['aria-describedby'], idOf('price-preview')].filter(Boolean).join(' ')}
                      className="input"
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      {...register('price')}
                    />
                  </div>
                  <PricePreview id={idOf('price-preview')} pounds={pounds} />
                </>
              )}
            </Field>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={quoteDraft !== null}
                onChange={(event) => setQuoteDraft(event.target.checked ? emptyQuoteDraft() : null)}
              />
              <span>{t('quote.form.title')}</span>
            </label>
            {quoteDraft && (
              <QuoteBuilder draft={quoteDraft} onChange={setQuoteDraft} price={pounds} errors={quoteErrors} />
            )}
            {toConfirm !== null ? (
              <PriceConfirm
                pounds={toConfirm}
                median={job?.tradeMedianPrice ?? null}
                busy={apply.isPending}
                onChange={() => {
                  setConfirming(null);
                  setFocus('price');
                }}
              />
            ) : (
              <div className="button-row">
                <SubmitButton busy={apply.isPending} busyLabel={t('applyJob.submitting')}>
                  {t('applyJob.submit')}
                </SubmitButton>
                <Link className="button button--quiet" to="/">
                  {t('applyJob.cancel')}
                </Link>
              </div>
            )}
          </form>
        </div>
      )}
    </div>
  );
}
