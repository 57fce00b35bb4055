import { adminTradespersonUpdateSchema, type AdminTradesperson } from '@tradewise/shared';
import { GROUPS, BusinessFields, NameEmailFields, PasswordFields } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { useUpdateTradesperson } from './admin-api';
import { EditForm } from './edit-form-parts';

/** The tradesperson edit form of the admin list: every field required except the password. */
export function TradespersonEditForm({ person, onDone }: { person: AdminTradesperson; onDone: () => void }) {
  return (
    <EditForm
      kind="tradesperson"
      schema={adminTradespersonUpdateSchema}
      fields={[...GROUPS.nameEmail, ...GROUPS.business, ...GROUPS.address, 'password']}
      account={person}
      update={useUpdateTradesperson()}
      onDone={onDone}
    >
      {(form) => (
        <>
          <NameEmailFields form={form} own={false} />
          <BusinessFields form={form} own={false} />
          <AddressFieldset form={form} own={false} />
          <PasswordFields form={form} own={false} />
        </>
      )}
    </EditForm>
  );
}
