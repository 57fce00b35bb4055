import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import en from '../../../../../packages/locales/en/jobs.json';
import fr from '../../../../../packages/locales/fr/jobs.json';
import es from '../../../../../packages/locales/es/jobs.json';
import { distanceAway, townsText } from './distance';

const LANGUAGES = { en, fr, es };
type Language = keyof typeof LANGUAGES;
const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const [language, translation] of Object.entries(LANGUAGES)) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    t[language as Language] = instance.t;
  }
});

const away = (language: Language, miles: number) => distanceAway(t[language], miles, language);
const places = (...names: string[]) => names.map((name) => ({ name }));

describe('distanceAway', () => {
  it('says the miles with one decimal, in the plural the number asks for', () => {
    expect(away('en', 3.2)).toBe('3.2 miles away');
    expect(away('en', 1)).toBe('1 mile away');
    expect(away('en', 1.5)).toBe('1.5 miles away');
    expect(away('en', 12)).toBe('12 miles away');
  });

  it('writes the number as each language does', () => {
    expect(away('fr', 3.2)).toBe('à 3,2 miles');
    expect(away('fr', 1)).toBe('à 1 mile');
    expect(away('es', 3.2)).toBe('a 3,2 millas');
    expect(away('es', 1)).toBe('a 1 milla');
    expect(away('en', 1234.5)).toBe('1,234.5 miles away');
  });

  it('says "near your base" rather than "0 miles" for the base’s own district', () => {
    expect(away('en', 0)).toBe('Near your base');
    expect(away('fr', 0)).toBe('Près de votre base');
  });
});

describe('townsText', () => {
  it('lists every town when there are few, joined the way the language joins a list', () => {
    const answer = { towns: places('Llandrindod Wells', 'Rhayader', 'Builth Wells'), total: 3 };
    expect(townsText(t.en, answer, 'en')).toBe('Your radius reaches Llandrindod Wells, Rhayader and Builth Wells.');
    expect(townsText(t.fr, answer, 'fr')).toBe('Votre rayon couvre Llandrindod Wells, Rhayader et Builth Wells.');
    expect(townsText(t.es, answer, 'es')).toBe('Tu radio llega a Llandrindod Wells, Rhayader y Builth Wells.');
    expect(townsText(t.en, { towns: places('Truro'), total: 1 }, 'en')).toBe('Your radius reaches Truro.');
  });

  it('names the six nearest and counts the rest, from the total rather than the names sent', () => {
    const answer = {
      towns: places('Leeds', 'Bradford', 'Wakefield', 'Huddersfield', 'Halifax', 'Harrogate', 'York'),
      total: 19,
    };
    expect(townsText(t.en, answer, 'en')).toBe(
      'Your radius reaches Leeds, Bradford, Wakefield, Huddersfield, Halifax, Harrogate and 13 more places.',
    );
    expect(townsText(t.fr, answer, 'fr')).toBe(
      'Votre rayon couvre Leeds, Bradford, Wakefield, Huddersfield, Halifax, Harrogate et 13 autres lieux.',
    );
    const seven = { ...answer, total: 7 };
    expect(townsText(t.en, seven, 'en')).toBe(
      'Your radius reaches Leeds, Bradford, Wakefield, Huddersfield, Halifax, Harrogate and 1 more place.',
    );
    expect(townsText(t.es, seven, 'es')).toMatch(/Harrogate y 1 lugar más\.$/);
  });

  it('says plainly when the radius reaches no town of the data', () => {
    expect(townsText(t.en, { towns: [], total: 0 }, 'en')).toBe(
      'No town in our data is within this distance of your base.',
    );
  });
});
