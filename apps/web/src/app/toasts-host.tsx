import { useEffect, useState, type ComponentType } from 'react';
import { onToastsWanted, toastsWanted } from '../lib/toast';

/**
 * The toast container (react-toastify), mounted with the first toast (lib/toast.ts): a page
 * downloads it only once it has something to say. Toasts asked for before it is mounted are
 * queued by react-toastify and shown when it mounts. The container's code is fetched first and
 * mounted in a render of its own: a suspended mount batched with the caller's update (a dialog
 * closing, the focus moving on) would hold that update back and reorder the focus moves.
 */
export function ToastsHost() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () =>
      void import('./toasts').then((module) => {
        if (live) setToasts(() => module.Toasts);
      });
    const unsubscribe = onToastsWanted(mount);
    if (toastsWanted()) mount();
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
