/**
 * French elision, as a rule rather than per string: "de" and "que" before a word that starts with a
 * vowel become "d’" and "qu’" ("le devis d’Okafor Electrical", "un chantier d’électricien"). The
 * catalogues write "de {{name}}" once; the name filled in decides. Words starting with "h" or "y"
 * keep "de" (most English names with an h are said with it, "de Yasmin"), and so do numbers.
 */
const BEFORE_VOWEL = /(^|[^\p{L}’'])(de|que) (?=[aeiouàâäéèêëîïôöùûüæœ])/giu;

export function elideFrench(text: string): string {
  return text.replace(BEFORE_VOWEL, (_match, before: string, word: string) => `${before}${word.slice(0, -1)}’`);
}

/**
 * An i18next post-processor applying elideFrench to every French text once its values are filled
 * in (register it with `i18n.use(frenchElision)` and `postProcess: [frenchElision.name]`); other
 * languages pass through. The browser and the API's emails use this one rule.
 */
export const frenchElision = {
  type: 'postProcessor' as const,
  name: 'frenchElision',
  process(value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }): string {
    const language = options.lng ?? translator.language ?? '';
    return language.startsWith('fr') ? elideFrench(value) : value;
  },
};
