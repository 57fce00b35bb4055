import { useMemo } from 'react';
import { Controller, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tradeOptions } from '../../lib/format-locale';
import { PasswordStrength } from './password-strength';
import { PhoneField } from './phone-field';
import type { SchemaFormKit } from './schema-form';
import { SelectField, TextField } from './text-field';

/* The field groups of the account forms (sign-up, registration, the admin edit forms). */

/** The names each group's fields take in the shared schemas, to list a form's fields in its order. */
export const GROUPS = {
  nameEmail: ['name', 'email'],
  business: ['businessName', 'contactNumber', 'trade'],
  address: ['street', 'city', 'postcode'],
  newPassword: ['password', 'confirmPassword'],
} as const;

interface GroupProps<T extends FieldValues, O> {
  /** Any form whose values hold the group's fields under these names. */
  form: SchemaFormKit<T, O>;
  /** False when someone edits another person's account: the browser must not fill in its own. */
  own?: boolean;
}

const auto = (own: boolean, value: string) => (own ? value : 'off');
/** The group's field names exist in every form that uses the group. */
const at = <T extends FieldValues>(name: string) => name as Path<T>;

/** Full name and email address. */
export function NameEmailFields<T extends FieldValues, O>({ form, own = true }: GroupProps<T, O>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={form.idOf('name')}
        label={t('fields.name')}
        error={form.error(at<T>('name'))}
        autoComplete={auto(own, 'name')}
        {...form.register(at<T>('name'))}
      />
      <TextField
        id={form.idOf('email')}
        label={t('fields.email')}
        error={form.error(at<T>('email'))}
        type="email"
        autoComplete={auto(own, 'email')}
        spellCheck={false}
        {...form.register(at<T>('email'))}
      />
    </>
  );
}

/**
 * A password: a new one typed twice with the strength meter (sign-up, registration, reset), or for
 * an administrator an optional replacement typed once.
 */
export function PasswordFields<T extends FieldValues, O>({ form, own = true }: GroupProps<T, O>) {
  const { t } = useTranslation();
  // The person's name and email, where the form has them, make a weak password.
  const [password, name, email] = useWatch({
    control: form.control,
    name: [at<T>('password'), at<T>('name'), at<T>('email')],
  }) as (string | undefined)[];
  if (!own) {
    return (
      <TextField
        id={form.idOf('password')}
        label={t('fields.adminNewPassword')}
        hint={t('fields.adminNewPasswordHint')}
        error={form.error(at<T>('password'))}
        type="password"
        autoComplete="new-password"
        {...form.register(at<T>('password'))}
      />
    );
  }
  return (
    <>
      <TextField
        id={form.idOf('password')}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={form.error(at<T>('password'))}
        type="password"
        autoComplete="new-password"
        {...form.register(at<T>('password'), { deps: [at<T>('confirmPassword')] })}
      />
      <PasswordStrength
        id={form.idOf('password')}
        password={password ?? ''}
        personal={[name, email].filter((value): value is string => Boolean(value))}
      />
      <TextField
        id={form.idOf('confirmPassword')}
        label={t('fields.confirmPassword')}
        error={form.error(at<T>('confirmPassword'))}
        type="password"
        autoComplete="new-password"
        {...form.register(at<T>('confirmPassword'))}
      />
    </>
  );
}

interface PhoneProps<T extends FieldValues, O> {
  form: SchemaFormKit<T, O>;
  name: Path<T>;
  label: string;
  hint?: string;
}

/** A phone number (UK by default) bound to the form. */
export function PhoneFormField<T extends FieldValues, O>({ form, name, label, hint }: PhoneProps<T, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PhoneField
          id={form.idOf(name)}
          name={field.name}
          label={label}
          hint={hint}
          error={form.error(name)}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

/** A tradesperson's business: its name, contact number and trade. */
export function BusinessFields<T extends FieldValues, O>({ form, own = true }: GroupProps<T, O>) {
  const { t, i18n } = useTranslation();
  const trades = useMemo(
    () => tradeOptions(i18n.resolvedLanguage, (trade) => t(`trades.${trade}`)),
    [t, i18n.resolvedLanguage],
  );
  return (
    <>
      <TextField
        id={form.idOf('businessName')}
        label={t('fields.businessName')}
        error={form.error(at<T>('businessName'))}
        autoComplete={auto(own, 'organization')}
        {...form.register(at<T>('businessName'))}
      />
      <PhoneFormField
        form={form}
        name={at<T>('contactNumber')}
        label={t('fields.contactNumber')}
        hint={own ? t('fields.contactNumberHint') : undefined}
      />
      <SelectField
        id={form.idOf('trade')}
        label={t('fields.trade')}
        error={form.error(at<T>('trade'))}
        placeholder={t('fields.tradePlaceholder')}
        options={trades}
        {...form.register(at<T>('trade'))}
      />
    </>
  );
}
