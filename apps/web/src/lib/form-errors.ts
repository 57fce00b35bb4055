import { get, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { ApiError } from './api';
import type { SummaryItem } from '../components/ui/error-summary';

/**
 * Puts the API's per-field validation details on the matching fields (their `code` is the i18n
 * key of the message). Returns true when at least one detail found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.field);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.code });
    applied = true;
  }
  return applied;
}

/** The message key of a field (nested names such as "address.postcode" too), if it has one. */
export function fieldMessage<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Translated message of a field, if it has one (messages are i18n keys). */
export function fieldError<T extends FieldValues>(t: TFunction, errors: FieldErrors<T>, name: Path<T>) {
  const message = fieldMessage(errors, name);
  return message ? t(message) : undefined;
}

/** The error summary's items, in the form's order. */
export function summaryItems<T extends FieldValues>(
  t: TFunction,
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
  idOf: (name: Path<T>) => string,
): SummaryItem[] {
  return fields.flatMap((name) => {
    const text = fieldError(t, errors, name);
    return text ? [{ id: idOf(name), text }] : [];
  });
}
