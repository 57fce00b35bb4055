import { useEffect } from 'react';
import { collator, numberFormat } from '@tradewise/shared';

/** One rule for the browser and the emails: see packages/shared/src/format.ts. */
export { dateFormat, formatLocale, formatPounds, numberFormat } from '@tradewise/shared';

/**
 * Makes the language's first number format in a task of its own, just after the page has rendered.
 * A page's first number format costs 15 to 40 ms on this machine (the browser loads its number
 * data), four times that on a slow phone: without this it lengthens the task that renders the
 * first numbers (the directory's ratings, the home page's figures). Call it before the query
 * bringing the numbers.
 */
export function usePreparedNumberFormat(language: string | undefined) {
  useEffect(() => {
    const timer = setTimeout(() => numberFormat(language));
    return () => clearTimeout(timer);
  }, [language]);
}

/** Labelled options in the alphabetical order of the language ("Électricien" among the E's). */
export function sortedByLabel<T extends { label: string }>(options: T[], language: string | undefined): T[] {
  const order = collator(language);
  return options.sort((a, b) => order.compare(a.label, b.label));
}

/**
 * Makes the page language's collator in a task of its own. A page's first collator costs 8 to 15 ms
 * on this machine (the browser loads its collation data; later ones cost nothing), four times that
 * on a slow phone. A prerendered page whose first render sorts calls this as its module loads,
 * before the page is hydrated, so that the cost is not part of the hydration's task.
 */
export function prepareCollation(): void {
  if (typeof document === 'undefined') return; // prerendering
  const language = document.documentElement.lang || undefined;
  setTimeout(() => collator(language));
}
