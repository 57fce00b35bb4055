// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Listing } from '@tradewise/shared';
import { TradespersonList } from './tradesperson-card';

const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/credentials/credential-badges', () => ({
  // Rendered once per render of its card: counts them.
  BadgeChips: () => {
    cardRenders.count += 1;
    return null;
  },
}));

const person = (index: number): Listing => ({
  _id: `id-${index}`,
  name: `Person ${index}`,
  email: `person${index}@example.com`,
  businessName: `Business ${index}`,
  contactNumber: '+447911123456',
  trade: 'plumber',
  address: { city: 'Leeds', postcode: 'LS1 4DY' },
  coverage: ['LS'],
  createdAt: '2026-11-01T00:00:00.000Z',
  rating: { average: null, count: 0 },
  radiusMiles: 15,
  distanceMiles: null,
  portrait: null,
  badges: [],
});

const List = ({ people }: { people: Listing[] }) => (
  <MemoryRouter>
    <TradespersonList people={people} busy={false} />
  </MemoryRouter>
);

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: {} } }, showSupportNotice: false });
});

afterEach(cleanup);

describe("a directory list's cards", () => {
  it('are each rendered once, and not again when a next page is added', async () => {
    const people = Array.from({ length: 20 }, (_, index) => person(index));
    const view = render(<List people={[]} />);
    view.rerender(<List people={people.slice(0, 12)} />);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12));
    view.rerender(<List people={people} />);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20));
    expect(cardRenders.count).toBe(people.length);
  });
});
