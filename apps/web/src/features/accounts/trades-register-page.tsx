import { useTranslation } from 'react-i18next';
import type { TradespersonRegisterInput } from '@tradewise/shared';
import { GROUPS, BusinessFields, NameEmailFields, PasswordFields } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { useSchemaForm } from '../../components/ui/schema-form';
import { registerTradesperson } from './accounts-api';
import { RegistrationCard } from './registration-card';
import type { PageHandle } from '../../app/page-handle';

/** The form's schema, with zod, imported at its first check (components/ui/schema-form.tsx). */
const tradespersonRegisterSchema = () => import('./form-schemas').then((schemas) => schemas.tradespersonRegisterSchema);

/** /register (and /join): tradesperson registration. */
export default function TradesRegisterPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(tradespersonRegisterSchema, {
    idPrefix: 'register',
    fields: [...GROUPS.nameEmail, ...GROUPS.business, ...GROUPS.address, ...GROUPS.newPassword],
    defaultValues: {
      name: '',
      email: '',
      businessName: '',
      contactNumber: '',
      // The select starts on its "Choose your trade" placeholder.
      trade: '' as TradespersonRegisterInput['trade'],
      street: '',
      city: '',
      postcode: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, submitCount } = form.formState;

  return (
    <RegistrationCard
      kind="tradesperson"
      form={form}
      register={registerTradesperson}
      beforeSubmit={
        submitCount > 0 &&
        Object.keys(errors).length > 0 && (
          <p className="form__error-note" role="status">
            {t('registerPage.fixErrors')}
          </p>
        )
      }
    >
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('registerPage.businessSection')}</legend>
        <NameEmailFields form={form} />
        <BusinessFields form={form} />
      </fieldset>
      <AddressFieldset form={form} />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('registerPage.accountSection')}</legend>
        <PasswordFields form={form} />
      </fieldset>
    </RegistrationCard>
  );
}

export const handle: PageHandle = { i18n: ['accounts', 'recovery'] };
