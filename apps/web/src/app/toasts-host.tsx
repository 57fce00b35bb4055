import { useEffect, useState, type ComponentType } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';

/** What a visitor does before anything can toast: toasts answer actions. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

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
    const act = () => void loadToasts().catch(() => undefined);
    for (const type of FIRST_ACTIONS) window.addEventListener(type, act, { capture: true, once: true });
    if (toastsWanted()) mount();
    return () => {
      live = false;
      unsubscribe();
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, { capture: true });
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
