// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { unmountAll } from '../../test-support/unmount';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { RootLayout } from './root-layout';
import { setHydrating } from '../../lib/hydrate-apart';

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

afterEach(() => unmountAll());

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

  it('prerendered, comes to life only once the header and footer, hydrated apart, have', async () => {
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
    renders.header = renders.footer = 0;

    setHydrating(true);
    hydrateRoot(container, frame());
    setHydrating(false);
    // The page is hydrated, its header and footer still waiting (their sent HTML on the screen).
    expect(renders).toEqual({ header: 0, footer: 0 });
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask.matches(':disabled')).toBe(true);

    // When the page comes to life, its header and footer are alive already (their buttons too).
    await waitFor(() => expect(ask.matches(':disabled')).toBe(false));
    expect(renders).toEqual({ header: 1, footer: 1 });
    container.remove();
  });
});
