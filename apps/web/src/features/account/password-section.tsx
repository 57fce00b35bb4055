import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@tradewise/shared';
import { GROUPS, PasswordFields } from '../../components/ui/account-fields';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { useChangePassword, type OwnRole } from './account-api';
import { AccountSection, SavedNotice, failureOf } from './account-section';

/** "Password": the current one, then a new one typed twice beside the strength meter. */
export function PasswordSection({ role }: { role: OwnRole }) {
  const { t } = useTranslation();
  const change = useChangePassword(role);
  const form = useSchemaForm(changePasswordSchema, {
    idPrefix: 'password-change',
    fields: ['currentPassword', ...GROUPS.newPassword],
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  return (
    <AccountSection id="password" title={t('account.password.title')} lead={t('account.password.lead')}>
      <SchemaForm
        form={form}
        onSubmit={(values) => change.mutate(values, { onSuccess: () => form.reset(), onError: form.applyServerErrors })}
        failure={failureOf(t, change, form)}
      >
        <TextField
          id={form.idOf('currentPassword')}
          label={t('account.currentPassword')}
          error={form.error('currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
        <PasswordFields form={form} />
        {change.isSuccess && <SavedNotice>{t('account.password.changed')}</SavedNotice>}
        <SubmitButton busy={change.isPending} busyLabel={t('account.saving')}>
          {t('account.password.submit')}
        </SubmitButton>
      </SchemaForm>
    </AccountSection>
  );
}
