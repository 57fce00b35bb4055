import { useEffect, useRef } from 'react';

/**
 * For a row of links that scrolls sideways on a phone: brings the current one
 * (aria-current="page") into the middle of the row whenever `key` changes.
 */
export function useCurrentInView<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [key]);
  return ref;
}
