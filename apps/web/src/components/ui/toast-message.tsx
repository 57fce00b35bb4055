/**
 * What a toast says when it says more than one line: a title, then the reason. Toasts that need
 * two lines use this, never a Fragment: react-toastify hands a React element its own props
 * (closeToast, toastProps, data, isPaused), which a Fragment refuses with a warning, and each
 * child of a Fragment would become its own item of the toast's flex row, side by side.
 */
export function ToastMessage({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="toast-message">
      <p className="toast-message__title">{title}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}
