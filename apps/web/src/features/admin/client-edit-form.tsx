import { useTranslation } from 'react-i18next';
import { adminClientUpdateSchema, type AdminClient } from '@tradewise/shared';
import { GROUPS, NameEmailFields, PasswordFields, PhoneFormField } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { useUpdateClient } from './admin-api';
import { EditForm } from './edit-form-parts';

/** The client edit form of the admin list: every field required except the password. */
export function ClientEditForm({ client, onDone }: { client: AdminClient; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <EditForm
      kind="client"
      schema={adminClientUpdateSchema}
      fields={[...GROUPS.nameEmail, 'phoneNumber', ...GROUPS.address, 'password']}
      account={client}
      update={useUpdateClient()}
      onDone={onDone}
    >
      {(form) => (
        <>
          <NameEmailFields form={form} own={false} />
          <PhoneFormField form={form} name="phoneNumber" label={t('fields.phone')} />
          <AddressFieldset form={form} own={false} />
          <PasswordFields form={form} own={false} />
        </>
      )}
    </EditForm>
  );
}
