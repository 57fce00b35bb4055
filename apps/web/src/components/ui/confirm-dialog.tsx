import { useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the buttons wait and the dialog stays open. */
  busy?: boolean;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the one dialog; the safe answer (cancel) has the focus first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  if (!open) return null;
  return (
    <Dialog
      size="small"
      title={title}
      initialFocus={cancelRef}
      describedBy={children ? bodyId : undefined}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      {children && <div id={bodyId}>{children}</div>}
      <DialogActions>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={cx('button', tone === 'danger' ? 'button--danger' : 'button--primary')}
          onClick={onConfirm}
          disabled={busy}
          aria-disabled={busy || undefined}
        >
          {busy && <span className="spinner spinner--small" aria-hidden="true" />}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
