import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { TRADES } from '@tradewise/shared';
import en from '../../../../../packages/locales/en/directory.json';
import fr from '../../../../../packages/locales/fr/directory.json';
import es from '../../../../../packages/locales/es/directory.json';
import { coverageText, directoryHeading, distanceText, placeName, placeQuery } from './near-place';

const LANGUAGES = { en, fr, es };
const t = {} as Record<keyof typeof LANGUAGES, TFunction>;

beforeAll(async () => {
  for (const [language, translation] of Object.entries(LANGUAGES)) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation } },
      interpolation: { escapeValue: false },
    });
    t[language as keyof typeof LANGUAGES] = instance.t;
  }
});

describe('placeQuery', () => {
  it('writes a postcode the standard way and an outward code or area in capitals', () => {
    expect(placeQuery(' ls1   4dy ')).toBe('LS1 4DY');
    expect(placeQuery('ls14dy')).toBe('LS1 4DY');
    expect(placeQuery('sw1a')).toBe('SW1A');
    expect(placeQuery('m')).toBe('M');
  });

  it('keeps a town as typed, with single spaces, and nothing as nothing', () => {
    expect(placeQuery('  Newcastle   upon Tyne ')).toBe('Newcastle upon Tyne');
    expect(placeQuery('leeds')).toBe('leeds');
    expect(placeQuery('   ')).toBe('');
  });
});

describe('placeName', () => {
  it('gives a town typed in lower case its capitals, small words aside', () => {
    expect(placeName('leeds')).toBe('Leeds');
    expect(placeName('stoke-on-trent')).toBe('Stoke-on-Trent');
    expect(placeName('newcastle upon tyne')).toBe('Newcastle upon Tyne');
    expect(placeName('king’s lynn')).toBe('King’s Lynn');
  });

  it('keeps a postcode on one line, and leaves names the visitor capitalised alone', () => {
    expect(placeName('LS1 4DY')).toBe('LS1\u00a04DY');
    expect(placeName('SW')).toBe('SW');
    expect(placeName('McLaren Vale')).toBe('McLaren Vale');
  });
});

describe('directoryHeading', () => {
  it('is the directory’s title without a place', () => {
    expect(directoryHeading(t.en, { trade: 'plumber' })).toBe('Find tradespeople');
  });

  it('names the trade in the plural near the place, in every language', () => {
    expect(directoryHeading(t.en, { trade: 'plumber', near: 'LS1 4DY' })).toBe('Plumbers near LS1\u00a04DY');
    expect(directoryHeading(t.fr, { trade: 'plumber', near: 'LS1 4DY' })).toBe('Plombiers près de LS1\u00a04DY');
    expect(directoryHeading(t.es, { trade: 'plumber', near: 'LS1 4DY' })).toBe('Fontaneros cerca de LS1\u00a04DY');
    expect(directoryHeading(t.en, { trade: 'electrician', near: 'leeds' })).toBe('Electricians near Leeds');
  });

  it('says tradespeople when no trade is chosen', () => {
    expect(directoryHeading(t.en, { near: 'M3' })).toBe('Tradespeople near M3');
    expect(directoryHeading(t.fr, { near: 'M3' })).toBe('Artisans près de M3');
    expect(directoryHeading(t.es, { near: 'M3' })).toBe('Profesionales cerca de M3');
  });

  it('elides the French "de" before a town that starts with a vowel, and only there', () => {
    expect(directoryHeading(t.fr, { trade: 'roofer', near: 'oxford' })).toBe('Couvreurs près d’Oxford');
    expect(directoryHeading(t.fr, { trade: 'roofer', near: 'Leeds' })).toBe('Couvreurs près de Leeds');
    expect(directoryHeading(t.fr, { trade: 'roofer', near: 'E1' })).toBe('Couvreurs près de E1');
    expect(directoryHeading(t.en, { trade: 'roofer', near: 'Oxford' })).toBe('Roofers near Oxford');
    expect(directoryHeading(t.es, { trade: 'roofer', near: 'Oxford' })).toBe('Techadores cerca de Oxford');
  });

  it('has a heading for every trade in every language', () => {
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      for (const trade of TRADES) {
        const heading = directoryHeading(t[language], { trade, near: 'M3' });
        expect(heading, `${language} ${trade}`).toMatch(/ M3$/);
        expect(heading).not.toContain('tradeNear');
      }
    }
  });
});

