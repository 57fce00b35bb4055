import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { J, parsePostcode, postJobSchema, type PostJob, type PostJobInput, type JobDraft } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { StepForm, useStepForm } from '../../components/ui/step-form';
import { ApiError } from '../../lib/api';
import { getToken, storedClientEmail } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useMe } from '../../lib/me';
import { useJobDrafts, usePostJob } from './client-api';
import { PostJobPhotos, PostedJobPhotos, allSent } from './job-photos/post-job-photos';
import { usePhotoQueue } from './job-photos/use-photo-queue';
import { InviteNotice, useInvite } from './invite-notice';
import { PostJobAnswers } from './post-job-answers';
import { EMPTY_VALUES, TOTAL_STEPS, clearSaved, loadSaved, save, type PostJobValues } from './post-job-draft';
import {
  AddressStep,
  DescriptionStep,
  EmailStep,
  PropertyTypeStep,
  STEP_FIELDS,
  ServiceTimeStep,
  WorkTypeStep,
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

const fromDraft = (draft: JobDraft, description: string): PostJobValues => ({
  workType: draft.tradespersonType,
  serviceTime: draft.serviceCompletionTime,
  propertyType: draft.propertyType,
  address: { ...draft.address },
  email: draft.email,
  jobDescription: description,
  requestId: draft._id,
});

/** A step's warnings go once its answers pass (they stayed on screen into later steps). */
const dismissWarnings = () => {
  for (const key of [...Object.values(BLANK_WARNINGS), J.descriptionMaxLength]) toast.dismiss(key);
};

/** The first step (0-based) whose answers do not pass yet; the last step when all before it do. */
function firstIncompleteStep(values: PostJobValues): number {
  const result = postJobSchema.safeParse(values);
  if (result.success) return TOTAL_STEPS - 1;
  const steps = result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    return STEP_FIELDS.findIndex((fields) => fields.some((name) => name === path || name.startsWith(`${path}.`)));
  });
  return Math.min(TOTAL_STEPS - 1, ...steps.filter((index) => index >= 0));
}

const STEP_VIEWS = [WorkTypeStep, ServiceTimeStep, PropertyTypeStep, AddressStep, EmailStep];

/**
 * /post-job: the six-step job form. Answers are kept in the tab as they are typed, so a trip to
 * sign in (or a reload) brings the person back to the same step with everything filled in.
 * `?request=<id>` starts from one of the client's home-page requests and publishes it;
 * `?invite=<id>` asks that tradesperson to quote (invite-notice.tsx).
 */
