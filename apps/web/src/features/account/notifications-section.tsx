import { useTranslation } from 'react-i18next';
import {
  NEW_JOB_ALERTS,
  NOTIFICATION_TOPICS,
  isTopicOf,
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationTopic,
} from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { RadioField } from '../../components/ui/radio-field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { Loading } from '../../components/ui/status';
import { SubmitButton } from '../../components/ui/submit-button';
import { useNotifications, useUpdateNotifications, type OwnRole } from './account-api';
import { AccountSection, SavedNotice, failureOf } from './account-section';

/** The optional emails of a role that are simply on or off, in the shared table's order. */
const switchesOf = (role: OwnRole, saved: NotificationPreferences) =>
  (Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[]).filter(
    (topic) => isTopicOf(topic, role) && typeof saved[topic] === 'boolean',
  );

/** "Email notifications": one checkbox per optional email of the person's role. */
export function NotificationsSection({ role }: { role: OwnRole }) {
  const { t } = useTranslation();
  const preferences = useNotifications(role);
  return (
    <AccountSection id="notifications" title={t('account.notifications.title')} lead={t('account.notifications.lead')}>
      {preferences.isPending && <Loading label={t('account.notifications.loading')} />}
      {preferences.isError && (
        <Alert tone="error" title={t('account.notifications.loadFailed')}>
          <button type="button" className="button button--secondary" onClick={() => void preferences.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      )}
      {preferences.data && <NotificationsForm role={role} saved={preferences.data} />}
    </AccountSection>
  );
}

function NotificationsForm({ role, saved }: { role: OwnRole; saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const update = useUpdateNotifications(role);
  const topics = switchesOf(role, saved);
  // New jobs come instantly, daily or not at all: a choice of three rather than a switch.
  const newJobs = isTopicOf('newJobs', role);
  const form = useSchemaForm(notificationPreferencesSchema, {
    idPrefix: 'notifications',
    fields: newJobs ? [...topics, 'newJobs'] : topics,
    defaultValues: saved,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={(values) =>
        update.mutate(values, { onSuccess: (answer) => form.reset(answer), onError: form.applyServerErrors })
      }
      failure={failureOf(t, update, form)}
    >
      <fieldset className="fieldset" aria-describedby="notifications-hint">
        <legend className="fieldset__legend">{t('account.notifications.legend')}</legend>
        <div id="notifications-hint" className="field__hint">
          {t('account.notifications.hint')}
        </div>
        <div className="choices">
          {topics.map((topic) => (
            <label key={topic} className="choice checkbox">
              <input type="checkbox" id={form.idOf(topic)} {...form.register(topic)} />
              <span className="choice__label">{t(`account.notifications.topics.${topic}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {newJobs && (
        <RadioField
          id={form.idOf('newJobs')}
          legend={t('account.notifications.newJobs.legend')}
          hint={t('account.notifications.newJobs.hint')}
          error={form.error('newJobs')}
          options={NEW_JOB_ALERTS.map((value) => ({ value, label: t(`account.notifications.newJobs.${value}`) }))}
          field={form.register('newJobs')}
        />
      )}
      {update.isSuccess && !form.formState.isDirty && <SavedNotice>{t('account.notifications.saved')}</SavedNotice>}
      <SubmitButton busy={update.isPending} busyLabel={t('account.saving')}>
        {t('account.notifications.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}
