import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

interface ModalProps {
  title: string;
  /** A line under the title saying what is being edited. */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus stays inside,
 * Escape and the cross close it, and focus goes back to the button that opened it.
 * Mount it to open it; unmount it to close it.
 */
export function Modal({ title, subtitle, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The page behind does not scroll under the dialog.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React unmount the dialog rather than the browser closing it behind our back.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="admin-modal__header">
        <div>
          <h2 className="admin-modal__title" id={titleId}>
            {title}
          </h2>
          {subtitle && <p className="admin-modal__subtitle">{subtitle}</p>}
        </div>
        <button
          type="button"
          className="admin-modal__close"
          aria-label={t('adminCommon.closeDialog')}
          onClick={onClose}
        >
          <X size={24} aria-hidden="true" />
        </button>
      </div>
      <div className="admin-modal__body">{children}</div>
    </dialog>
  );
}
