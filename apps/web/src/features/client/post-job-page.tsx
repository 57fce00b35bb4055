import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { J, parsePostcode, postJobSchema, type PostJob, type PostJobInput } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { getToken, storedClientEmail } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { useMe } from '../../lib/me';
import { useJobDrafts, usePostJob, type JobDraft } from './client-api';
import { EMPTY_VALUES, TOTAL_STEPS, clearSaved, loadSaved, save, type PostJobValues } from './post-job-draft';
import {
  AddressStep,
  DescriptionStep,
  EmailStep,
  PropertyTypeStep,
  STEP_FIELDS,
  ServiceTimeStep,
  WorkTypeStep,
  idOf,
  type StepField,
} from './post-job-steps';
import '../../styles/jobs.css';

/** How long the thank-you shows before the dashboard (the spec names no figure). */
const REDIRECT_MS = 2000;

/** Messages that mean "left blank": steps 4 to 6 say so in a warning toast (spec section 5). */
const BLANK_WARNINGS: Record<string, string> = {
  [J.addressRequired]: 'jobPostForm.addressRequired',
  [J.emailRequired]: 'jobPostForm.email',
  [J.descriptionRequired]: 'jobPostForm.jobDescriptionRequired',
};

const stepOf = (field: string) => STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field)) + 1;

const fromDraft = (draft: JobDraft, description: string): PostJobValues => ({
  workType: draft.tradespersonType,
  serviceTime: draft.serviceCompletionTime,
  propertyType: draft.propertyType,
  address: { ...draft.address },
  email: draft.email,
  jobDescription: description,
  requestId: draft._id,
});

/**
 * /post-job: the six-step job form. Answers are kept in the tab as they are typed, so a trip to
 * sign in (or a reload) brings the person back to the same step with everything filled in.
 * `?request=<id>` starts from one of the client's home-page requests and publishes it.
 */
