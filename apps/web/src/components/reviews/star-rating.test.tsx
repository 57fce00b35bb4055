// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, act, render } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StarRating } from './star-rating';
import en from '../../../../../packages/locales/en/reviews.json';
import fr from '../../../../../packages/locales/fr/reviews.json';
import es from '../../../../../packages/locales/es/reviews.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, fr: { translation: fr }, es: { translation: es } },
    showSupportNotice: false,
  });
});

afterEach(cleanup);

/** What a screen reader says, and what the eye reads beside the stars. */
async function rating(language: string, props: Parameters<typeof StarRating>[0]) {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
  const { container } = render(<StarRating {...props} />);
  const said = container.querySelector('.visually-hidden')!.textContent;
  const seen = Array.from(container.querySelectorAll('.star-rating > [aria-hidden="true"]:not(.stars)'))
    .map((node) => node.textContent)
    .join(' ');
  cleanup();
  return { said, seen };
}

describe('StarRating', () => {
  it('reads an average out of 5 with its count, in the plural each language uses', async () => {
    expect(await rating('en', { value: 4.6, count: 12 })).toEqual({
      said: '4.6 out of 5, from 12 reviews',
      seen: '4.6 from 12 reviews',
    });
    expect((await rating('en', { value: 5, count: 1 })).said).toBe('5.0 out of 5, from 1 review');
    expect((await rating('en', { value: 4.25, count: 2500 })).said).toBe('4.3 out of 5, from 2,500 reviews');
    expect((await rating('fr', { value: 4.6, count: 1 })).said).toBe('4,6 sur 5, sur 1 avis');
    expect((await rating('fr', { value: 4.6, count: 2500 })).said).toBe('4,6 sur 5, sur 2\u202f500 avis');
    expect((await rating('es', { value: 4.6, count: 1 })).said).toBe('4,6 de 5, de 1 reseña');
    expect((await rating('es', { value: 4.6, count: 12 })).said).toBe('4,6 de 5, de 12 reseñas');
  });

  it('reads a whole score as it is, without a count', async () => {
    expect(await rating('en', { value: 4, kind: 'score' })).toEqual({ said: '4 out of 5', seen: '4' });
  });

  it('fills the stars up to the value, a fraction partly', () => {
    const { container } = render(<StarRating value={3.5} size={20} />);
    const filled = container.querySelector<HTMLElement>('.stars__filled')!;
    // Three stars and their gaps (2 px), then half of the fourth.
    expect(filled.style.width).toBe(`${3 * 22 + 10}px`);
  });
});
