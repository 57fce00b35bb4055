import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type AddressField = 'street' | 'city' | 'postcode';

interface AddressFieldsetProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The id of each field's input, from the form's own id scheme. */
  idOf: (name: AddressField) => string;
  /** The translated error of a field, if it has one. */
  error: (name: AddressField) => string | undefined;
  /** False when someone edits another person's address: the browser must not fill in its own. */
  ownAddress?: boolean;
}

/** Street, town or city, and postcode: the same three fields in every form that takes an address. */
export function AddressFieldset<T extends FieldValues>({
  register,
  idOf,
  error,
  ownAddress = true,
}: AddressFieldsetProps<T>) {
  const { t } = useTranslation();
  const autoComplete = (value: string) => (ownAddress ? value : 'off');
  const field = (name: AddressField) => register(name as Path<T>);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t('fields.address')}</legend>
      <TextField
        id={idOf('street')}
        label={t('fields.street')}
        error={error('street')}
        autoComplete={autoComplete('address-line1')}
        {...field('street')}
      />
      <TextField
        id={idOf('city')}
        label={t('fields.city')}
        error={error('city')}
        autoComplete={autoComplete('address-level2')}
        className="input--width-20"
        {...field('city')}
      />
      <TextField
        id={idOf('postcode')}
        label={t('fields.postcode')}
        hint={t('fields.postcodeHint')}
        error={error('postcode')}
        autoComplete={autoComplete('postal-code')}
        autoCapitalize="characters"
        spellCheck={false}
        className="input--width-10"
        {...field('postcode')}
      />
    </fieldset>
  );
}
