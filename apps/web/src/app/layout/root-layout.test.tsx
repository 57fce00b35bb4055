// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('the frame every page shares', () => {
  it('comes to life with its page without rendering the header and footer again', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <RootLayout />,
        children: [{ index: true, handle: { light: true }, element: <button type="button">Ask</button> }],
      },
    ]);
    render(<RouterProvider router={router} />);
    // The page's controls are usable once it has come to life (disabled before, as prerendered)...
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' }).matches(':disabled')).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // ...and that changed the fieldset alone: the header and footer rendered once each.
    expect(renders).toEqual({ header: 1, footer: 1 });
  });

  it('prerendered, hydrates without a mismatch and comes to life with its header and footer', async () => {
    const frame = () => (
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: <RootLayout />,
            children: [{ index: true, handle: { light: true }, element: <button type="button">Ask</button> }],
          },
        ])}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(frame());
    document.body.append(container);
    // As prerendered: the controls wait for the page's code.
    const sent = container.querySelector('button')!;
    expect(sent.matches(':disabled')).toBe(true);
    renders.header = renders.footer = 0;

    const mismatches: unknown[] = [];
    hydrateRoot(container, frame(), { onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' }).matches(':disabled')).toBe(false));
    // The sent button is the one brought to life (hydrated, not replaced).
    expect(screen.getByRole('button', { name: 'Ask' })).toBe(sent);
    expect(renders).toEqual({ header: 1, footer: 1 });
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
