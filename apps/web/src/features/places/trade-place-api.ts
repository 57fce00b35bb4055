import {
  pathLanguage,
  tradeFromSlug,
  unprefixedPath,
  type Language,
  type PlaceTrade,
  type TradePlace,
} from '@tradewise/shared';

/** The trade and place an address names ("/fr/plombiers/leeds": plumber, "leeds"), in its own language's words. */
export function tradePlaceOf(pathname: string): { trade: PlaceTrade; place: string } | undefined {
  const language: Language = pathLanguage(pathname) ?? 'en';
  const [, word = '', place = ''] = unprefixedPath(pathname).split('/');
  const trade = tradeFromSlug(language, word);
  return trade && place ? { trade, place: place.toLowerCase() } : undefined;
}

/** GET /api/places/:trade/:place */
export const tradePlaceApiPath = (trade: PlaceTrade, place: string) =>
  `/api/places/${trade}/${encodeURIComponent(place)}`;

export type { TradePlace };
