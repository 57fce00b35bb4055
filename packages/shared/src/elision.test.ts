import { describe, expect, it } from 'vitest';
import { elideFrench, frenchElision } from './elision.js';

describe('elideFrench', () => {
  it('writes d’ and qu’ before a name or word that starts with a vowel', () => {
    expect(elideFrench('le devis de Okafor Electrical')).toBe('le devis d’Okafor Electrical');
    expect(elideFrench('Réponse de Ian')).toBe('Réponse d’Ian');
    expect(elideFrench('un chantier de électricien')).toBe('un chantier d’électricien');
    expect(elideFrench('plus que Amelia')).toBe('plus qu’Amelia');
    expect(elideFrench('De Okafor')).toBe('D’Okafor');
  });

  it('keeps de before a consonant, an h, a y, a number, and inside words', () => {
    expect(elideFrench('le devis de Hughes Plumbing')).toBe('le devis de Hughes Plumbing');
    expect(elideFrench('le devis de Yasmin')).toBe('le devis de Yasmin');
    expect(elideFrench('le devis de Jack')).toBe('le devis de Jack');
    expect(elideFrench('de 8 à 10')).toBe('de 8 à 10');
    expect(elideFrench('Le mode avion')).toBe('Le mode avion');
    expect(elideFrench('d’Okafor')).toBe('d’Okafor');
  });
});

describe('frenchElision', () => {
  it('changes French text only', () => {
    expect(frenchElision.process('de Okafor', [], { lng: 'fr' }, {})).toBe('d’Okafor');
    expect(frenchElision.process('de Okafor', [], {}, { language: 'fr' })).toBe('d’Okafor');
    expect(frenchElision.process('de Okafor', [], { lng: 'es' }, { language: 'fr' })).toBe('de Okafor');
    expect(frenchElision.process('de Okafor', [], {}, { language: 'en' })).toBe('de Okafor');
  });
});
