import { Suspense, lazy, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** What a visitor does before anything can toast: a light page itself never does. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toast container (react-toastify), mounted at once on ordinary pages and, on a light page,
 * at the visitor's first action. Toasts asked for before it is mounted are queued by
 * react-toastify and shown when it mounts.
 */
export function ToastsHost({ light }: { light: boolean }) {
  const [wanted, setWanted] = useState(!light);
  if (!light && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_ACTIONS) window.addEventListener(type, want, { capture: true, once: true });
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
