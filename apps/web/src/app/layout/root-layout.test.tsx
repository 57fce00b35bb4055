// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LiveControls } from '../../lib/hydrated';
import { RootLayout } from './root-layout';

const renders = vi.hoisted(() => ({ header: 0, footer: 0 }));
vi.mock('./site-header', () => ({
  SiteHeader: () => {
    renders.header++;
    return <header>Header</header>;
  },
}));
vi.mock('./site-footer', () => ({
  SiteFooter: () => {
    renders.footer++;
    return <footer>Footer</footer>;
  },
}));

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: {} } }, showSupportNotice: false });
  // The scroll restoration scrolls; jsdom has no layout to scroll.
  window.scrollTo = () => {};
});

afterEach(() => cleanup());

/** A page with a form, as a route of the frame. */
const routes = () => [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: (
          <form>
            <LiveControls>
              <button type="submit">Ask</button>
            </LiveControls>
          </form>
        ),
      },
    ],
  },
];

describe('the frame every page shares', () => {
  it('renders the page between its header and footer, each once', async () => {
    render(<RouterProvider router={createMemoryRouter(routes())} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' }).matches(':disabled')).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toEqual({ header: 1, footer: 1 });
  });

  it('as the server sends it, hydrates without a mismatch; a form’s controls come to life then', async () => {
    const frame = () => <RouterProvider router={createMemoryRouter(routes())} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(frame());
    document.body.append(container);
    // As sent: the form's controls wait for the page's code (a submit would leave as a plain GET).
    const sent = container.querySelector('button')!;
    expect(sent.matches(':disabled')).toBe(true);
    renders.header = renders.footer = 0;

    const mismatches: unknown[] = [];
    hydrateRoot(container, frame(), { onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' }).matches(':disabled')).toBe(false));
    // The sent button is the one brought to life (hydrated, not replaced), the frame rendered once.
    expect(screen.getByRole('button', { name: 'Ask' })).toBe(sent);
    expect(renders).toEqual({ header: 1, footer: 1 });
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
