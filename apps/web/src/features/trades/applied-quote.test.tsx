// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { quoteTotals, structuredQuoteShape, type QuoteView } from '@tradewise/shared';
import enJobs from '../../../../../packages/locales/en/jobs.json';
import enCommon from '../../../../../packages/locales/en/common.json';
import { AppliedQuote } from './applied-quote';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...enCommon, ...enJobs } } },
    showSupportNotice: false,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quote = structuredQuoteShape.parse({
  lines: [{ description: 'Labour', quantity: 2, unit: 'hour', unitPricePence: 5000, vatRate: 20 }],
  vatRegistered: true,
  validityDays: 14,
});
const view = (overrides: Partial<QuoteView>): QuoteView => ({
  quote,
  totals: quoteTotals(quote),
  validUntil: '2026-11-20',
  expired: false,
  renewed: false,
  ...overrides,
});

const show = (props: { view: QuoteView; pending?: boolean }) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppliedQuote quotationId="q1" pending={props.pending ?? true} view={props.view} />
    </QueryClientProvider>,
  );

describe('an itemised quotation on the applied-jobs card', () => {
  it('shows its total with VAT and the last day it stands, with no Renew while it stands', () => {
    show({ view: view({}) });
    expect(screen.getByText('Your itemised quote: £120.00 including VAT')).toBeTruthy();
    expect(screen.getByText('Valid until 20 November 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
  });

  it('offers Renew only when expired, still pending and not renewed yet', () => {
    show({ view: view({ expired: true, renewed: true }) });
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
    cleanup();
    show({ view: view({ expired: true }), pending: false });
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
  });

  it('renews an expired quotation for its own number of days, and shows the new date', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(view({ validUntil: '2026-12-12', renewed: true })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    show({ view: view({ expired: true }) });
    expect(
      screen.getByText('Expired on 20 November 2026: the customer cannot accept it unless you renew it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renew for 14 days' }));
    expect(await screen.findByText('Renewed: your quotation is valid until 12 December 2026.')).toBeTruthy();
    // The date once: no "Valid until" line beside the one that says it was renewed.
    expect(screen.getAllByText(/12 December 2026/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/quotations/q1/renew');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ validityDays: 14 });
  });

  it('says why when the API refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'QUOTATION_ALREADY_RENEWED', message: 'Already renewed' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    show({ view: view({ expired: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Renew for 14 days' }));
    expect(
      await screen.findByText('This quotation has already been renewed once and cannot be renewed again.'),
    ).toBeTruthy();
  });
});
