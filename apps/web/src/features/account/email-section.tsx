import { useTranslation } from 'react-i18next';
import { changeEmailSchema, type Account } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useChangeEmail, type OwnRole } from './account-api';
import { AccountSection, SavedNotice, failureOf } from './account-section';

/**
 * "Email address": the one in use and whether it is confirmed, a new one waiting for its owner to
 * follow the link, and the form asking for a new one (with the password, as it gives the account away).
 */
export function EmailSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const role: OwnRole = account.role;
  const change = useChangeEmail(role);
  const form = useSchemaForm(changeEmailSchema, {
    idPrefix: 'email-change',
    fields: ['email', 'password'],
    defaultValues: { email: '', password: '' },
  });
  const taken = change.error instanceof ApiError && change.error.code === 'EMAIL_TAKEN';
  // A few links per account and per address each quarter hour (issue 38): say how long to wait.
  const limited = change.isError && change.error instanceof ApiError && change.error.code === 'RATE_LIMITED';

  return (
    <AccountSection id="email" title={t('account.email.title')} lead={t('account.email.lead')}>
      <p className="account-email">
        <span className="account-email__label">{t('account.email.current')}</span>{' '}
        <strong className="account-email__address">{account.email}</strong>{' '}
        <Badge tone={account.emailVerified ? 'success' : 'warning'}>
          {account.emailVerified ? t('account.email.verified') : t('account.email.unverified')}
        </Badge>
      </p>
      {!account.emailVerified && !account.pendingEmail && (
        <p className="section-card__lead">{t('account.email.unverifiedHint')}</p>
      )}
      {account.pendingEmail && (
        <Alert tone="info" title={t('account.email.pendingTitle')}>
          <p>{t('account.email.pending', { email: account.pendingEmail, current: account.email })}</p>
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={(values) => {
          // The server would quietly keep the address; say so instead of promising an email.
          if (values.email.trim().toLowerCase() === account.email.toLowerCase()) {
            form.setError('email', { type: 'server', message: 'account.email.same' });
            return;
          }
          change.mutate(values, {
            onSuccess: () => form.reset(),
            onError: (error) => {
              // An address already in use is a fault of that field.
              if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
                form.setError('email', { type: 'server', message: 'account.email.taken' });
              } else form.applyServerErrors(error);
            },
          });
        }}
        failure={
          taken
            ? null
            : limited
              ? { attempt: change.submittedAt, message: t('account.email.tooMany') }
              : failureOf(t, change, form)
        }
      >
        <TextField
          id={form.idOf('email')}
          label={t('account.email.newEmail')}
          error={form.error('email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...form.register('email')}
        />
        <TextField
          id={form.idOf('password')}
          label={t('account.currentPassword')}
          hint={t('account.email.passwordHint')}
          error={form.error('password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        {change.isSuccess && <SavedNotice>{t('account.email.sent')}</SavedNotice>}
        <SubmitButton busy={change.isPending} busyLabel={t('account.sending')}>
          {t('account.email.submit')}
        </SubmitButton>
      </SchemaForm>
    </AccountSection>
  );
}
