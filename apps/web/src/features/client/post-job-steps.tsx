import { useEffect, useState, type ReactNode, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, PROPERTY_TYPES, SERVICE_TIMES, TRADES, type PostJob, type PostJobInput } from '@tradewise/shared';
import { TextField } from '../../components/ui/text-field';
import { cx } from '../../components/ui/cx';
import { useJobFormat } from '../../lib/job-format';

export type PostJobForm = UseFormReturn<PostJobInput, unknown, PostJob>;

export const idOf = (name: string) => `post-job-${name.replace('.', '-')}`;

/** The fields each step asks for, in order (step 1 is index 0). */
export const STEP_FIELDS = [
  ['workType'],
  ['serviceTime'],
  ['propertyType'],
  ['address.street', 'address.city', 'address.postcode'],
  ['email'],
  ['jobDescription'],
] as const;

export type StepField = (typeof STEP_FIELDS)[number][number];

interface StepProps {
  form: PostJobForm;
  /** The translated inline message of a field, if any. */
  errorOf: (name: StepField) => string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}

function ErrorText({ id, text }: { id: string; text?: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">{t('common.errorPrefix')} </span>
      {text}
    </p>
  );
}

/** A one-question step: the question is the page's heading and the control's label. */
function SingleQuestion({
  id,
  question,
  hint,
  error,
  headingRef,
  children,
}: {
  id: string;
  question: string;
  hint?: string;
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className={cx('field', error && 'field--error')}>
      <h1 className="step-card__question" tabIndex={-1} ref={headingRef}>
        <label htmlFor={id}>{question}</label>
      </h1>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <ErrorText id={`${id}-error`} text={error} />
      {children}
    </div>
  );
}

/** The controls' description ids: the hint, then the error. */
const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function WorkTypeStep({ form, errorOf, headingRef }: StepProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const id = idOf('workType');
  const error = errorOf('workType');
  const options = TRADES.map((trade) => ({ value: trade, label: format.trade(trade) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return (
    <SingleQuestion
      id={id}
      question={t('jobPostForm.workTypeQuestion')}
      hint={t('jobPostForm.workTypeHint')}
      error={error}
      headingRef={headingRef}
    >
      <select
        id={id}
        className="select input--width-20"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        {...form.register('workType')}
      >
        <option value="">{t('jobPostForm.workTypePlaceholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </SingleQuestion>
  );
}

/** A question answered by picking one of a few options. */
function RadioStep<T extends string>({
  form,
  name,
  question,
  options,
  labelOf,
  error,
  headingRef,
}: {
  form: PostJobForm;
  name: 'serviceTime' | 'propertyType';
  question: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const id = idOf(name);
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          <h1 className="step-card__question" tabIndex={-1} ref={headingRef}>
            {question}
          </h1>
        </legend>
        <ErrorText id={`${id}-error`} text={error} />
        <div className="radios">
          {options.map((option, index) => (
            <label key={option} className="radio">
              {/* The first radio carries the id the error summary and focus-on-error point at. */}
              <input type="radio" value={option} id={index === 0 ? id : undefined} {...form.register(name)} />
              <span className="radio__label">{labelOf(option)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function ServiceTimeStep({ form, errorOf, headingRef }: StepProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <RadioStep
      form={form}
      name="serviceTime"
      question={t('jobPostForm.serviceTimeQuestion')}
      options={SERVICE_TIMES}
      labelOf={format.serviceTime}
      error={errorOf('serviceTime')}
      headingRef={headingRef}
    />
  );
}

export function PropertyTypeStep({ form, errorOf, headingRef }: StepProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <RadioStep
      form={form}
      name="propertyType"
      question={t('jobPostForm.propertyTypeQuestion')}
      options={PROPERTY_TYPES}
      labelOf={format.propertyType}
      error={errorOf('propertyType')}
      headingRef={headingRef}
    />
  );
}

export function AddressStep({ form, errorOf, headingRef }: StepProps) {
  const { t } = useTranslation();
  const { register } = form;
  return (
    <fieldset className="fieldset">
      <legend>
        <h1 className="step-card__question" tabIndex={-1} ref={headingRef}>
          {t('jobPostForm.addressQuestion')}
        </h1>
      </legend>
      <p className="field__hint">{t('jobPostForm.addressHint')}</p>
      <TextField
        id={idOf('address.street')}
        label={t('fields.street')}
        error={errorOf('address.street')}
        autoComplete="address-line1"
        {...register('address.street')}
      />
      <TextField
        id={idOf('address.city')}
        label={t('fields.city')}
        error={errorOf('address.city')}
        autoComplete="address-level2"
        className="input--width-20"
        {...register('address.city')}
      />
      <TextField
        id={idOf('address.postcode')}
        label={t('fields.postcode')}
        hint={t('fields.postcodeHint')}
        error={errorOf('address.postcode')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="input--width-10"
        {...register('address.postcode')}
      />
    </fieldset>
  );
}

export function EmailStep({ form, errorOf, headingRef }: StepProps) {
  const { t } = useTranslation();
  const id = idOf('email');
  const error = errorOf('email');
  return (
    <SingleQuestion
      id={id}
      question={t('jobPostForm.emailQuestion')}
      hint={t('jobPostForm.emailHint')}
      error={error}
      headingRef={headingRef}
    >
      <input
        id={id}
        className="input input--width-20"
        type="email"
        autoComplete="email"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        {...form.register('email')}
      />
    </SingleQuestion>
  );
}

/**
 * How many characters are left: shown at once, and told to screen readers once typing pauses
 * (announcing every keystroke would drown the typing out).
 */
function CharacterCount({ id, used, max }: { id: string; used: number; max: number }) {
  const { t } = useTranslation();
  const text = t('jobFacts.charactersLeft', { remaining: Math.max(max - used, 0), max });
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 1000);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={cx('char-count', used >= max && 'char-count--limit')} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

export function DescriptionStep({ form, errorOf, headingRef, answers }: StepProps & { answers: ReactNode }) {
  const { t } = useTranslation();
  const id = idOf('jobDescription');
  const error = errorOf('jobDescription');
  const used = form.watch('jobDescription')?.length ?? 0;
  return (
    <>
      <SingleQuestion
        id={id}
        question={t('jobPostForm.descriptionQuestion')}
        hint={t('jobPostForm.descriptionHint')}
        error={error}
        headingRef={headingRef}
      >
        <textarea
          id={id}
          className="input textarea"
          rows={5}
          maxLength={LIMITS.jobDescriptionMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(id, true, error), `${id}-count`].filter(Boolean).join(' ')}
          {...form.register('jobDescription')}
        />
        <CharacterCount id={`${id}-count`} used={used} max={LIMITS.jobDescriptionMax} />
      </SingleQuestion>
      {answers}
    </>
  );
}
