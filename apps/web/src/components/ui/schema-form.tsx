import { useMemo, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { config as zodConfig, type z } from 'zod';
import { applyServerErrors, fieldMessage, summaryItems } from '../../lib/form-errors';
import { loadPhoneMetadata, PhoneMetadataPending } from '../../lib/phone-metadata';
import { ErrorSummary } from './error-summary';
import { FormFailure, type FormFailureProps } from './form-failure';
import { LiveControls } from '../../lib/hydrated';

// Zod's faster parsers are compiled with `new Function`; its probe for that is a violation of the
// CSP (no eval), reported on every form page. The forms' parsing does not need the speed.
zodConfig({ jitless: true });

export interface SchemaFormOptions<I extends FieldValues> {
  /** Fields in the form's order: the error summary lists them so, and server errors land on them. */
  fields: readonly Path<I>[];
  /** Prefix of every control's id ("signup" -> "signup-email"). */
  idPrefix: string;
  defaultValues: DefaultValues<I>;
  /**
   * The message key a field shows beside itself, given its error's key; undefined when a group
   * says it once for all its fields. By default the error's own key.
   */
  shownMessage?: (key: string) => string | undefined;
}

/** A form over a shared schema, with what every form's parts need beside react-hook-form's own. */
export type SchemaFormKit<I extends FieldValues, O = I> = UseFormReturn<I, unknown, O> & {
  fields: readonly Path<I>[];
  idOf: (name: string) => string;
  /** The translated message of a field, if it has one. */
  error: (name: Path<I>) => string | undefined;
  /** Puts the server's per-field details on their fields; true when one found its field. */
  applyServerErrors: (failure: unknown) => boolean;
};

/**
 * A form with a phone number checks it against metadata the browser fetches when first needed
 * (lib/phone-metadata.ts): a check that came before it waits for it and runs again.
 */
function withPhoneMetadata<T extends FieldValues, O>(check: Resolver<T, unknown, O>): Resolver<T, unknown, O> {
  return async (values, context, options) => {
    try {
      return await check(values, context, options);
    } catch (error) {
      if (!(error instanceof PhoneMetadataPending)) throw error;
      await loadPhoneMetadata();
      return check(values, context, options);
    }
  };
}

/**
 * A form's shared schema, or a function that imports it. A page that opens with a form (sign-in,
 * sign-up, registration, contact, recovery) passes the function: zod and the schema then arrive
 * when the form first checks (the first keystroke or submit), not with the code the page needs to
 * show itself (about 23 KB compressed, bench/RESULTS.md). The function is a module's constant,
 * so that the import is made once.
 */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * A resolver that checks with the schema through @hookform/resolvers' zod resolver, both imported
 * at the first check (the resolver imports zod's parser, which a page showing itself does not need).
 */
function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(source: SchemaSource<S>) {
  type Checks = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Checks> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : source,
    ]).then(([{ zodResolver }, schema]) => withPhoneMetadata(zodResolver(schema as never) as Checks)));
  const check: Checks = async (values, context, options) => (await load())(values, context, options);
  return check;
}

/**
 * One form set-up for every single-page form: the shared zod schema checks as the person types
 * (after the first submit the summary lists what is wrong), and nothing steals focus on its own.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  { fields, idPrefix, defaultValues, shownMessage = (key) => key }: SchemaFormOptions<z.input<S>>,
): SchemaFormKit<z.input<S>, z.output<S>> {
  const { t } = useTranslation();
  // A schema that comes as an import is imported once: its function is a module's constant.
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  return {
    ...form,
    fields,
    idOf: (name) => `${idPrefix}-${name.replaceAll('.', '-')}`,
    error: (name) => {
      const key = fieldMessage(form.formState.errors, name);
      const shown = key && shownMessage(key);
      return shown ? t(shown) : undefined;
    },
    applyServerErrors: (failure) => applyServerErrors(failure, fields, form.setError),
  };
}

/** A refusal of the form's last sending, and when it came (each attempt's is new). */
interface ServerFailure {
  error: unknown;
  attempt: number;
}

/**
 * Sends a form's checked values to the server, with react-hook-form's own account of the sending
 * (formState.isSubmitting) rather than a second one: a refusal puts its per-field details on their
 * fields and is kept (shown above the form) until the next attempt. Once sent, `sent` says so and
 * `busy` stays true while the page moves on.
 */
export function useServerSubmit<I extends FieldValues, O, R>(
  form: SchemaFormKit<I, O>,
  send: (values: O) => Promise<R>,
  { onSent, onFailure }: { onSent?: (result: R) => void; onFailure?: (error: unknown) => void } = {},
) {
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (values: O) => {
    setFailure(null);
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      form.applyServerErrors(error);
      setFailure({ error, attempt: Date.now() });
      onFailure?.(error);
      return;
    }
    setSent(true);
    onSent?.(result);
  };
  return { submit, failure, sent, busy: form.formState.isSubmitting || sent };
}

interface SchemaFormProps<I extends FieldValues, O> {
  form: SchemaFormKit<I, O>;
  onSubmit: (values: O) => void | Promise<void>;
  /** Why the server refused the last attempt, if it did and no field took the blame. */
  failure?: FormFailureProps | null;
  children: ReactNode;
}

/** The form element with its error summary and the server's refusal above it (GOV.UK order). */
export function SchemaForm<I extends FieldValues, O>({ form, onSubmit, failure, children }: SchemaFormProps<I, O>) {
  const { t } = useTranslation();
  const { errors, submitCount } = form.formState;
  return (
    <>
      <ErrorSummary items={summaryItems(t, errors, form.fields, form.idOf)} focusKey={submitCount} />
      {failure && <FormFailure {...failure} />}
      <form className="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <LiveControls>{children}</LiveControls>
      </form>
    </>
  );
}
