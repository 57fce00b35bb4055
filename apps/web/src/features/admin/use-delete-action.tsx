import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useDelete, type Removable } from './admin-api';

interface Messages {
  confirm: string;
  deleted: string;
  /** Already translated; may quote the error. */
  failed: (error: unknown) => string;
  gone: string;
}

/**
 * Delete after the spec's confirm prompt (asked in the one dialog; render `prompt`). Cancelling
 * sends nothing; a 404 means someone else removed it first (the list is refreshed either way).
 */
export function useDeleteAction(kind: Removable, messages: Messages) {
  const { t } = useTranslation();
  const remove = useDelete(kind);
  const [asking, setAsking] = useState<string | null>(null);
  const run = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        focusResults();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) toast.info(messages.gone);
        else toast.error(messages.failed(error));
      },
    });
  return {
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
    start: setAsking,
    prompt: (
      <ConfirmDialog
        open={asking !== null}
        title={messages.confirm}
        confirmLabel={t('adminCommon.delete')}
        cancelLabel={t('adminCommon.cancel')}
        tone="danger"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) run(asking);
        }}
      />
    ),
  };
}

/**
 * After the card holding the focused button leaves the list (deleted, or no longer matching the
 * filter), focus goes to the list's "Showing …" line rather than being lost.
 */
export function focusResults() {
  document.querySelector<HTMLElement>('.admin-results')?.focus({ preventScroll: true });
}

/** The reason of a failure in words, for messages such as 'Failed to delete job: {error}'. */
export function useReason() {
  const { t } = useTranslation();
  return (error: unknown) => errorText(t, error, { fallback: t('adminCommon.unknownError') });
}
