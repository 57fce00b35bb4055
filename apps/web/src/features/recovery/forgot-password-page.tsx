import { useSearchParams } from 'react-router';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@tradewise/shared';
import { RadioField } from '../../components/ui/radio-field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { LOGIN_PATHS } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useRequestReset } from './recovery-api';
import { Outcome, RecoveryCard, rememberResetRole } from './recovery-card';
import type { PageHandle } from '../../app/page-handle';

/** The form's schema, with zod, imported at its first check (components/ui/schema-form.tsx). */
const passwordResetRequestSchema = () => import('./form-schema').then((schemas) => schemas.passwordResetRequestSchema);

/** /forgot-password?role=: asks for a reset link, saying the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const preset = ROLES.find((role) => role === search.get('role')) ?? 'client';
  const request = useRequestReset();
  const form = useSchemaForm(passwordResetRequestSchema, {
    idPrefix: 'forgot',
    fields: ['email', 'role'],
    defaultValues: { email: '', role: preset },
  });
  // Administrators reach this page from their own sign-in; the public choice is client or trade.
  const roles: Role[] = preset === 'admin' ? ['admin'] : ['client', 'tradesperson'];
  const role = form.watch('role');

  if (request.isSuccess) {
    return (
      <RecoveryCard title={t('recovery.forgot.sentTitle')}>
        <Outcome tone="success">
          <p>{t('recovery.resetSent')}</p>
          <p>{t('recovery.forgot.sentHelp')}</p>
        </Outcome>
        <p>
          <Link to={LOGIN_PATHS[role]}>{t('recovery.backToSignIn')}</Link>
        </p>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title={t('recovery.forgot.title')} lead={t('recovery.forgot.lead')}>
      <SchemaForm
        form={form}
        onSubmit={(values) => {
          rememberResetRole(values.role);
          request.mutate(values, { onError: form.applyServerErrors });
        }}
        failure={
          request.isError
            ? { attempt: request.submittedAt, message: errorText(t, request.error, { fallback: t('recovery.failed') }) }
            : null
        }
      >
        <TextField
          id={form.idOf('email')}
          label={t('fields.email')}
          error={form.error('email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...form.register('email')}
        />
        {roles.length > 1 && (
          <RadioField
            id={form.idOf('role')}
            legend={t('recovery.forgot.roleLegend')}
            error={form.error('role')}
            options={roles.map((value) => ({ value, label: t(`recovery.forgot.roles.${value}`) }))}
            field={form.register('role')}
          />
        )}
        <SubmitButton busy={request.isPending} busyLabel={t('recovery.forgot.submitting')}>
          {t('recovery.forgot.submit')}
        </SubmitButton>
      </SchemaForm>
      <p className="auth__footer">
        <Link to={LOGIN_PATHS[role]}>{t('recovery.backToSignIn')}</Link>
      </p>
    </RecoveryCard>
  );
}

export const handle: PageHandle = { i18n: ['recovery', 'accounts'] };
