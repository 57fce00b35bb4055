// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PublicStats } from '@tradewise/shared';
import { AboutSection } from './home-sections';
import { HeroSearch } from './hero-search';
import home from '../../../../../packages/locales/en/home.json';
import common from '../../../../../packages/locales/en/common.json';

const zero: PublicStats = {
  reviews: { average: null, count: 0 },
  clientsServed: 0,
  satisfiedClients: 0,
  approvedTradespeople: 3,
};

function Home({ stats }: { stats: PublicStats | undefined }) {
  return (
    <MemoryRouter>
      <HeroSearch onOpen={() => {}} onWarm={() => {}} stats={stats} />
      <AboutSection stats={stats} />
    </MemoryRouter>
  );
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...common, ...home } } },
    showSupportNotice: false,
  });
});

afterEach(cleanup);

describe('the home page claims', () => {
  it('say nothing while the figures are unknown or at 0', () => {
    for (const stats of [undefined, zero]) {
      render(<Home stats={stats} />);
      expect(screen.queryByText(/Rated/)).toBeNull();
      expect(screen.queryByText(/clients? (have|has) had work completed/)).toBeNull();
      expect(screen.queryByText(/4 or 5 stars/)).toBeNull();
      expect(document.querySelector('.claims')).toBeNull();
      cleanup();
    }
  });

  it('show each live figure once it is above 0', () => {
    render(<Home stats={{ ...zero, reviews: { average: 4.5, count: 2 }, satisfiedClients: 1 }} />);
    expect(screen.getByText('Rated 4.5/5 from 2 reviews')).toBeTruthy();
    expect(screen.getByText('4.5/5')).toBeTruthy();
    expect(screen.getByText('from 2 reviews')).toBeTruthy();
    expect(screen.getByText('client rated their tradesperson 4 or 5 stars')).toBeTruthy();
    expect(screen.queryByText(/had work completed/)).toBeNull();
  });
});
