import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import {
  LANGUAGES,
  clientAccountUpdateSchema,
  tradespersonAccountUpdateSchema,
  type Account,
  type ClientAccountUpdateInput,
  type TradespersonAccountUpdateInput,
} from '@tradewise/shared';
import { GROUPS, PhoneFormField } from '../../components/ui/account-fields';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { RadioField } from '../../components/ui/radio-field';
import { SchemaForm, useSchemaForm, type SchemaFormKit } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { useUpdateAccount, type OwnRole } from './account-api';
import { AccountSection, SavedNotice, failureOf } from './account-section';

type Update = ClientAccountUpdateInput | TradespersonAccountUpdateInput;

/** "Your details": the registration's details, with the same rules, and the language of the emails. */
export function DetailsSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <AccountSection id="details" title={t('account.details.title')} lead={t('account.details.lead')}>
      {account.role === 'client' ? <ClientDetails account={account} /> : <TradespersonDetails account={account} />}
    </AccountSection>
  );
}

const common = (account: Account) => ({
  name: account.name,
  street: account.street,
  city: account.city,
  postcode: account.postcode,
  language: account.language,
});

function ClientDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const values = (saved: Account): ClientAccountUpdateInput => ({
    ...common(saved),
    phoneNumber: saved.phoneNumber ?? '',
  });
  const form = useSchemaForm(clientAccountUpdateSchema, {
    idPrefix: 'details',
    fields: ['name', 'phoneNumber', ...GROUPS.address, 'language'],
    defaultValues: values(account),
  });
  return (
    <DetailsForm role="client" form={form} onSaved={(saved) => form.reset(values(saved))}>
      <NameField form={form} />
      <PhoneFormField form={form} name="phoneNumber" label={t('fields.phone')} hint={t('fields.phoneHint')} />
    </DetailsForm>
  );
}

function TradespersonDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const values = (saved: Account): TradespersonAccountUpdateInput => ({
    ...common(saved),
    businessName: saved.businessName ?? '',
    contactNumber: saved.contactNumber ?? '',
  });
  const form = useSchemaForm(tradespersonAccountUpdateSchema, {
    idPrefix: 'details',
    fields: ['name', 'businessName', 'contactNumber', ...GROUPS.address, 'language'],
    defaultValues: values(account),
  });
  return (
    <DetailsForm role="tradesperson" form={form} onSaved={(saved) => form.reset(values(saved))}>
      <NameField form={form} />
      <TextField
        id={form.idOf('businessName')}
        label={t('fields.businessName')}
        error={form.error('businessName')}
        autoComplete="organization"
        {...form.register('businessName')}
      />
      <PhoneFormField
        form={form}
        name="contactNumber"
        label={t('fields.contactNumber')}
        hint={t('fields.contactNumberHint')}
      />
    </DetailsForm>
  );
}

interface KitProps<I extends FieldValues, O> {
  form: SchemaFormKit<I, O>;
}

function NameField<I extends FieldValues, O>({ form }: KitProps<I, O>) {
  const { t } = useTranslation();
  const name = 'name' as never;
  return (
    <TextField
      id={form.idOf(name)}
      label={t('fields.name')}
      error={form.error(name)}
      autoComplete="name"
      {...form.register(name)}
    />
  );
}

interface DetailsFormProps<I extends FieldValues, O extends Update> extends KitProps<I, O> {
  role: OwnRole;
  /** After a save: the form starts again from what the server kept. */
  onSaved: (saved: Account) => void;
  /** The fields before the address (they differ by role). */
  children: ReactNode;
}

/** The part both roles share: their own fields, the address, the emails' language, and saving. */
function DetailsForm<I extends FieldValues, O extends Update>({
  role,
  form,
  onSaved,
  children,
}: DetailsFormProps<I, O>) {
  const { t } = useTranslation();
  const update = useUpdateAccount(role);
  const language = 'language' as never;
  return (
    <SchemaForm
      form={form}
      onSubmit={(values) => update.mutate(values, { onSuccess: onSaved, onError: form.applyServerErrors })}
      failure={failureOf(t, update, form)}
    >
      {children}
      <AddressFieldset form={form} />
      <RadioField
        id={form.idOf(language)}
        legend={t('account.details.language')}
        hint={t('account.details.languageHint')}
        error={form.error(language)}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        field={form.register(language)}
      />
      {update.isSuccess && !form.formState.isDirty && <SavedNotice>{t('account.details.saved')}</SavedNotice>}
      <SubmitButton busy={update.isPending} busyLabel={t('account.saving')}>
        {t('account.details.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}
