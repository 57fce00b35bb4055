import { describe, expect, it } from 'vitest';
import { TRADES } from './enums.js';
import { TRADE_WORDS, plainWords, tradesFromWords } from './trade-words.js';

describe('tradesFromWords', () => {
  it('finds the trade of everyday words in English, French and Spanish', () => {
    expect(tradesFromWords('boiler repair')).toEqual(['gas_engineer']);
    expect(tradesFromWords('Leaking pipe under the sink')[0]).toBe('plumber');
    expect(tradesFromWords('new fuse box')).toEqual(['electrician']);
    expect(tradesFromWords('bathroom tiles')).toEqual(['flooring_installer']);
    expect(tradesFromWords('chimney')).toEqual(['roofer']);
    expect(tradesFromWords('réparer la chaudière')).toEqual(['gas_engineer']);
    expect(tradesFromWords('une fuite')).toEqual(['plumber']);
    expect(tradesFromWords('Tableau électrique')).toEqual(['electrician']);
    expect(tradesFromWords('carrelage')).toEqual(['flooring_installer']);
    expect(tradesFromWords('cheminée')).toEqual(['roofer']);
    expect(tradesFromWords('caldera')).toEqual(['gas_engineer']);
    expect(tradesFromWords('fuga de agua')).toEqual(['plumber']);
    expect(tradesFromWords('cuadro eléctrico')).toEqual(['electrician']);
    expect(tradesFromWords('azulejos del baño')).toEqual(['flooring_installer']);
    expect(tradesFromWords('chimenea')).toEqual(['roofer']);
  });

  it('puts the trade of the word written first first, and a longer phrase before its own last word', () => {
    expect(tradesFromWords('boiler leak')).toEqual(['gas_engineer', 'plumber']);
    expect(tradesFromWords('stud wall')[0]).toBe('drywall_installer');
    expect(tradesFromWords('carpet cleaning')[0]).toBe('cleaner');
  });

  it('matches whole words and their endings only, and guesses nothing from vague text', () => {
    expect(tradesFromWords('')).toEqual([]);
    expect(tradesFromWords('help please')).toEqual([]);
    expect(tradesFromWords('quelques mots')).toEqual([]);
    expect(tradesFromWords('careful')).toEqual([]);
    expect(tradesFromWords('painted')).toEqual(['painter_decorator']);
  });

  it('lists only known trades, in plain words, never "other"', () => {
    for (const words of Object.values(TRADE_WORDS)) {
      for (const [trade, phrases] of Object.entries(words)) {
        expect(TRADES).toContain(trade);
        expect(trade).not.toBe('other');
        for (const phrase of phrases) expect(plainWords(phrase)).toBe(phrase);
      }
    }
  });
});
