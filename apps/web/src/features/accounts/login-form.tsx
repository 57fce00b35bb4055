import { useTranslation } from 'react-i18next';
import { loginSchema } from '@tradewise/shared';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import type { Role, SignedIn } from '@tradewise/shared';
import { useLogin } from './accounts-api';

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
  const form = useSchemaForm(loginSchema, {
    idPrefix: `${role}-login`,
    fields: ['email', 'password'],
    defaultValues: { email: '', password: '' },
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={(values) =>
        login.mutate(values, {
          onSuccess,
          onError: (failure) => {
            form.applyServerErrors(failure);
            onFailure?.(failure);
          },
        })
      }
      failure={
        login.isError ? { attempt: login.submittedAt, message: failureText(login.error), announce: !onFailure } : null
      }
    >
      <TextField
        id={form.idOf('email')}
        label={t('fields.email')}
        error={form.error('email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
        required
        {...form.register('email')}
      />
      <TextField
        id={form.idOf('password')}
        label={t('fields.password')}
        error={form.error('password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
      />
      <SubmitButton busy={login.isPending || login.isSuccess} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </SchemaForm>
  );
}