describe('distanceText', () => {
  it('says how far in miles with one decimal at most, singular for one mile', () => {
    expect(distanceText(t.en, 2.4, 'en')).toBe('2.4 miles away');
    expect(distanceText(t.en, 1, 'en')).toBe('1 mile away');
    expect(distanceText(t.en, 12, 'en')).toBe('12 miles away');
    expect(distanceText(t.en, 1234.5, 'en')).toBe('1,234.5 miles away');
  });

  it('writes the number the language’s way, with its own plural rule', () => {
    expect(distanceText(t.fr, 2.4, 'fr')).toBe('À 2,4 miles');
    // French keeps the singular below 2; Spanish does not.
    expect(distanceText(t.fr, 1.5, 'fr')).toBe('À 1,5 mile');
    expect(distanceText(t.es, 1.5, 'es')).toBe('A 1,5 millas');
    expect(distanceText(t.es, 1, 'es')).toBe('A 1 milla');
  });

  it('says the base is in the place’s own area at 0, and nothing when the distance is unknown', () => {
    expect(distanceText(t.en, 0, 'en')).toBe('Based in this area');
    expect(distanceText(t.en, null, 'en')).toBeNull();
    expect(distanceText(t.en, undefined, 'en')).toBeNull();
  });
});

describe('coverageText', () => {
  const person = (radiusMiles: number | null, coverage: string[]) => ({
    address: { city: 'Leeds', postcode: 'LS1' },
    coverage,
    radiusMiles,
  });

  it('says the miles travelled around the base, and the added areas, with plurals in each language', () => {
    expect(coverageText(t.en, person(15, []), 'en')).toBe('Leeds · within 15 miles of LS1');
    expect(coverageText(t.en, person(15, ['LS']), 'en')).toBe('Leeds · within 15 miles of LS1, and all LS postcodes');
    expect(coverageText(t.fr, person(1, []), 'fr')).toBe('Leeds · dans un rayon de 1 mile autour de LS1');
    expect(coverageText(t.es, person(20, ['SE']), 'es')).toBe(
      'Leeds · en un radio de 20 millas de LS1, y todos los códigos postales SE',
    );
  });

  it('joins the added areas as each language writes a list, never with a bare comma before the last', () => {
    const areas = ['LS', 'M', 'SK4'];
    expect(coverageText(t.en, person(1, areas), 'en')).toBe(
      'Leeds · within 1 mile of LS1, and all LS, M and SK4 postcodes',
    );
    expect(coverageText(t.fr, person(15, areas), 'fr')).toBe(
      'Leeds · dans un rayon de 15 miles autour de LS1, et tous les codes postaux LS, M et SK4',
    );
    expect(coverageText(t.es, person(15, areas), 'es')).toBe(
      'Leeds · en un radio de 15 millas de LS1, y todos los códigos postales LS, M y SK4',
    );
    expect(coverageText(t.en, person(15, ['SE', 'M1']), 'en')).toBe(
      'Leeds · within 15 miles of LS1, and all SE and M1 postcodes',
    );
  });

  it('names the areas alone when the base cannot be placed', () => {
    expect(coverageText(t.en, person(null, ['XX', 'YY']), 'en')).toBe('Leeds · covers all XX and YY postcodes');
    expect(coverageText(t.en, person(null, []), 'en')).toBe('Leeds · covers all LS1 postcodes');
  });
});
