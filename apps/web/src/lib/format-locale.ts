import { useEffect } from 'react';
import { numberFormat, type Language, type Trade } from '@tradewise/shared';
import TRADE_ORDER from 'virtual:trade-order';

/** One rule for the browser and the emails: see packages/shared/src/format.ts. */
export { dateFormat, formatList, formatLocale, formatPounds, numberFormat } from '@tradewise/shared';

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

/**
 * Every trade as an option named by `label`, in the alphabetical order of its name in the language
 * ("Électricien" among the E's), as sorted when the code was built (vite.config.ts, tradeOrder):
 * sorting here would make the page's first collator, which costs a slow phone tens of milliseconds.
 */
export function tradeOptions(
  language: string | undefined,
  label: (trade: Trade) => string,
): { value: Trade; label: string }[] {
  const order: readonly Trade[] = TRADE_ORDER[language as Language] ?? TRADE_ORDER.en;
  return order.map((trade) => ({ value: trade, label: label(trade) }));
}
