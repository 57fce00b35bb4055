import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { DialogActions } from '../../components/ui/dialog';
import type { FormFailureProps } from '../../components/ui/form-failure';
import type { SchemaFormKit } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';

export function EditFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <SubmitButton busy={busy} busyLabel={t('adminCommon.saving')}>
        {t('adminCommon.saveChanges')}
      </SubmitButton>
      <button type="button" className="button button--secondary button--block-phone" onClick={onCancel}>
        {t('adminCommon.cancel')}
      </button>
    </DialogActions>
  );
}

interface EditMessages {
  /** 'Client updated successfully!' */
  done: string;
  /** 'Failed to update client.' */
  failed: string;
  /** Said when the record no longer exists. */
  gone: string;
}

/**
 * Saving an admin edit: the spec's success toast and closing the form; on failure, field messages
 * from the server on their fields (a taken email on the email field), the spec's failure toast,
 * and for a record deleted meanwhile, closing the form. Otherwise the reason shows above the form.
 */
export function useEditSubmit<I extends FieldValues, O>(
  form: SchemaFormKit<I, O>,
  update: UseMutationResult<unknown, Error, { id: string; body: O }>,
  id: string,
  onDone: () => void,
  messages: EditMessages,
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      toast.info(messages.gone);
      onDone();
      return;
    }
    toast.error(messages.failed);
    if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
      form.setError('email' as Path<I>, { type: 'server', message: 'adminCommon.emailTaken' }, { shouldFocus: true });
      return;
    }
    if (form.applyServerErrors(error)) return;
    setFailure(errorText(t, error, { fallback: messages.failed }));
  };

  const submit = (body: O) => {
    setFailure(null);
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(messages.done);
          onDone();
        },
        onError,
      },
    );
  };

  const shown: FormFailureProps | null = failure ? { message: failure, attempt: update.submittedAt } : null;
  return { submit, failure: shown };
}
