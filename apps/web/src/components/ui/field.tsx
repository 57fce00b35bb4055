import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { StepQuestion } from './step-question';

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
  /** The label is the step's question, shown as the page's heading (the job form). */
  question?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** The ids a control is described by: its hint, then its error. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** The hint under a label and the error above the control, with the ids describedBy names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('common.errorPrefix')} </span>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A form field the GOV.UK way: visible label, hint under it, the error above the control, and
 * the control wired to both with aria-describedby / aria-invalid.
 */
export function Field({ id, label, hint, error, className, question, children }: FieldProps) {
  const described = describedBy(id, hint, error);
  return (
    <div className={cx('field', error && 'field--error', className)}>
      {question ? (
        <StepQuestion>
          <label htmlFor={id}>{label}</label>
        </StepQuestion>
      ) : (
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
    </div>
  );
}
