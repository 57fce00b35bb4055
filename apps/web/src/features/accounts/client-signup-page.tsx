import { useTranslation } from 'react-i18next';
import { GROUPS, NameEmailFields, PasswordFields, PhoneFormField } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { useSchemaForm } from '../../components/ui/schema-form';
import { registerClient } from './accounts-api';
import { RegistrationCard } from './registration-card';
import type { PageHandle } from '../../app/page-handle';

/** The form's schema, with zod, imported at its first check (components/ui/schema-form.tsx). */
const clientRegisterSchema = () => import('./form-schemas').then((schemas) => schemas.clientRegisterSchema);

/** /signup: client registration. */
export default function ClientSignupPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(clientRegisterSchema, {
    idPrefix: 'signup',
    fields: [...GROUPS.nameEmail, ...GROUPS.newPassword, 'phoneNumber', ...GROUPS.address],
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
      street: '',
      city: '',
      postcode: '',
    },
  });

  return (
    <RegistrationCard kind="client" form={form} register={registerClient}>
      <NameEmailFields form={form} />
      <PasswordFields form={form} />
      <PhoneFormField form={form} name="phoneNumber" label={t('fields.phone')} hint={t('fields.phoneHint')} />
      <AddressFieldset form={form} />
    </RegistrationCard>
  );
}

export const handle: PageHandle = { i18n: ['accounts', 'recovery'] };
