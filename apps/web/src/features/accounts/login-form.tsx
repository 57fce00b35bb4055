import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginInput } from '@tradewise/shared';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import type { Role } from '../../lib/auth';
import { useLogin, type SignedIn } from './accounts-api';
import { applyServerErrors, fieldError, summaryItems } from '../../lib/form-errors';
import { ServerError } from './server-error';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  role: Role;
  submitLabel: string;
  busyLabel: string;
  onSuccess: (result: SignedIn) => void;
  /** The words for a refused or failed sign-in. */
  failureText: (error: unknown) => string;
  /** Extra reaction to a failure (a toast); the inline message then stays silent. */
  onFailure?: (error: unknown) => void;
}

/** Email and password, required and email-typed; shared by the three login pages. */
export function LoginForm({ role, submitLabel, busyLabel, onSuccess, failureText, onFailure }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin(role);
  const idOf = (name: string) => `${role}-login-${name}`;

  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const { errors, submitCount } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (failure) => {
        applyServerErrors(failure, FIELDS, setError);
        onFailure?.(failure);
      },
    }),
  );

  return (
    <>
      <ErrorSummary items={summaryItems(t, errors, FIELDS, idOf)} focusKey={submitCount} />
      {login.isError && (
        <ServerError attempt={login.submittedAt} message={failureText(login.error)} announce={!onFailure} />
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          id={idOf('email')}
          label={t('fields.email')}
          error={fieldError(t, errors, 'email')}
          type="email"
          autoComplete="username"
          spellCheck={false}
          required
          {...register('email')}
        />
        <TextField
          id={idOf('password')}
          label={t('fields.password')}
          error={fieldError(t, errors, 'password')}
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
        />
        <SubmitButton busy={login.isPending || login.isSuccess} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}
