import { TRADES, plainWords as simplify, tradesFromWords, type Trade } from '@tradewise/shared';

/**
 * What the text filter asks the API for. The API matches `q` as a case-insensitive substring of
 * the trade's English name ("gas eng" finds gas_engineer). A visitor writing in French or Spanish
 * types the translated name: an exact name, or a fragment of only one translated name, becomes
 * that `trade`; so do everyday words of the shared list ("boiler": gas engineer, "fuite": plumber).
 */
export function filterFromText(text: string, nameOf: (trade: Trade) => string): { q?: string; trade?: Trade } {
  const wanted = simplify(text);
  if (!wanted) return {};
  const exact = TRADES.find((trade) => simplify(nameOf(trade)) === wanted || simplify(trade) === wanted);
  if (exact) return { trade: exact };
  if (TRADES.some((trade) => simplify(trade).includes(wanted))) return { q: text.trim() };
  const translated = TRADES.filter((trade) => simplify(nameOf(trade)).includes(wanted));
  if (translated.length === 1) return { trade: translated[0] };
  const named = tradesFromWords(text)[0];
  return named ? { trade: named } : { q: text.trim() };
}
