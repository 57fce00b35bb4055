import { useTranslation } from 'react-i18next';
import { adminTradespersonUpdateSchema } from '@tradewise/shared';
import { BusinessFields, NameEmailFields, PasswordFields } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { useUpdateTradesperson, type AdminTradesperson } from './admin-api';
import { EditFormButtons, useEditSubmit } from './edit-form-parts';

/** The tradesperson edit form of the admin list: every field required except the password. */
export function TradespersonEditForm({ person, onDone }: { person: AdminTradesperson; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTradesperson();
  const form = useSchemaForm(adminTradespersonUpdateSchema, {
    idPrefix: 'edit-trade',
    fields: ['name', 'email', 'businessName', 'contactNumber', 'trade', 'street', 'city', 'postcode', 'password'],
    defaultValues: {
      name: person.name,
      email: person.email,
      businessName: person.businessName,
      contactNumber: person.contactNumber,
      trade: person.trade,
      ...person.address,
      password: '',
    },
  });
  const { submit, failure } = useEditSubmit(form, update, person._id, onDone, {
    done: t('adminManage.tradespersonUpdated'),
    failed: t('adminManage.tradespersonUpdateFailed'),
    gone: t('adminManage.tradespersonGone'),
  });

  return (
    <SchemaForm form={form} onSubmit={submit} failure={failure}>
      <NameEmailFields form={form} own={false} />
      <BusinessFields form={form} own={false} />
      <AddressFieldset form={form} own={false} />
      <PasswordFields form={form} own={false} />
      <EditFormButtons busy={update.isPending} onCancel={onDone} />
    </SchemaForm>
  );
}
