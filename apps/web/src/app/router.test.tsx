// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { createRouter } from './router';

// A page's catalogues load once the translations have started, as in main.tsx.
beforeAll(() => initI18n());

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser router', () => {
  it('made to hydrate a prerendered page, comes once the page itself is loaded (no fallback first)', async () => {
    window.history.replaceState(null, '', '/directory');
    const router = await createRouter({ hydrate: true });
    expect(router.state.initialized).toBe(true);
    const page = router.state.matches.at(-1)!.route;
    expect(page.path).toBe('directory');
    // Loaded: the router has made the page's element of its module's component.
    expect(page.lazy).toBeUndefined();
    expect(page.element).toBeTruthy();
    router.dispose();
  });

  it('made to render afresh, comes at once and loads the page meanwhile', async () => {
    window.history.replaceState(null, '', '/signin');
    const router = await createRouter({ hydrate: false });
    expect(router.state.initialized).toBe(false);
    await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
    expect(router.state.matches.at(-1)!.route.element).toBeTruthy();
    router.dispose();
  });
});
