import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './enums.js';
import { localizedPath } from './language-paths.js';
import {
  PLACE_TRADES,
  TRADE_SLUGS,
  placeSlug,
  tradeFromAnySlug,
  tradeFromSlug,
  tradePlacePath,
  tradePlacePatterns,
} from './places.js';

describe('trade-and-place addresses', () => {
  it('give every trade a word of its own in each language, no word naming two trades', () => {
    const words = LANGUAGES.flatMap((language) => PLACE_TRADES.map((trade) => TRADE_SLUGS[language][trade]));
    for (const word of words) expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const word of new Set(words)) {
      const trades = new Set(
        LANGUAGES.flatMap((language) => PLACE_TRADES.filter((trade) => TRADE_SLUGS[language][trade] === word)),
      );
      expect(trades.size, word).toBe(1);
    }
    expect(tradePlacePatterns('fr')).toContain('/fr/plombiers/:place');
    expect(tradePlacePatterns('en')).toHaveLength(24);
  });

  it('read and write the addresses in each language', () => {
    expect(tradePlacePath('en', 'plumber', 'leeds')).toBe('/plumbers/leeds');
    expect(tradePlacePath('fr', 'plumber', 'leeds')).toBe('/fr/plombiers/leeds');
    expect(tradePlacePath('es', 'electrician', 'ls1')).toBe('/es/electricistas/ls1');
    expect(tradeFromSlug('fr', 'plombiers')).toBe('plumber');
    expect(tradeFromSlug('en', 'plombiers')).toBeUndefined();
    expect(tradeFromAnySlug('fontaneros')).toEqual({ trade: 'plumber', language: 'es' });
    expect(placeSlug('Stoke-on-Trent')).toBe('stoke-on-trent');
    expect(placeSlug("King's Lynn")).toBe('king-s-lynn');
    expect(placeSlug('LS1')).toBe('ls1');
  });

  it('move between languages with the trade word translated, other addresses as they were', () => {
    expect(localizedPath('/plumbers/leeds', 'fr')).toBe('/fr/plombiers/leeds');
    expect(localizedPath('/fr/plombiers/leeds', 'es')).toBe('/es/fontaneros/leeds');
    expect(localizedPath('/es/fontaneros/leeds', 'en')).toBe('/plumbers/leeds');
    expect(localizedPath('/tradespeople/abc', 'fr')).toBe('/fr/tradespeople/abc');
    expect(localizedPath('/pricing/trades', 'es')).toBe('/es/pricing/trades');
  });
});
