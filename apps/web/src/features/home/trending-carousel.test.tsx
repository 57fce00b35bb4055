// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TRADES, type PublicStats } from '@tradewise/shared';
import { HOME_PATHS } from './home-paths';
import { TrendingCarousel } from './trending-carousel';
import home from '../../../../../packages/locales/en/home.json';
import common from '../../../../../packages/locales/en/common.json';
import enums from '../../../../../packages/locales/en/enums.json';

const stats = (approvedTradespeople: number): PublicStats => ({
  reviews: { average: null, count: 0 },
  clientsServed: 0,
  satisfiedClients: 0,
  approvedTradespeople,
});
const noOpenJobs = TRADES.map((trade) => ({ trade, openJobs: 0 }));

/** The carousel as the home page renders it, with the answers the page's loader read. */
function renderCarousel(figures: PublicStats) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => ({ [HOME_PATHS.categories]: noOpenJobs, [HOME_PATHS.stats]: figures }),
      element: <TrendingCarousel onPick={() => {}} stats={{ data: figures, isPending: false, retry: () => {} }} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  window.matchMedia ??= (() => ({ matches: true, addEventListener() {}, removeEventListener() {} })) as never;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...common, ...home, ...enums } } },
    showSupportNotice: false,
  });
});

afterEach(cleanup);

describe('the trending categories’ job counts', () => {
  it('on an empty marketplace (nobody approved, no open job) are the samples, marked as examples', async () => {
    renderCarousel(stats(0));
    expect(await screen.findByRole('button', { name: /^Plumber\s*214 jobs$/ })).toBeTruthy();
    expect(screen.getByText(/^Example figures, not real jobs/)).toBeTruthy();
  });

  it('with approved tradespeople but no open job yet, are the honest zeros', async () => {
    renderCarousel(stats(3));
    expect(await screen.findByRole('button', { name: /^Plumber\s*0 jobs$/ })).toBeTruthy();
    expect(screen.queryByText(/^Example figures, not real jobs/)).toBeNull();
  });
});
