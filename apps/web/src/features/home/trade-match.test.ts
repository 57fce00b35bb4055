import { describe, expect, it } from 'vitest';
import type { Trade } from '@tradewise/shared';
import { directoryAfterRequest, splitLocation, tradeFromText } from './trade-match';

const english = (trade: Trade) => trade.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());
const french: Partial<Record<Trade, string>> = { plumber: 'Plombier', electrician: 'Électricien' };
const inFrench = (trade: Trade) => french[trade] ?? english(trade);

describe('tradeFromText', () => {
  it('finds a trade named exactly, in any case, in English or the visitor language', () => {
    expect(tradeFromText('Plumber', english)).toBe('plumber');
    expect(tradeFromText('gas engineer', english)).toBe('gas_engineer');
    expect(tradeFromText('electricien', inFrench)).toBe('electrician');
    expect(tradeFromText('plumber', inFrench)).toBe('plumber');
  });

  it('finds a trade named inside a sentence, by its start, or by the same stem', () => {
    expect(tradeFromText('I need a roofer urgently', english)).toBe('roofer');
    expect(tradeFromText('lock', english)).toBe('locksmith');
    expect(tradeFromText('plumbing', english)).toBe('plumber');
    expect(tradeFromText('painting the lounge', english)).toBe('painter_decorator');
  });

  it('finds the trade of everyday words for a job, in English, French and Spanish', () => {
    expect(tradeFromText('boiler repair', english)).toBe('gas_engineer');
    expect(tradeFromText('leak under the sink', english)).toBe('plumber');
    expect(tradeFromText('fuse box keeps tripping', english)).toBe('electrician');
    expect(tradeFromText('kitchen tiles', english)).toBe('flooring_installer');
    expect(tradeFromText('chimney', english)).toBe('roofer');
    expect(tradeFromText('chaudière en panne', inFrench)).toBe('gas_engineer');
    expect(tradeFromText('fuga en el baño', english)).toBe('plumber');
  });

  it('prefers a trade named to one the words suggest', () => {
    expect(tradeFromText('plumber for the boiler', english)).toBe('plumber');
  });

  it('guesses nothing from vague or empty text', () => {
    expect(tradeFromText('', english)).toBeUndefined();
    expect(tradeFromText('help', english)).toBeUndefined();
    expect(tradeFromText('installation', english)).toBeUndefined();
  });
});

describe('splitLocation', () => {
  it('puts a full postcode, normalised, in the postcode', () => {
    expect(splitLocation(' m1 5qa ')).toEqual({ postcode: 'M1 5QA', city: '' });
  });

  it('puts an outward code in the postcode, to be completed', () => {
    expect(splitLocation('sw1a')).toEqual({ postcode: 'SW1A', city: '' });
  });

  it('puts anything else in the town', () => {
    expect(splitLocation('Leeds')).toEqual({ postcode: '', city: 'Leeds' });
    expect(splitLocation('')).toEqual({ postcode: '', city: '' });
  });
});

describe('directoryAfterRequest', () => {
  it('is the directory of the trade near the postcode’s outward code', () => {
    expect(directoryAfterRequest('plumber', 'M3 4LQ')).toBe('/directory?trade=plumber&near=M3');
    expect(directoryAfterRequest('gas_engineer', 'sw1a 1aa')).toBe('/directory?trade=gas_engineer&near=SW1A');
  });

  it('is the trade alone when the postcode is not one', () => {
    expect(directoryAfterRequest('roofer', 'nonsense')).toBe('/directory?trade=roofer');
  });
});
