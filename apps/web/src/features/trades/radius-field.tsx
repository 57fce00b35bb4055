import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tradewise/shared';
import { FieldMessages, describedBy } from '../../components/ui/field';
import { cx } from '../../components/ui/cx';
import { formatMiles } from '../../lib/format-miles';

interface RadiusFieldProps {
  id: string;
  /** What the number box holds, as typed (it may be empty or out of range for a moment). */
  text: string;
  /** The last valid radius: where the slider stands. */
  miles: number;
  onChange: (text: string) => void;
  /** Already translated. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The miles travelled from the base: a slider for a quick change and a number box for an exact
 * one, both named by the one label and both stepping with the arrow keys. The slider speaks its
 * value with the unit ("10 miles").
 */
export function RadiusField({ id, text, miles, onChange, error, inputRef }: RadiusFieldProps) {
  const { t, i18n } = useTranslation();
  const hint = t('coverage.radiusHint', {
    count: LIMITS.maxRadiusMiles,
    min: LIMITS.minRadiusMiles,
    max: LIMITS.maxRadiusMiles,
  });
  const described = describedBy(id, hint, error);
  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" id={`${id}-label`} htmlFor={id}>
        {t('coverage.radiusLabel')}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="radius-field">
        <input
          type="range"
          className="radius-field__slider"
          min={LIMITS.minRadiusMiles}
          max={LIMITS.maxRadiusMiles}
          step={1}
          value={miles}
          onChange={(event) => onChange(event.target.value)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-valuetext={t('coverage.radiusValue', { count: miles, miles: formatMiles(miles, i18n.resolvedLanguage) })}
        />
        <span className="radius-field__number">
          <input
            ref={inputRef}
            id={id}
            type="number"
            className="input radius-field__input"
            inputMode="numeric"
            min={LIMITS.minRadiusMiles}
            max={LIMITS.maxRadiusMiles}
            step={1}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            {...(error ? { 'aria-invalid': true as const } : {})}
            {...(described ? { 'aria-describedby': described } : {})}
          />
          <span aria-hidden="true">{t('coverage.radiusUnit', { count: miles })}</span>
        </span>
      </div>
    </div>
  );
}
