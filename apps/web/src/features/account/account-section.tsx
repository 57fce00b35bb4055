import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import type { FormFailureProps } from '../../components/ui/form-failure';
import type { SchemaFormKit } from '../../components/ui/schema-form';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';

/** The page's sections in order: their anchors, and the contents list beside them. */
export const SECTION_IDS = ['details', 'email', 'password', 'notifications', 'export', 'delete'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

interface AccountSectionProps {
  id: SectionId;
  title: string;
  lead?: string;
  /** Leaving the site is set apart in the error colour. */
  danger?: boolean;
  children: ReactNode;
}

/** One part of the account page: a card with its own heading, reachable from the contents list. */
export function AccountSection({ id, title, lead, danger, children }: AccountSectionProps) {
  return (
    <section
      id={`account-${id}`}
      className={cx('account-section section-card', danger && 'account-section--danger')}
      aria-labelledby={`account-${id}-title`}
    >
      <h2 id={`account-${id}-title`} className="section-card__title">
        {title}
      </h2>
      {lead && <p className="section-card__lead">{lead}</p>}
      {children}
    </section>
  );
}

/** A section's "done" message, announced politely. */
export function SavedNotice({ children }: { children: ReactNode }) {
  return (
    <Alert tone="success" live="status" className="account-section__notice">
      <p>{children}</p>
    </Alert>
  );
}

interface Attempt {
  isError: boolean;
  error: unknown;
  submittedAt: number;
}

/**
 * What a section's form says above itself after a refusal: nothing when the server blamed one of
 * its fields (the field says it), the account page's own words for too many wrong passwords (the
 * shared message speaks of signing in), else the error's message.
 */
export function failureOf<I extends FieldValues, O>(
  t: TFunction,
  attempt: Attempt,
  form: SchemaFormKit<I, O>,
): FormFailureProps | null {
  const { isError, error, submittedAt } = attempt;
  if (!isError) return null;
  if (error instanceof ApiError && error.details.some((detail) => form.fields.some((name) => name === detail.field))) {
    return null;
  }
  const message =
    error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS'
      ? t('account.tooManyAttempts')
      : errorText(t, error, { fallback: t('account.failed') });
  return { attempt: submittedAt, message };
}
