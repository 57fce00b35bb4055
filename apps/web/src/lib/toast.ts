import type { Id, ToastContent, ToastOptions } from 'react-toastify';

/**
 * The app's toasts: react-toastify's `toast`, fetched with its container on the first toast, so
 * no page downloads it (about 9 KB) before it has something to say. Toasts asked for meanwhile
 * are queued by react-toastify and shown once the container mounts (app/toasts-host.tsx).
 */
type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | undefined;
const wantedListeners = new Set<() => void>();

function load(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of wantedListeners) listener();
  }
  return toastify;
}

/** True once a toast was asked for: the host mounts the container from then on. */
export const toastsWanted = () => toastify !== undefined;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

type Show = (content: ToastContent, options?: ToastOptions) => void;
const show =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (content, options) => {
    void load().then(({ toast: toastify }) => toastify[kind](content, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Closes the toast of that id, or every toast; nothing to close before the first toast. */
  dismiss(id?: Id) {
    void toastify?.then(({ toast: toastify }) => toastify.dismiss(id));
  },
};
