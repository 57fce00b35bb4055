import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Undo2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ToastMessage } from '../../components/ui/toast-message';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useWithdrawQuotation } from './trades-api';

/**
 * "Withdraw quotation" on a pending quotation, asked once more in a dialog. Done, the card shows it
 * withdrawn; refused (the client decided meanwhile), the toast says why and the card shows what
 * became of it. Either way the button goes, and `onGone` moves the focus off it.
 */
export function WithdrawQuotation({
  quotationId,
  label,
  onGone,
}: {
  quotationId: string;
  /** The button's name with the job in it, for screen readers. */
  label: string;
  /** Where the focus goes when the card is about to leave the list or change. */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawQuotation();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    withdraw.mutate(quotationId, {
      onSuccess: () => {
        // The dialog closes now and gives the focus back to this button, which is about to go.
        flushSync(() => setAsking(false));
        toast.success(t('appliedJobs.withdrawn'));
        onGone();
      },
      onError: (error) => {
        flushSync(() => setAsking(false));
        // Refused: the client decided meanwhile, and the card is about to change.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) onGone();
        toast.error(
          <ToastMessage
            title={t('appliedJobs.withdrawFailed')}
            detail={errorText(t, error, { fallback: t('errors.INTERNAL') })}
          />,
        );
      },
    });

  return (
    <>
      <button type="button" className="button button--secondary" aria-label={label} onClick={() => setAsking(true)}>
        <Undo2 size={20} aria-hidden="true" />
        {t('appliedJobs.withdraw')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('appliedJobs.withdrawTitle')}
        confirmLabel={t('appliedJobs.withdrawConfirm')}
        cancelLabel={t('appliedJobs.withdrawKeep')}
        busy={withdraw.isPending}
        busyLabel={t('appliedJobs.withdrawing')}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t('appliedJobs.withdrawBody')}</p>
      </ConfirmDialog>
    </>
  );
}
