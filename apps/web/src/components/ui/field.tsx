import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A form field the GOV.UK way: visible label, hint under it, the error above the control, and
 * the control wired to both with aria-describedby / aria-invalid.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
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
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </div>
  );
}
