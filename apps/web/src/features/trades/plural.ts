/**
 * Picks the singular or plural key for a count by the language's own rule (French says "0 chantier",
 * English "0 jobs"). Two plain keys instead of i18next plural suffixes, which differ per language.
 */
export function pluralKey<K extends string>(language: string | undefined, count: number, one: K, other: K): K {
  return new Intl.PluralRules(language ?? 'en').select(count) === 'one' ? one : other;
}
