import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';

interface RadioGroupProps {
  id: string;
  legend: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
}

/** One question answered by one choice, the GOV.UK way: legend, hint, error, large radios. */
export function RadioGroup({ id, legend, hint, error, options, field }: RadioGroupProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <div id={hintId} className="field__hint">
            {hint}
          </div>
        )}
        {error && (
          <p id={errorId} className="field__error">
            <span className="visually-hidden">{t('common.errorPrefix')} </span>
            {error}
          </p>
        )}
        <div className="radios">
          {options.map((option) => (
            <div key={option.value} className="radio">
              <input
                className="radio__input"
                type="radio"
                id={`${id}-${option.value}`}
                value={option.value}
                aria-invalid={error ? true : undefined}
                {...field}
              />
              <label className="radio__label" htmlFor={`${id}-${option.value}`}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
