import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchemaFormKit } from './schema-form';
import { FieldMessages, describedBy } from './field';
import { TextField } from './text-field';

interface AddressFieldsetProps<T extends FieldValues, O> {
  form: SchemaFormKit<T, O>;
  /** 'address.' when the three fields sit under one key of the form's values. */
  prefix?: '' | 'address.';
  /** The group's question; a step form passes its heading. */
  legend?: ReactNode;
  hint?: string;
  /** One message for the whole group ("Please fill out all address fields."), already translated. */
  groupError?: string;
  /** False when someone edits another person's address: the browser must not fill in its own. */
  own?: boolean;
  /** Shown before the fields, under the question: a one-click choice such as the account's address. */
  before?: ReactNode;
}

/** Street, town or city, and postcode: the same three fields in every form that takes an address. */
export function AddressFieldset<T extends FieldValues, O>({
  form,
  prefix = '',
  legend,
  hint,
  groupError,
  own = true,
  before,
}: AddressFieldsetProps<T, O>) {
  const { t } = useTranslation();
  const autoComplete = (value: string) => (own ? value : 'off');
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  const props = (field: string) => ({
    id: form.idOf(name(field)),
    error: form.error(name(field)),
    // Marked invalid even when the group's message speaks for it.
    'aria-invalid': form.getFieldState(name(field), form.formState).invalid || undefined,
    ...form.register(name(field)),
  });
  const groupId = form.idOf('address-group');
  return (
    <fieldset className="fieldset" aria-describedby={describedBy(groupId, hint, groupError)}>
      <legend className={typeof legend === 'object' ? undefined : 'fieldset__legend'}>
        {legend ?? t('fields.address')}
      </legend>
      <FieldMessages id={groupId} hint={hint} error={groupError} />
      {before}
      <TextField label={t('fields.street')} autoComplete={autoComplete('address-line1')} {...props('street')} />
      <TextField
        label={t('fields.city')}
        autoComplete={autoComplete('address-level2')}
        className="input--width-20"
        {...props('city')}
      />
      <TextField
        label={t('fields.postcode')}
        hint={t('fields.postcodeHint')}
        autoComplete={autoComplete('postal-code')}
        autoCapitalize="characters"
        spellCheck={false}
        className="input--width-10"
        {...props('postcode')}
      />
    </fieldset>
  );
}
