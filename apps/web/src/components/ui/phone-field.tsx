import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type FlagProps, type Labels } from 'react-phone-number-input';
import fr from 'react-phone-number-input/locale/fr.json';
import es from 'react-phone-number-input/locale/es.json';
import 'react-phone-number-input/style.css';
import { Field } from './field';
import { cx } from './cx';

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

interface PhoneFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Phone number with a country picker defaulting to the United Kingdom. The value is E.164 with
 * the leading plus (empty string while nothing is typed).
 */
export function PhoneField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
}: PhoneFieldProps) {
  const { i18n } = useTranslation();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
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
      )}
    </Field>
  );
}
