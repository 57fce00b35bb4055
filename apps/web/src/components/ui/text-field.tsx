import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';
import { cx } from './cx';

interface Common {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  fieldClassName?: string;
  /** The label is the step's question (see Field). */
  question?: boolean;
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ id, label, hint, error, fieldClassName, question, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName} question={question}>
      {(control) => <input className={cx('input', className)} {...control} {...input} />}
    </Field>
  );
}

interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: Option[];
    placeholder: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  id,
  label,
  hint,
  error,
  fieldClassName,
  question,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName} question={question}>
      {(control) => (
        <select className={cx('select', className)} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
