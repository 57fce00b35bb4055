import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useDelete, type Removable } from './admin-api';
import { DeletionImpact, type DeletionSubject } from './deletion-impact';
import { useDangerPrompt } from './use-danger-prompt';

/** The word of each list in the spec's messages (adminManage.confirmDeleteClient, clientDeleted...). */
const NOUNS: Record<Removable, { one: string; One: string }> = {
  clients: { one: 'client', One: 'Client' },
  tradespeople: { one: 'tradesperson', One: 'Tradesperson' },
  jobs: { one: 'job', One: 'Job' },
};

/**
 * Delete after the spec's confirm prompt (asked in the one dialog; render `prompt`), which names
 * the record and lists what goes with it. Cancelling sends nothing; a 404 means someone else
 * removed it first (the list is refreshed either way).
 */
export function useDeleteAction(kind: Removable) {
  const { t } = useTranslation();
  const reason = useReason();
  const { one, One } = NOUNS[kind];
  const remove = useDelete(kind);
  const run = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t(`adminManage.${one}Deleted`));
        focusResults();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) toast.info(t(`adminManage.${one}Gone`));
        else toast.error(t(`adminManage.${one}DeleteFailed`, { error: reason(error) }));
      },
    });
  const question = useDangerPrompt(
    () => t(`adminManage.confirmDelete${One}`),
    t('adminCommon.delete'),
    (subject: DeletionSubject) => run(subject.id),
    (subject) => <DeletionImpact kind={kind} subject={subject} />,
  );
  return {
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
    start: question.ask,
    prompt: question.prompt,
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

export type DeleteAction = ReturnType<typeof useDeleteAction>;

interface DeleteButtonProps {
  action: DeleteAction;
  id: string;
  /** "Delete", or "Delete job". */
  label: string;
  /** Which record, for screen readers ("Delete Olivia Brown") and in the question. */
  who: string;
  /** Shown beside `who` in the question (a person's email). */
  detail?: string;
}

/** A record card's delete button: asks first, and waits while the deletion runs. */
export function DeleteButton({ action, id, label, who, detail }: DeleteButtonProps) {
  const { t } = useTranslation();
  const deleting = action.isDeleting(id);
  return (
    <button
      type="button"
      className="button admin-button--danger"
      onClick={() => action.start({ id, name: who, ...(detail ? { detail } : {}) })}
      disabled={deleting}
    >
      {deleting ? (
        <span className="spinner spinner--small" aria-hidden="true" />
      ) : (
        <Trash2 size={18} aria-hidden="true" />
      )}
      {deleting ? t('adminCommon.deleting') : label}
      <span className="visually-hidden"> {who}</span>
    </button>
  );
}
