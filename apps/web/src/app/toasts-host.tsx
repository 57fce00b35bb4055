import { Suspense, lazy, useEffect, useState } from 'react';
import { onToastsWanted, toastsWanted } from '../lib/toast';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toast container (react-toastify), mounted with the first toast (lib/toast.ts): a page
 * downloads it only once it has something to say. Toasts asked for before it is mounted are
 * queued by react-toastify and shown when it mounts.
 */
export function ToastsHost() {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = onToastsWanted(() => setWanted(true));
    // A toast asked for between this render and now.
    if (toastsWanted()) setWanted(true);
    return unsubscribe;
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
