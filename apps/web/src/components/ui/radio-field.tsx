import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from './cx';
import { FieldMessages, describedBy } from './field';
import { StepQuestion } from './step-question';
import './radio-field.css';

interface RadioFieldProps {
  id: string;
  legend: string;
  /** The legend is the step's question, shown as the page's heading (the job form). */
  question?: boolean;
  hint?: string;
  /** Already translated. */
  error?: string;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
}

/** One question answered by one choice, the GOV.UK way: legend, hint, error, large radios. */
export function RadioField({ id, legend, question, hint, error, options, field }: RadioFieldProps) {
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className={question ? undefined : 'fieldset__legend'}>
          {question ? <StepQuestion>{legend}</StepQuestion> : legend}
        </legend>
        <FieldMessages id={id} hint={hint} error={error} />
        <div className="choices">
          {options.map((option) => (
            <label key={option.value} className="choice radio">
              <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...field} />
              <span className="choice__label">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
