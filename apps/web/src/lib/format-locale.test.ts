// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, TRADES, type Language, type Trade } from '@tradewise/shared';
import en from '../../../../packages/locales/en/enums.json';
import es from '../../../../packages/locales/es/enums.json';
import fr from '../../../../packages/locales/fr/enums.json';
import { dateFormat, formatLocale, formatPounds, numberFormat, tradeOptions } from './format-locale';

describe('formatLocale', () => {
  it('formats English the British way, French and Spanish by their countries', () => {
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('fr')).toBe('fr-FR');
    expect(formatLocale('es')).toBe('es-ES');
  });

  it('falls back to British English for an unknown or missing language', () => {
    expect(formatLocale(undefined)).toBe('en-GB');
    expect(formatLocale('de')).toBe('en-GB');
  });

  it('gives British dates and money', () => {
    const date = new Intl.DateTimeFormat(formatLocale('en'), { day: 'numeric', month: 'long', year: 'numeric' });
    expect(date.format(new Date('2025-05-03T12:00:00Z'))).toBe('3 May 2025');
    expect(new Intl.NumberFormat(formatLocale('en'), { style: 'currency', currency: 'GBP' }).format(1250)).toBe(
      '£1,250.00',
    );
  });

  it('makes each formatter once per language and options, and formats with the right one', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(numberFormat('fr', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 2 }));
    expect(numberFormat('fr', { maximumFractionDigits: 1 }).format(2.25)).toBe('2,3');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(2.25)).toBe('2.3');
    const month = { month: 'long', year: 'numeric' } as const;
    expect(dateFormat('es', month)).toBe(dateFormat('es', month));
    expect(dateFormat('es', month).format(new Date('2025-05-03T12:00:00Z'))).toBe('mayo de 2025');
    expect(dateFormat('en', month).format(new Date('2025-05-03T12:00:00Z'))).toBe('May 2025');
    expect(formatPounds(1250, 'en')).toBe('£1,250.00');
    // The plain £ sign, not "£GB" or "GBP", with the language's own spaces and comma.
    expect(formatPounds(1250, 'fr')).toMatch(/^1\s250,00\s£$/u);
    expect(formatPounds(240.5, 'es')).toMatch(/^240,50\s£$/u);
  });
});

describe('trades in alphabetical order', () => {
  afterEach(() => vi.restoreAllMocks());
  const CATALOGUES = { en, fr, es };
  const nameIn = (language: Language) => (trade: Trade) => CATALOGUES[language].trades[trade];

  it('lists every trade in the order of its name in the language, "Other" last, and makes no collator on the page', () => {
    const expected = LANGUAGES.map((language) => [
      ...TRADES.filter((trade) => trade !== 'other')
        .map(nameIn(language))
        .sort(new Intl.Collator(formatLocale(language)).compare),
      nameIn(language)('other'),
    ]);
    const made = vi.spyOn(Intl, 'Collator');
    const listed = LANGUAGES.map((language) => tradeOptions(language, nameIn(language)).map((o) => o.label));
    expect(listed).toEqual(expected);
    expect(made).not.toHaveBeenCalled();
    // An accented name among its letter: "Électricien" just before "Entrepreneur général".
    const french = listed[LANGUAGES.indexOf('fr')]!;
    expect(french.at(-1)).toBe('Autre');
    expect(french.indexOf('Électricien')).toBe(french.indexOf('Entrepreneur général') - 1);
  });

  it('keeps that order for a few of the trades, and falls back to English for another language', () => {
    const few = (options: { value: Trade; label: string }[]) =>
      options.filter((o) => ['plumber', 'electrician', 'bricklayer'].includes(o.value));
    expect(few(tradeOptions('fr', nameIn('fr'))).map((o) => o.label)).toEqual(['Électricien', 'Maçon', 'Plombier']);
    expect(few(tradeOptions('de', nameIn('fr'))).map((o) => o.value)).toEqual(['bricklayer', 'electrician', 'plumber']);
  });
});
