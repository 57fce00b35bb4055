import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import '../../styles/jobs.css';

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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A yes/no question in a modal <dialog>: the page behind is inert, Tab stays inside, Escape and
 * the cancel button close it, and focus goes back to where it was.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: close through the owner so its state stays the source of truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
      )}
      <div className="dialog__actions">
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
      </div>
    </dialog>
  );
}
