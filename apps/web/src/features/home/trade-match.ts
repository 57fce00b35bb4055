import {
  TRADES,
  normaliseCoverage,
  parsePostcode,
  plainWords as simplify,
  tradesFromWords,
  type Trade,
} from '@tradewise/shared';

const STEM = 5;

/**
 * The trade a service typed on the home page names, if any: "plumber", "Plombier", "need an
 * electrician", "painting" (same stem as "painter"). Names are matched in the visitor's language
 * and in English; `nameOf` gives a trade's translated name. Failing a name, the everyday words
 * of the shared list (TRADE_WORDS: "boiler repair", "fuite", "azulejos") say which trade. Nothing
 * is guessed from vague text.
 */
export function tradeFromText(text: string, nameOf: (trade: Trade) => string): Trade | undefined {
  const wanted = simplify(text);
  if (wanted.length < 2) return undefined;
  const candidates = TRADES.filter((trade) => trade !== 'other').map((trade) => ({
    trade,
    names: [...new Set([simplify(nameOf(trade)), simplify(trade.replace(/_/g, ' '))])],
  }));
  const first = (test: (name: string) => boolean) => candidates.find(({ names }) => names.some(test))?.trade;
  const wantedWords = wanted.split(' ').filter((word) => word.length >= STEM);
  return (
    first((name) => name === wanted) ??
    first((name) => wanted.includes(name)) ??
    (wanted.length >= 3 ? first((name) => name.startsWith(wanted)) : undefined) ??
    // Same stem as the first word of a name ("plumbing", "plumber"); later words such as
    // "installer" or "engineer" are too vague to pick a trade by.
    first((name) => {
      const word = name.split(' ')[0]!;
      return word.length >= STEM && wantedWords.some((typed) => word.slice(0, STEM) === typed.slice(0, STEM));
    }) ??
    tradesFromWords(text)[0]
  );
}

/** Where a location typed on the home page goes: a postcode (full or outward code) or a town. */
export function splitLocation(location: string): { postcode: string; city: string } {
  const value = location.trim();
  const full = parsePostcode(value);
  if (full) return { postcode: full.postcode, city: '' };
  // An outward code such as "SW1A" or "M1" is the start of a postcode, not a town.
  if (/\d/.test(value) && normaliseCoverage(value)) return { postcode: value.toUpperCase(), city: '' };
  return { postcode: '', city: value };
}

/**
 * Where the request form leads once sent: the directory of that trade near the request's outward
 * code ("Plumbers near M3" for "M3 4LQ"). Distances run between outward-code centres, so the full
 * postcode would find the same people; it stays out of the address bar, the history and the logs.
 */
export function directoryAfterRequest(trade: Trade, postcode: string): string {
  const params = new URLSearchParams({ trade });
  const outward = parsePostcode(postcode)?.outward;
  if (outward) params.set('near', outward);
  return `/directory?${params}`;
}
