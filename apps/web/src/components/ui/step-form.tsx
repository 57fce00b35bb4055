import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { FormFailure, type FormFailureProps } from './form-failure';
import { useSchemaForm, type SchemaFormKit, type SchemaFormOptions } from './schema-form';
import { SubmitButton } from './submit-button';
import './step-form.css';
import { LiveControls } from '../../lib/hydrated';

interface StepFormOptions<I extends FieldValues> extends Omit<SchemaFormOptions<I>, 'fields'> {
  /** The fields each step asks for, in order: Next checks only the current step's. */
  steps: readonly (readonly Path<I>[])[];
  /** Where the form opens (0-based): a restored draft comes back to its step. */
  initialStep?: number;
  /** The step kept by the caller (the job form keeps it in the address, so Back and Forward move by step). */
  control?: { step: number; goTo: (step: number) => void };
}

export type StepFormKit<I extends FieldValues, O> = SchemaFormKit<I, O> & {
  steps: readonly (readonly Path<I>[])[];
  /** The current step, 0-based. */
  step: number;
  goTo: (step: number) => void;
  /** The step asking for a field ("address.postcode", or "address" for the whole group); -1 if none. */
  stepOf: (field: string) => number;
  /** The server's per-field messages on their fields, and the form back at the first one's step. */
  routeServerErrors: (failure: unknown) => boolean;
};

/**
 * One form over the whole schema, answered a step at a time: every answer lives in the one form,
 * so Back, Next and jumping to a step never lose one.
 */
export function useStepForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  { steps, initialStep = 0, control, ...options }: StepFormOptions<I>,
): StepFormKit<I, O> {
  const form = useSchemaForm(schema, { ...options, fields: steps.flat() });
  const [ownStep, setOwnStep] = useState(initialStep);
  const step = control ? control.step : ownStep;
  const setStep = control ? control.goTo : setOwnStep;
  const stepOf = (field: string) =>
    steps.findIndex((fields) => fields.some((name) => name === field || name.startsWith(`${field}.`)));
  const routeServerErrors = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return false;
    const details = failure.details.filter((detail) => stepOf(detail.field) >= 0);
    for (const detail of details) {
      form.setError(detail.field as Path<I>, { type: 'server', message: detail.code });
    }
    if (details[0]) setStep(stepOf(details[0].field));
    return details.length > 0;
  };
  return { ...form, steps, step, goTo: setStep, stepOf, routeServerErrors };
}

interface StepFormProps<I extends FieldValues, O> {
  form: StepFormKit<I, O>;
  /** Called once every step is valid, on the last step's submit. */
  onSubmit: (values: O) => void;
  /** A step's fields failed their check (the job form also warns in a toast). */
  onInvalidStep?: (fields: readonly Path<I>[]) => void;
  /** A step's answers passed, before the next step shows (to tidy an answer, say). */
  onStepDone?: (step: number) => void;
  onBack?: () => void;
  labels: { progress: string; back: string; next: string; submit: string; submitting: string };
  /** The form's name beside "Step 2 of 6" (the job form). */
  eyebrow?: string;
  /** A message above the questions (answers restored, or filled in from a request). */
  notice?: ReactNode;
  /** Focus on a new step: its question heading (a page), or its first control (in a dialog). */
  focus: 'question' | 'control';
  busy?: boolean;
  /** Why the server refused the answers, above the buttons. */
  failure?: FormFailureProps | null;
  /** The current step's questions. */
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * The one multi-step form: where you are ("Step 2 of 6" and a bar), the current step, Back and
 * Next. Next (or Enter) checks the step's fields and moves on only when they pass, focusing the
 * first problem otherwise; the last step's submit checks everything and goes back to the first
 * step with a problem.
 */
export function StepForm<I extends FieldValues, O>({
  form,
  onSubmit,
  onInvalidStep,
  onStepDone,
  onBack,
  labels,
  eyebrow,
  notice,
  focus,
  busy = false,
  failure,
  children,
  'aria-label': ariaLabel,
}: StepFormProps<I, O>) {
  const { step, steps, goTo } = form;
  const total = steps.length;
  const last = step === total - 1;
  const ref = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // A page keeps its own focus when it opens; a dialog starts on the first answer.
    if (focus === 'question' && !moved.current) return;
    moved.current = true;
    const selector = focus === 'question' ? '[data-step-question]' : 'input, select, textarea';
    ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [step, focus]);

  // Callbacks read the form's current errors (`getFieldState(name)`): `form.formState` is the
  // last render's, and a check that has just run replaces the errors object.
  const invalid = (fields: readonly Path<I>[]) => {
    onInvalidStep?.(fields);
    const first = fields.find((name) => form.getFieldState(name).invalid);
    if (first) form.setFocus(first);
  };

  const move = (next: number) => {
    moved.current = true;
    goTo(next);
  };

  const next = async () => {
    const fields = steps[step] ?? [];
    if (!(await form.trigger(fields))) return invalid(fields);
    onStepDone?.(step);
    move(step + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!last) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(onSubmit, () => {
      const first = steps.findIndex((fields) => fields.some((name) => form.getFieldState(name).invalid));
      if (first < 0) return;
      if (first !== step) {
        onInvalidStep?.(steps[first] ?? []);
        move(first);
      } else invalid(steps[first] ?? []);
    })(event);
  };

  return (
    <>
      <div className="step-form__top">
        {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
        <p className="step-form__counter">{labels.progress}</p>
      </div>
      <div className="step-form__progress" aria-hidden="true">
        <div className="step-form__bar" style={{ width: `${((step + 1) / total) * 100}%` }} />
      </div>
      {notice}
      <form ref={ref} className="form" noValidate onSubmit={submit} aria-label={ariaLabel}>
        <LiveControls>
          <div key={step}>{children}</div>
          {failure && <FormFailure {...failure} />}
          <div className="step-form__nav">
            {step > 0 && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => {
                  onBack?.();
                  move(step - 1);
                }}
              >
                {labels.back}
              </button>
            )}
            {last ? (
              <SubmitButton busy={busy} busyLabel={labels.submitting}>
                {labels.submit}
              </SubmitButton>
            ) : (
              <button type="submit" className="button button--primary">
                {labels.next}
              </button>
            )}
          </div>
        </LiveControls>
      </form>
    </>
  );
}