export default function PostJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const requestId = params.get('request');
  const me = useMe('client');
  const postJob = usePostJob();

  const saved = useMemo(() => loadSaved(), []);
  const fromSaved = saved !== null && (!requestId || saved.values.requestId === requestId);
  const needsRequest = Boolean(requestId) && !fromSaved;
  const drafts = useJobDrafts(needsRequest);

  const [step, setStep] = useState(fromSaved ? saved.step : 1);
  const [notice, setNotice] = useState<'resumed' | 'fromRequest' | 'requestGone' | null>(
    fromSaved && saved.step > 1 ? 'resumed' : null,
  );
  const [requestApplied, setRequestApplied] = useState(!needsRequest);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const form = useForm<PostJobInput, unknown, PostJob>({
    resolver: zodResolver(postJobSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: fromSaved ? saved.values : { ...EMPTY_VALUES, email: storedClientEmail() ?? '' },
  });
  const { formState, getValues, setValue, reset, setError, trigger, watch, handleSubmit } = form;

  // The contact email starts as the signed-in client's own.
  const myEmail = me.data?.email;
  useEffect(() => {
    if (myEmail && !getValues('email')) setValue('email', myEmail);
  }, [myEmail, getValues, setValue]);

  // A home-page request fills in steps 1 to 5; the person adds the description.
  useEffect(() => {
    if (requestApplied || !drafts.isFetched) return;
    const draft = drafts.data?.find((item) => item._id === requestId);
    if (draft) {
      reset(fromDraft(draft, getValues('jobDescription')));
      setStep(TOTAL_STEPS);
      setNotice('fromRequest');
    } else setNotice('requestGone');
    setRequestApplied(true);
  }, [requestApplied, drafts.isFetched, drafts.data, requestId, reset, getValues]);

  // Every answer is kept as it is typed, with the step it was typed on.
  useEffect(() => {
    if (!requestApplied || done) return;
    save({ step, values: getValues() as PostJobValues });
    const subscription = watch((values) => save({ step, values: values as PostJobValues }));
    return () => subscription.unsubscribe();
  }, [step, requestApplied, done, watch, getValues]);

  // Each new step is announced by moving focus to its question.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    headingRef.current?.focus();
    const timer = window.setTimeout(() => {
      const email = storedClientEmail() ?? myEmail;
      navigate(email ? `/client-dashboard?email=${encodeURIComponent(email)}` : '/client-dashboard');
    }, REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, myEmail]);

  const messageOf = (name: StepField) => {
    const message = form.getFieldState(name, formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // Blank answers on steps 4 to 6 are named inline as "required"; the toast carries the spec's words.
  const errorOf = (name: StepField) => {
    const message = messageOf(name);
    if (!message) return undefined;
    return BLANK_WARNINGS[message] ? t('signupPage.validation.required') : t(message);
  };

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  /** The warning toasts of steps 4 to 6, once per kind of problem. */
  const warn = (fields: readonly StepField[]) => {
    const keys = new Set(
      fields.flatMap((name) => {
        const message = messageOf(name);
        if (!message) return [];
        if (BLANK_WARNINGS[message]) return [BLANK_WARNINGS[message]];
        return message === J.descriptionMaxLength ? [message] : [];
      }),
    );
    for (const key of keys) toast.warning(t(key), { toastId: key });
  };

  const focusFirstError = (fields: readonly StepField[]) => {
    const first = fields.find((name) => messageOf(name));
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const next = async () => {
    const fields = STEP_FIELDS[step - 1]!;
    if (!(await trigger(fields as unknown as FieldPath<PostJobInput>[]))) {
      warn(fields);
      focusFirstError(fields);
      return;
    }
    // The postcode as it will be stored ("b3 2bj" -> "B3 2BJ"), so the answers show it so.
    const postcode = parsePostcode(getValues('address.postcode') ?? '')?.postcode;
    if (step === 4 && postcode) setValue('address.postcode', postcode);
    goTo(step + 1);
  };

  const onValid = (values: PostJob) => {
    if (!getToken('client')) {
      // Signed out meanwhile: the answers stay in this tab; sign in and the form comes back here.
      save({ step: TOTAL_STEPS, values: getValues() as PostJobValues });
      toast.error(t('jobPostForm.notLoggedIn'), { toastId: 'post-job-signin' });
      navigate('/signin', { state: { from: location.pathname + location.search } });
      return;
    }
    postJob.mutate(values, {
      onSuccess: () => {
        clearSaved();
        setDone(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended on the server; the guard now sends the person to sign in.
          toast.error(t('jobPostForm.notLoggedIn'), { toastId: 'post-job-signin' });
          return;
        }
        if (error instanceof ApiError && error.code === 'NETWORK') {
          toast.error(t('jobPostForm.generalError'));
          return;
        }
        toast.error(
          t('jobPostForm.saveError', { error: errorText(t, error, { fallback: t('jobPostForm.unknownError') }) }),
        );
        // A field the server refused: back to its step, with its message.
        if (error instanceof ApiError) {
          const fields = STEP_FIELDS.flat() as readonly string[];
          const details = error.details.filter((detail) => fields.includes(detail.field));
          for (const detail of details) {
            setError(detail.field as FieldPath<PostJobInput>, { type: 'server', message: detail.code });
          }
          const first = details[0];
          if (first && stepOf(first.field) !== step) goTo(stepOf(first.field));
        }
      },
    });
  };

  const onInvalid = () => {
    const firstStep = STEP_FIELDS.findIndex((fields) => fields.some((name) => messageOf(name))) + 1;
    if (firstStep === 0) return;
    const fields = STEP_FIELDS[firstStep - 1]!;
    warn(fields);
    if (firstStep !== step) goTo(firstStep);
    else focusFirstError(fields);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter on steps 1 to 5 means Next.
    if (step < TOTAL_STEPS) {
      event.preventDefault();
      void next();
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  const title = <title>{`${t('jobPostForm.title')} – ${t('brand.name')}`}</title>;

  if (done) {
    return (
      <div className="container page">
        {title}
        <div className="step-card post-job-done">
          <h1 className="step-card__question" tabIndex={-1} ref={headingRef}>
            {t('jobPostForm.thankYou')}
          </h1>
          <p>{t('jobPostForm.thankYouBody')}</p>
          <Loading label={t('jobPostForm.redirecting')} />
        </div>
      </div>
    );
  }

  if (!requestApplied) {
    return (
      <div className="container page">
        {title}
        {drafts.isError ? (
          <Alert tone="error" title={t('jobPostForm.requestLoadFailed')} live="alert">
            <p>{errorText(t, drafts.error, { fallback: t('jobPostForm.unknownError') })}</p>
            <button type="button" className="button button--secondary" onClick={() => void drafts.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : (
          <Loading label={t('jobPostForm.loadingRequest')} />
        )}
      </div>
    );
  }

  const stepProps = { form, errorOf, headingRef };
  const busy = postJob.isPending;
  return (
    <div className="container page">
      {title}
      <div className="step-card">
        <div className="step-card__top">
          <p className="page__eyebrow">{t('jobPostForm.title')}</p>
          <p className="step-card__counter">{t('jobPostForm.stepCounter', { step, total: TOTAL_STEPS })}</p>
        </div>
        <div className="step-progress" aria-hidden="true">
          <div className="step-progress__bar" style={{ width: `${(step / TOTAL_STEPS) * 100}%` }} />
        </div>
        {notice && (
          <Alert tone={notice === 'requestGone' ? 'warning' : 'info'}>
            <p>{t(`jobPostForm.notice.${notice}`)}</p>
          </Alert>
        )}
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('jobPostForm.title')}>
          {step === 1 && <WorkTypeStep {...stepProps} />}
          {step === 2 && <ServiceTimeStep {...stepProps} />}
          {step === 3 && <PropertyTypeStep {...stepProps} />}
          {step === 4 && <AddressStep {...stepProps} />}
          {step === 5 && <EmailStep {...stepProps} />}
          {step === 6 && <DescriptionStep {...stepProps} answers={<Answers values={getValues()} onChange={goTo} />} />}
          <div className="step-card__nav">
            {step > 1 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setNotice(null);
                  goTo(step - 1);
                }}
                disabled={busy}
              >
                {t('jobPostForm.back')}
              </button>
            )}
            {step < TOTAL_STEPS ? (
              <button type="submit" className="button button--primary">
                {t('jobPostForm.next')}
              </button>
            ) : (
              <SubmitButton busy={busy} busyLabel={t('jobPostForm.submitting')}>
                {t('jobPostForm.submit')}
              </SubmitButton>
            )}
          </div>
        </form>
      </div>
    </div>
  );
}

/** Steps 1 to 5 at a glance on the last step, each with a way back to change it. */
function Answers({ values, onChange }: { values: PostJobInput; onChange: (step: number) => void }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const rows = [
    { step: 1, label: t('jobFacts.workType'), value: values.workType && format.trade(values.workType) },
    { step: 2, label: t('jobFacts.serviceTime'), value: values.serviceTime && format.serviceTime(values.serviceTime) },
    {
      step: 3,
      label: t('jobFacts.propertyType'),
      value: values.propertyType && format.propertyType(values.propertyType),
    },
    {
      step: 4,
      label: t('jobFacts.address'),
      value: [values.address.street, values.address.city, values.address.postcode].filter(Boolean).join(', '),
    },
    { step: 5, label: t('jobFacts.contactEmail'), value: values.email },
  ];
  return (
    <section aria-labelledby="post-job-answers">
      <h2 id="post-job-answers" className="job-card__section-title">
        {t('jobPostForm.yourAnswers')}
      </h2>
      <dl className="answers">
        {rows.map((row) => (
          <div key={row.step} className="answers__row">
            <dt>{row.label}</dt>
            <dd className="answers__value">{row.value || '—'}</dd>
            <dd className="answers__change">
              <button type="button" className="link-button" onClick={() => onChange(row.step)}>
                {t('jobPostForm.change')}
                <span className="visually-hidden"> {row.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
