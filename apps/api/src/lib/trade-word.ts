import type { Language, Trade } from '@tradewise/shared';
import { translate } from './i18n.js';

/** "plumber", "électricien": a trade inside a sentence. */
export const tradeWord = (trade: Trade, language: Language) => {
  const name = translate(language, `trades.${trade}`);
  return /^\p{Lu}\p{Lu}/u.test(name) ? name : name.charAt(0).toLocaleLowerCase(language) + name.slice(1);
};
