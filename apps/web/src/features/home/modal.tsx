import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over the page (native <dialog> shown with showModal, so the page behind is inert):
 * labelled by its title, closed by the cross or Escape, Tab kept inside, the page behind does not
 * scroll, and focus goes back to what opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
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
    // Escape: the dialog closes through React state, like the cross.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // Tab and Shift+Tab wrap around inside the dialog instead of reaching the browser's toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog ref={ref} className="modal" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="modal__head">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="icon-button modal__close"
          aria-label={t('home.requestClose')}
          onClick={onClose}
        >
          <X size={24} aria-hidden="true" />
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
