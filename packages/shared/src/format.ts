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

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

/**
 * One formatter per kind, locale and options: Intl takes about a millisecond to make each one, and
 * a page's first one of a kind many more (the browser loads its data).
 */
function formatter<T extends Formatter>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** Numbers in the format of an interface language (see formatLocale). */
export const numberFormat = (language: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  formatter(
    `number ${formatLocale(language)} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(formatLocale(language), options),
  );

/** Dates in the format of an interface language (see formatLocale). */
export const dateFormat = (language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `date ${formatLocale(language)} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(formatLocale(language), options),
  );

/**
 * A list as people of that language write it: "LS, M and SK4", "LS, M et SK4", "LS, M y SK4"
 * (no comma before the last item in any of the three), never the items glued with commas.
 */
export const formatList = (items: readonly string[], language: string | undefined): string =>
  formatter(
    `list ${formatLocale(language)}`,
    () => new Intl.ListFormat(formatLocale(language), { style: 'long', type: 'conjunction' }),
  ).format(items);

/**
 * A price in pounds sterling, as people of that language write it ("£1,250.00", "1 250,00 £"):
 * the plain £ sign in every language (French and Spanish would otherwise write "£GB" and "GBP";
 * every price here is in pounds).
 */
export const formatPounds = (pounds: number, language: string | undefined): string =>
  numberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' }).format(pounds);
