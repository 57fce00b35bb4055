import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * The app's toasts: react-toastify's `toast`, fetched with its container at the visitor's first
 * action or first toast, whichever comes first (app/toasts-host.tsx), so no page downloads it
 * (about 9 KB) with its first paint, and it is there before a form's answer (a lost connection's
 * message included) has to be shown. Toasts asked for meanwhile are queued by react-toastify and
 * shown once the container mounts.
 */
type Toastify = typeof import('react-toastify/unstyled');

let toastify: Promise<Toastify> | undefined;
const wantedListeners = new Set<() => void>();

/** Fetches react-toastify once; a failed fetch is tried again by the next toast. */
export function loadToasts(): Promise<Toastify> {
  if (!toastify) {
    const loading = import('react-toastify/unstyled');
    toastify = loading;
    loading.catch(() => {
      if (toastify === loading) toastify = undefined;
    });
    for (const listener of wantedListeners) listener();
  }
  return toastify;
}

/** True once react-toastify was asked for: the host mounts the container from then on. */
export const toastsWanted = () => toastify !== undefined;

/** Calls `listener` when react-toastify is first asked for; returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

type Show = (content: ToastContent, options?: ToastOptions) => void;
const show =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (content, options) => {
    loadToasts().then(
      ({ toast: toastify }) => toastify[kind](content, options),
      () => undefined,
    );
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Closes the toast of that id, or every toast; nothing to close before the first toast. */
  dismiss(id?: Id) {
    toastify?.then(
      ({ toast: toastify }) => toastify.dismiss(id),
      () => undefined,
    );
  },
};
