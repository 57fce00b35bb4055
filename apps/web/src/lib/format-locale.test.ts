import { describe, expect, it } from 'vitest';
import { formatLocale } from './format-locale';

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
});
