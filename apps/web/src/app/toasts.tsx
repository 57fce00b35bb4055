import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import 'react-toastify/ReactToastify.css';

function CloseToast({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="toast-close" aria-label={t('toasts.close')} onClick={() => closeToast(true)}>
      <X size={18} aria-hidden="true" />
    </button>
  );
}

/** Toast settings of spec section 9: top-right, 5 s, pause on hover and focus loss, drag 80 %, Alt+T. */
export function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      aria-label={t('toasts.regionLabel')}
      closeButton={CloseToast}
    />
  );
}
