import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { type TFunction } from 'i18next';
import type { Profile, PublicStats } from '@tradewise/shared';
import { claimWords, heroClaim, liveClaims, topRatedView } from './claims';
import en from '../../../../../packages/locales/en/home.json';
import fr from '../../../../../packages/locales/fr/home.json';
import es from '../../../../../packages/locales/es/home.json';
import common from '../../../../../packages/locales/en/common.json';

const stats = (overrides: Partial<PublicStats> = {}): PublicStats => ({
  reviews: { average: 4.6, count: 2500 },
  clientsServed: 1200,
  satisfiedClients: 900,
  approvedTradespeople: 40,
  ...overrides,
});

const none = { average: null, count: 0 };
let t: TFunction;
const words = (language: string, figures: PublicStats) =>
  liveClaims(figures).map((claim) => claimWords(claim, i18n.getFixedT(language), language));

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: { ...common, ...en } },
      fr: { translation: { ...common, ...fr } },
      es: { translation: { ...common, ...es } },
    },
    showSupportNotice: false,
  });
  t = i18n.getFixedT('en');
});

describe('live claims', () => {
  it('are hidden while the figures are unknown (loading or failed)', () => {
    expect(liveClaims(undefined)).toEqual([]);
    expect(heroClaim(undefined, t, 'en')).toBeNull();
  });

  it('are hidden one by one while their figure is 0', () => {
    expect(liveClaims(stats({ reviews: none, clientsServed: 0, satisfiedClients: 0 }))).toEqual([]);
    expect(heroClaim(stats({ reviews: none }), t, 'en')).toBeNull();
    expect(liveClaims(stats({ reviews: none, satisfiedClients: 0 })).map((claim) => claim.kind)).toEqual([
      'clientsServed',
    ]);
    expect(liveClaims(stats({ clientsServed: 0 })).map((claim) => claim.kind)).toEqual(['rating', 'satisfiedClients']);
  });

  it('say the live figures, formatted the reader’s way, never the specification’s', () => {
    expect(heroClaim(stats(), t, 'en')?.text).toBe('Rated 4.6/5 from 2,500 reviews');
    expect(words('en', stats())).toEqual([
      { value: '4.6/5', label: 'from 2,500 reviews' },
      { value: '1,200', label: 'clients have had work completed through Tradewise' },
      { value: '900', label: 'clients rated their tradesperson 4 or 5 stars' },
    ]);
    expect(heroClaim(stats(), i18n.getFixedT('fr'), 'fr')?.text).toBe('Noté 4,6/5 sur 2\u202f500 avis');
    expect(heroClaim(stats(), i18n.getFixedT('es'), 'es')?.text).toBe('Valoración de 4,6/5 en 2500 reseñas');
  });

  it('use the singular where each language does', () => {
    const one = stats({ reviews: { average: 5, count: 1 }, clientsServed: 1, satisfiedClients: 1 });
    expect(heroClaim(one, t, 'en')?.text).toBe('Rated 5.0/5 from 1 review');
    expect(words('en', one).map((claim) => claim.label)).toEqual([
      'from 1 review',
      'client has had work completed through Tradewise',
      'client rated their tradesperson 4 or 5 stars',
    ]);
    expect(words('es', one).map((claim) => claim.label)).toEqual([
      'en 1 reseña',
      'cliente ha completado un trabajo a través de Tradewise',
      'cliente dio 4 o 5 estrellas a su profesional',
    ]);
    expect(words('fr', one).map((claim) => claim.label)[1]).toBe('client a fait réaliser ses travaux via Tradewise');
    expect(words('fr', stats({ clientsServed: 2 })).map((claim) => claim.label)[1]).toBe(
      'clients ont fait réaliser leurs travaux via Tradewise',
    );
  });
});

describe('top-rated section', () => {
  const pro = { _id: 'p1' } as Profile;
  const loading = { isPending: true };
  const failed = { isPending: false };

  it('shows the real top-rated tradespeople whenever there are', () => {
    expect(topRatedView({ data: [pro], isPending: false }, loading)).toBe('real');
    expect(topRatedView({ data: [pro], isPending: false }, failed)).toBe('real');
  });

  it('shows the samples only when the figures say no tradesperson is approved', () => {
    const empty = { data: stats({ approvedTradespeople: 0, reviews: none }), isPending: false };
    expect(topRatedView({ data: [], isPending: false }, empty)).toBe('samples');
    expect(topRatedView(loading, loading)).toBe('loading');
    expect(topRatedView({ data: [], isPending: false }, loading)).toBe('loading');
    expect(topRatedView(failed, failed)).toBe('unavailable');
    expect(topRatedView(failed, { data: stats(), isPending: false })).toBe('unavailable');
  });

  it('says ratings are to come when tradespeople exist but none is reviewed yet', () => {
    const approved = { data: stats({ reviews: none }), isPending: false };
    expect(topRatedView({ data: [], isPending: false }, approved)).toBe('unrated');
    expect(topRatedView({ data: [], isPending: false }, failed)).toBe('unrated');
  });
});
