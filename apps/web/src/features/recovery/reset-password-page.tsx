import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema, verifyEmailSchema } from '@tradewise/shared';
import { GROUPS, PasswordFields } from '../../components/ui/account-fields';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { LOGIN_PATHS } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useConfirmReset } from './recovery-api';
import { Outcome, RecoveryCard, rememberedResetRole, tokenFrom } from './recovery-card';
import type { PageHandle } from '../../app/page-handle';

/** /reset-password?token=: a new password (with the strength meter) for the account the link was sent to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const reset = useConfirmReset();
  const form = useSchemaForm(passwordResetConfirmSchema, {
    idPrefix: 'reset',
    fields: GROUPS.newPassword,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const role = rememberedResetRole();
  // A malformed token cannot be right: say so at once rather than after a new password is typed.
  const deadLink =
    !verifyEmailSchema.safeParse({ token }).success ||
    (reset.error instanceof ApiError && reset.error.code === 'TOKEN_INVALID');

  if (deadLink) {
    return (
      <RecoveryCard title={t('recovery.reset.title')}>
        <Outcome tone="error" title={t('recovery.linkInvalidTitle')}>
          <p>{t('errors.TOKEN_INVALID')}</p>
          <p>
            <Link to={role ? `/forgot-password?role=${role}` : '/forgot-password'}>{t('recovery.reset.askAgain')}</Link>
          </p>
        </Outcome>
      </RecoveryCard>
    );
  }

  if (reset.isSuccess) {
    // The link does not say which kind of account it was; this browser may remember.
    const signIns = role ? [role] : (['client', 'tradesperson'] as const);
    return (
      <RecoveryCard title={t('recovery.reset.doneTitle')}>
        <Outcome tone="success">
          <p>{t('recovery.resetDone')}</p>
          {signIns.map((signIn) => (
            <p key={signIn}>
              <Link to={LOGIN_PATHS[signIn]}>{t(`recovery.reset.signIn.${signIn}`)}</Link>
            </p>
          ))}
        </Outcome>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title={t('recovery.reset.title')} lead={t('recovery.reset.lead')}>
      <SchemaForm
        form={form}
        onSubmit={(values) => reset.mutate(values, { onError: form.applyServerErrors })}
        failure={
          reset.isError
            ? { attempt: reset.submittedAt, message: errorText(t, reset.error, { fallback: t('recovery.failed') }) }
            : null
        }
      >
        <PasswordFields form={form} />
        <SubmitButton busy={reset.isPending} busyLabel={t('recovery.reset.submitting')}>
          {t('recovery.reset.submit')}
        </SubmitButton>
      </SchemaForm>
    </RecoveryCard>
  );
}

export const handle: PageHandle = { i18n: ['recovery', 'accounts'] };

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
