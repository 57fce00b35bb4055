import { useEffect, useState, type ComponentType } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';
import { onFirstAction } from '../lib/first-action';

/**
 * The toast container (react-toastify), fetched and mounted at the visitor's first action or the
 * first toast (lib/toast.ts): a page's first paint does not wait for it, and it is there before
 * a form's answer. Toasts asked for before it is mounted are queued by react-toastify and shown
 * when it mounts. The container's code is fetched first and mounted in a render of its own: a
 * suspended mount batched with the caller's update (a dialog closing, the focus moving on) would
 * hold that update back.
 */
export function ToastsHost() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () =>
      void import('./toasts').then(
        (module) => {
          if (live) setToasts(() => module.Toasts);
        },
        () => undefined,
      );
    const unsubscribe = onToastsWanted(mount);
    // Toasts answer actions: nothing can toast before the visitor's first.
    const stopListening = onFirstAction(() => void loadToasts().catch(() => undefined));
    if (toastsWanted()) mount();
    return () => {
      live = false;
      unsubscribe();
      stopListening();
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
