import { useTranslation } from 'react-i18next';
import { adminClientUpdateSchema } from '@tradewise/shared';
import { NameEmailFields, PasswordFields, PhoneFormField } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { useUpdateClient, type AdminClient } from './admin-api';
import { EditFormButtons, useEditSubmit } from './edit-form-parts';

/** The client edit form of the admin list: every field required except the password. */
export function ClientEditForm({ client, onDone }: { client: AdminClient; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const form = useSchemaForm(adminClientUpdateSchema, {
    idPrefix: 'edit-client',
    fields: ['name', 'email', 'phoneNumber', 'street', 'city', 'postcode', 'password'],
    defaultValues: {
      name: client.name,
      email: client.email,
      phoneNumber: client.phoneNumber,
      ...client.address,
      password: '',
    },
  });
  const { submit, failure } = useEditSubmit(form, update, client._id, onDone, {
    done: t('adminManage.clientUpdated'),
    failed: t('adminManage.clientUpdateFailed'),
    gone: t('adminManage.clientGone'),
  });

  return (
    <SchemaForm form={form} onSubmit={submit} failure={failure}>
      <NameEmailFields form={form} own={false} />
      <PhoneFormField form={form} name="phoneNumber" label={t('fields.phone')} />
      <AddressFieldset form={form} own={false} />
      <PasswordFields form={form} own={false} />
      <EditFormButtons busy={update.isPending} onCancel={onDone} />
    </SchemaForm>
  );
}
