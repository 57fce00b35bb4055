// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { unmountAll } from '../../test-support/unmount';
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toHaveProperty('disabled', false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // ...and that changed the fieldset alone: the header and footer rendered once each.
    expect(renders).toEqual({ header: 1, footer: 1 });
  });
});
