import { describe, expect, it } from 'vitest';
import { TRADES } from '@tradewise/shared';
import en from '../../../../../packages/locales/en/directory.json';
import fr from '../../../../../packages/locales/fr/directory.json';
import es from '../../../../../packages/locales/es/directory.json';

const needTrade = { en: en.profilePage.needTrade, fr: fr.profilePage.needTrade, es: es.profilePage.needTrade };

/** "an" before a vowel sound: a vowel letter, or an initialism read letter by letter from one ("HVAC", "aitch"). */
const englishArticle = (word: string) => (/^[aeiou]/i.test(word) || /^[FHLMNRSX][A-Z]+$/.test(word) ? 'an' : 'a');

describe('the profile’s "Need a …?" in every language, for every trade', () => {
  it.each(['en', 'fr', 'es'] as const)('%s says it for every trade, without a placeholder', (language) => {
    for (const trade of TRADES) {
      const text = (needTrade[language] as Record<string, string | undefined>)[trade];
      expect(text, `${language} ${trade}`).toBeTruthy();
      expect(text).not.toContain('{{');
    }
  });

  it('uses "a" or "an" by the sound that follows, with the trade as a common noun', () => {
    for (const text of Object.values(needTrade.en)) {
      const [, article, word] = /^Need (an?) (\S+) ?.*\?$/.exec(text) ?? [];
      expect(article, text).toBe(englishArticle(word!));
      // A common noun in the sentence, not the title-cased name ("Need a Electrician?").
      expect(word, text).toMatch(/^([a-z]|[A-Z]{2,}$)/);
    }
    expect(needTrade.en.electrician).toBe('Need an electrician?');
    expect(needTrade.en.hvac_technician).toBe('Need an HVAC technician?');
    expect(needTrade.en.insulation_contractors).toBe('Need an insulation contractor?');
    expect(needTrade.en.stonemasons).toBe('Need a stonemason?');
    expect(needTrade.en.plumber).toBe('Need a plumber?');
  });

  it('asks for one tradesperson in French and Spanish, with the noun’s own article', () => {
    for (const text of Object.values(needTrade.fr)) expect(text).toMatch(/^Besoin d’une? [a-zé][^?]* \?$/);
    for (const text of Object.values(needTrade.es)) expect(text).toMatch(/^¿Necesitas una? [a-zá-ú][^?]*\?$/);
    expect(needTrade.fr.electrician).toBe('Besoin d’un électricien ?');
    expect(needTrade.fr.mechanics).toBe('Besoin d’un mécanicien ?');
    expect(needTrade.es.plumber).toBe('¿Necesitas un fontanero?');
    expect(needTrade.es.insulation_contractors).toBe('¿Necesitas una empresa de aislamiento?');
  });
});
