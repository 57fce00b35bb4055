import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type FlagProps, type Labels } from 'react-phone-number-input';
import fr from 'react-phone-number-input/locale/fr.json';
import es from 'react-phone-number-input/locale/es.json';
import { cx } from './cx';
import type { ControlProps } from './field';

/** Country names in the active language (English is the component's own default). */
const COUNTRY_LABELS: Record<string, Labels | undefined> = { fr, es };

/**
 * The picked country shown as its ISO code ("GB"): legible on every system, no image requests and
 * none of the ~60 kB of bundled flag drawings. The country's name stays in the select's options.
 */
function CountryCode({ country }: FlagProps) {
  return (
    <span className="phone-input__country" aria-hidden="true">
      {country}
    </span>
  );
}

export interface PhoneControlProps {
  control: ControlProps;
  name: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * react-phone-number-input with its country picker (about 42 KB compressed with its metadata):
 * fetched by PhoneField (phone-field.tsx) at the visitor's first action, not with the page.
 */
export function PhoneControl({ control, name, error, value, onChange, onBlur, inputRef, disabled }: PhoneControlProps) {
  const { i18n } = useTranslation();
  return (
    <PhoneInput
      {...control}
      // The component forwards its ref to the number <input>, which is what focus() needs.
      ref={inputRef as never}
      name={name}
      className={cx('phone-input', error && 'phone-input--error')}
      numberInputProps={{ className: 'input' }}
      defaultCountry="GB"
      flagComponent={CountryCode}
      labels={COUNTRY_LABELS[i18n.resolvedLanguage ?? 'en']}
      autoComplete="tel"
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}
