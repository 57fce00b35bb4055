import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  passwordResetConfirmSchema,
  publishRequestSchema,
  type PublishedRequest,
  type SignedIn,
} from '@tradewise/shared';
import { GROUPS, PasswordFields } from '../../components/ui/account-fields';
import { Alert } from '../../components/ui/alert';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { Loading } from '../../components/ui/status';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError, apiRequest } from '../../lib/api';
import { storeSession } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import type { PageHandle } from '../../app/page-handle';

type Answer = { done: PublishedRequest } | { error: unknown };

/** The page's card: its title, then what the link did (focused as each stage shows, so it is read out). */
function Card({ stage, children }: { stage: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [stage]);
  return (
    <div className="auth">
      <title>{`${t('requestForm.publish.title')} – ${t('brand.name')}`}</title>
      <div className="auth__card">
        <h1 className="auth__title">{t('requestForm.publish.title')}</h1>
        <div ref={ref} tabIndex={-1} className="focus-target">
          {children}
        </div>
      </div>
    </div>
  );
}

const dashboardOf = (email: string) => `/client-dashboard?email=${encodeURIComponent(email)}`;

/**
 * The new account's password, chosen with the token the publishing gave (the reset mechanism);
 * then the person is signed in and sees their dashboard with the job.
 */
function ChoosePassword({ answer }: { answer: PublishedRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error?: unknown; attempt: number; saved?: boolean }>({
    busy: false,
    attempt: 0,
  });
  const form = useSchemaForm(passwordResetConfirmSchema, {
    idPrefix: 'publish-password',
    fields: GROUPS.newPassword,
    defaultValues: { token: answer.passwordToken ?? '', password: '', confirmPassword: '' },
  });
  const save = async (values: { token: string; password: string; confirmPassword: string }) => {
    setState((current) => ({ ...current, busy: true }));
    try {
      await apiRequest('/api/password-reset/confirm', { body: values });
    } catch (error) {
      form.applyServerErrors(error);
      setState((current) => ({ busy: false, error, attempt: current.attempt + 1 }));
      return;
    }
    try {
      const signedIn = await apiRequest<SignedIn>('/client/login', {
        body: { email: answer.email, password: values.password },
      });
      storeSession('client', signedIn.token, signedIn.email);
      navigate(dashboardOf(signedIn.email));
    } catch {
      setState((current) => ({ ...current, busy: false, saved: true }));
    }
  };
  if (state.saved) {
    return (
      <Alert tone="info" live="status">
        <p>{t('requestForm.publish.signedInFailed')}</p>
        <p>
          <Link to="/signin">{t('requestForm.publish.signIn')}</Link>
        </p>
      </Alert>
    );
  }
  return (
    <SchemaForm
      form={form}
      onSubmit={(values) => void save(values)}
      failure={
        state.error === undefined
          ? null
          : { attempt: state.attempt, message: errorText(t, state.error, { fallback: t('recovery.failed') }) }
      }
    >
      <input type="email" name="email" autoComplete="username" value={answer.email} readOnly hidden />
      <PasswordFields form={form} />
      <SubmitButton busy={state.busy} busyLabel={t('requestForm.publish.settingPassword')}>
        {t('requestForm.publish.setPassword')}
      </SubmitButton>
    </SchemaForm>
  );
}

function Outcome({ answer }: { answer: PublishedRequest }) {
  const { t } = useTranslation();
  const { email } = answer;
  if (answer.outcome === 'created') {
    return (
      <>
        <Alert tone="success" title={t('requestForm.publish.createdTitle')} live="status">
          <p>{t('requestForm.publish.createdBody', { email })}</p>
        </Alert>
        <ChoosePassword answer={answer} />
      </>
    );
  }
  const before = answer.outcome === 'published-before';
  return (
    <Alert
      tone={before ? 'info' : 'success'}
      title={t(before ? 'requestForm.publish.beforeTitle' : 'requestForm.publish.addedTitle')}
      live="status"
    >
      <p>{t(before ? 'requestForm.publish.beforeBody' : 'requestForm.publish.addedBody', { email })}</p>
      <p className="button-row">
        <Link className="button button--primary" to="/signin">
          {t('requestForm.publish.signIn')}
        </Link>
        {before && <Link to="/forgot-password?role=client">{t('requestForm.publish.noPassword')}</Link>}
      </p>
    </Alert>
  );
}

function Refusal({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : undefined;
  const invalid = code === 'TOKEN_INVALID' || code === 'VALIDATION_FAILED';
  const title =
    code === 'EMAIL_NOT_CLIENT'
      ? t('requestForm.publish.notClientTitle')
      : t(invalid ? 'requestForm.publish.invalidTitle' : 'requestForm.publish.failedTitle');
  return (
    <Alert tone="error" title={title} live="alert">
      <p>
        {invalid
          ? t('requestForm.publish.invalidBody')
          : errorText(t, error, { fallback: t('requestForm.publish.failedTitle') })}
      </p>
      <p className="button-row">
        {invalid || code === 'EMAIL_NOT_CLIENT' ? (
          <Link className="button button--primary" to="/">
            {t('requestForm.publish.sendAgain')}
          </Link>
        ) : (
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('common.retry')}
          </button>
        )}
      </p>
    </Alert>
  );
}

/**
 * /job-requests/publish?token=: the link emailed after a home-page request. Opening it publishes
 * the request as a job (once, however often it is opened): on a new client account, whose owner
 * then chooses a password here, or on the existing one, which they sign in to.
 */
export default function PublishRequestPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  const sent = useRef<string | null>(null);
  const send = () => {
    setAnswer(null);
    if (!publishRequestSchema.safeParse({ token }).success) {
      setAnswer({ error: new ApiError(400, 'TOKEN_INVALID', '') });
      return;
    }
    apiRequest<PublishedRequest>('/api/job-requests/publish', { body: { token } }).then(
      (done) => setAnswer({ done }),
      (error: unknown) => setAnswer({ error }),
    );
  };
  // Once as the page opens (strict mode runs effects twice; the link publishes once anyway).
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!answer) {
    return (
      <Card stage="publishing">
        <Loading label={t('requestForm.publish.publishing')} />
      </Card>
    );
  }
  return (
    <Card stage={'done' in answer ? answer.done.outcome : 'refused'}>
      {'done' in answer ? <Outcome answer={answer.done} /> : <Refusal error={answer.error} retry={send} />}
    </Card>
  );
}

export const handle: PageHandle = { i18n: ['public', 'recovery', 'accounts'] };

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
