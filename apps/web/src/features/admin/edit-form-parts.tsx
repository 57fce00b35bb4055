import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { applyServerErrors } from '../../lib/form-errors';

/** Why the server refused the edit, brought into view after each attempt. */
export function FormFailure({ message, attempt }: { message: string; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      <Alert tone="error" live="alert">
        <p>{message}</p>
      </Alert>
    </div>
  );
}

export function EditFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-modal__actions">
      <SubmitButton busy={busy} busyLabel={t('adminCommon.saving')}>
        {t('adminCommon.saveChanges')}
      </SubmitButton>
      <button type="button" className="button button--secondary button--block-phone" onClick={onCancel}>
        {t('adminCommon.cancel')}
      </button>
    </div>
  );
}

interface FailureMessages {
  /** 'Failed to update client.' */
  failed: string;
  /** Said when the record no longer exists. */
  gone: string;
}

/**
 * What an edit's failure does: field messages from the server on their fields (a taken email on
 * the email field), the spec's failure toast, and for a record deleted meanwhile, closing the form.
 * Returns the inline message to show, if any.
 */
export function useEditFailure<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  onGone: () => void,
  messages: FailureMessages,
) {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (error instanceof ApiError && error.status === 404) {
      toast.info(messages.gone);
      onGone();
      return null;
    }
    toast.error(messages.failed);
    if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
      setError('email' as Path<T>, { type: 'server', message: 'adminCommon.emailTaken' }, { shouldFocus: true });
      return null;
    }
    if (applyServerErrors(error, fields, setError)) return null;
    return errorText(t, error, { fallback: messages.failed });
  };
}
