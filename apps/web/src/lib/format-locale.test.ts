// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormat, formatLocale, formatPounds, numberFormat, prepareCollation, sortedByLabel } from './format-locale';

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
    const frenchPounds = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP' });
    expect(formatPounds(1250, 'fr')).toBe(frenchPounds.format(1250));
  });
});

describe('sorting by label', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sorts in the language's alphabetical order, accents among their letters", () => {
    const labels = ['Plombier', 'Électricien', 'Couvreur', 'ébéniste', 'Maçon'].map((label) => ({ label }));
    expect(sortedByLabel(labels, 'fr').map((o) => o.label)).toEqual([
      'Couvreur',
      'ébéniste',
      'Électricien',
      'Maçon',
      'Plombier',
    ]);
  });

  it("makes the page language's collator in a later task, once, and sorts with it", async () => {
    document.documentElement.lang = 'es';
    const Collator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function (language?: string | string[]) {
      return new Collator(language);
    } as typeof Intl.Collator);
    prepareCollation();
    expect(made).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('es-ES');
    const labels = [{ label: 'Ñu' }, { label: 'Nube' }, { label: 'Oso' }];
    expect(sortedByLabel(labels, 'es').map((o) => o.label)).toEqual(['Nube', 'Ñu', 'Oso']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