export default function PostJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const requestId = params.get('request');
  const me = useMe('client');
  const postJob = usePostJob();

  const saved = useMemo(() => loadSaved(), []);
  const fromSaved = saved !== null && (!requestId || saved.values.requestId === requestId);
  const needsRequest = Boolean(requestId) && !fromSaved;
  const drafts = useJobDrafts(needsRequest);

  const [notice, setNotice] = useState<'resumed' | 'fromRequest' | 'requestGone' | null>(
    fromSaved && saved.step > 1 ? 'resumed' : null,
  );
  const [requestApplied, setRequestApplied] = useState(!needsRequest);
  // The job once posted: its photos are sent to it, and the thank-you shows.
  const [postedId, setPostedId] = useState<string | null>(null);
  const done = postedId !== null;
  const photos = usePhotoQueue(postedId);
  const photosSent = allSent(photos);
  const doneRef = useRef<HTMLHeadingElement>(null);

  // The step lives in the address (?step=N, 1-based), one history entry per step, so the browser's
  // Back and Forward move between steps and a reload stays put; never past the first unanswered step.
  const stepInUrl = Number(params.get('step'));
  const wanted = Number.isInteger(stepInUrl) && stepInUrl >= 1 ? stepInUrl - 1 : fromSaved ? saved.step - 1 : 0;
  const goTo = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('step', String(next + 1));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  const stepForm = useStepForm<PostJobInput, PostJob>(postJobSchema, {
    idPrefix: 'post-job',
    steps: STEP_FIELDS,
    control: { step: wanted, goTo },
    defaultValues: fromSaved ? saved.values : { ...EMPTY_VALUES, email: storedClientEmail() ?? '' },
    // Blank answers on steps 4 to 6 are named inline as "required"; the toast carries the spec's words.
    shownMessage: (key) => (BLANK_WARNINGS[key] ? 'signupPage.validation.required' : key),
  });
  const { getValues, setValue, reset, watch } = stepForm;
  const invite = useInvite(stepForm);
  const step = Math.min(wanted, firstIncompleteStep(getValues() as PostJobValues));
  const form = { ...stepForm, step };

  // The address names the step shown: the opening step is written in, and a link too far ahead
  // is corrected in place.
  useEffect(() => {
    if (!params.has('step') && !needsRequest) goTo(step, true);
    // Once, on opening: a request's step is written when the request is applied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (requestApplied && !done && stepInUrl >= 1 && stepInUrl !== step + 1) goTo(step, true);
  }, [requestApplied, done, stepInUrl, step, goTo]);

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
      goTo(TOTAL_STEPS - 1, true);
      setNotice('fromRequest');
    } else setNotice('requestGone');
    setRequestApplied(true);
  }, [requestApplied, drafts.isFetched, drafts.data, requestId, reset, getValues, goTo]);

  // Every answer is kept as it is typed, with the step it was typed on (1-based in storage).
  useEffect(() => {
    if (!requestApplied || done) return;
    save({ step: step + 1, values: getValues() as PostJobValues });
    const subscription = watch((values) => save({ step: step + 1, values: values as PostJobValues }));
    return () => subscription.unsubscribe();
  }, [step, requestApplied, done, watch, getValues]);

  const email = storedClientEmail() ?? myEmail;
  const dashboard = email ? `/client-dashboard?email=${encodeURIComponent(email)}` : '/client-dashboard';
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // On to the dashboard once the photos chosen with the job (if any) have reached it.
  useEffect(() => {
    if (!done || !photosSent) return;
    const timer = window.setTimeout(() => navigate(dashboard), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, photosSent, navigate, dashboard]);

  /** The warning toasts of steps 4 to 6, once per kind of problem. */
  const warn = (fields: readonly Path<PostJobInput>[]) => {
    const keys = new Set(
      fields.flatMap((name) => {
        const message = form.getFieldState(name).error?.message;
        if (!message) return [];
        if (BLANK_WARNINGS[message]) return [BLANK_WARNINGS[message]];
        return message === J.descriptionMaxLength ? [message] : [];
      }),
    );
    for (const key of keys) toast.warning(t(key), { toastId: key });
  };

  // The postcode as it will be stored ("b3 2bj" -> "B3 2BJ"), so the answers show it so.
  const tidyPostcode = (done: number) => {
    dismissWarnings();
    const postcode = parsePostcode(getValues('address.postcode') ?? '')?.postcode;
    if (done === 3 && postcode) setValue('address.postcode', postcode);
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
      onSuccess: (job) => {
        clearSaved();
        dismissWarnings();
        setPostedId(job._id);
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
        form.routeServerErrors(error);
      },
    });
  };

  const title = <title>{`${t('jobPostForm.title')} – ${t('brand.name')}`}</title>;

  if (done) {
    return (
      <div className="container page">
        {title}
        <div className="step-card post-job-done">
          <h1 className="step-form__question" tabIndex={-1} ref={doneRef}>
            {t('jobPostForm.thankYou')}
          </h1>
          <p>{t('jobPostForm.thankYouBody')}</p>
          {photos.items.length > 0 && <PostedJobPhotos queue={photos} dashboard={dashboard} />}
          {photosSent && <Loading label={t('jobPostForm.redirecting')} />}
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

  const Step = STEP_VIEWS[step];
  return (
    <div className="container page">
      {title}
      <div className="step-card">
        <StepForm
          form={form}
          focus="question"
          eyebrow={t('jobPostForm.title')}
          aria-label={t('jobPostForm.title')}
          notice={
            <>
              <InviteNotice invite={invite} />
              {notice && (
                <Alert tone={notice === 'requestGone' ? 'warning' : 'info'}>
                  <p>{t(`jobPostForm.notice.${notice}`)}</p>
                </Alert>
              )}
            </>
          }
          onSubmit={onValid}
          onInvalidStep={warn}
          onStepDone={tidyPostcode}
          onBack={() => setNotice(null)}
          busy={postJob.isPending}
          labels={{
            progress: t('jobPostForm.stepCounter', { step: step + 1, total: TOTAL_STEPS }),
            back: t('jobPostForm.back'),
            next: t('jobPostForm.next'),
            submit: t('jobPostForm.submit'),
            submitting: t('jobPostForm.submitting'),
          }}
        >
          {Step ? (
            <Step form={form} />
          ) : (
            <DescriptionStep
              form={form}
              photos={<PostJobPhotos queue={photos} />}
              answers={<PostJobAnswers values={getValues()} onChange={goTo} />}
            />
          )}
        </StepForm>
      </div>
    </div>
  );
}
