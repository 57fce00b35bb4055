import { type KeyboardEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { cx } from './cx';
import './dialog.css';

interface DialogProps {
  title: string;
  /** A line under the title saying what the dialog is about (the record being edited). */
  subtitle?: string;
  /** Escape, the cross and any cancel button call this; the owner then unmounts the dialog. */
  onClose: () => void;
  /** The cross's accessible name; without it the dialog has no cross (a yes/no question). */
  closeLabel?: string;
  /** What takes focus on opening; by default the browser's choice (the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element describing the dialog (a question's body text). */
  describedBy?: string;
  size?: 'medium' | 'small';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog: native <dialog> opened with showModal (the page behind is inert), labelled
 * by its title, Tab and Shift+Tab wrap inside, Escape closes through the owner, the page behind
 * does not scroll, and focus goes back to what opened it. Mount it to open it; unmount to close.
 */
export function Dialog({
  title,
  subtitle,
  onClose,
  closeLabel,
  initialFocus,
  describedBy,
  size = 'medium',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Opened before the content's own effects run, so a form inside can put the focus on its first
  // answer (a closed dialog's controls cannot take focus).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    // Keep the page from shifting sideways when its scroll bar disappears.
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Opening happens once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here rather than by the browser's cancel, which Chrome stops honouring
    // after one prevented cancel without a click in between.
    if (event.key === 'Escape') {
      event.preventDefault();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
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
      className={cx('dialog', size === 'small' && 'dialog--small')}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
    >
      <div className="dialog__head">
        <div>
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          {subtitle && <p className="dialog__subtitle">{subtitle}</p>}
        </div>
        {closeLabel && (
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <X size={24} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}
