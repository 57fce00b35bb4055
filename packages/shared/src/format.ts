/** The regional format of each interface language: British English, France, Spain. */
const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

/**
 * The locale every date, number and price is formatted in, for an interface language, in the
 * browser and in emails alike. English is British here ("3 May 2025", "£1,250.00"), never the
 * runtime's default (often US English).
 */
export function formatLocale(language: string | undefined): string {
  return LOCALES[language ?? 'en'] ?? 'en-GB';
}

/** A price in pounds sterling, as people of that language write it ("£1,250.00", "1 250,00 £"). */
export const formatPounds = (pounds: number, language: string | undefined): string =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency: 'GBP' }).format(pounds);
