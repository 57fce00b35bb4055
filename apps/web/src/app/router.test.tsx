// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { matchRoutes, type RouteObject } from 'react-router';
import { createRouter, routes } from './router';

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

  it('starts with the branches that may match its address, and finds every page after the first navigation', async () => {
    window.history.replaceState(null, '', '/signin');
    const router = await createRouter({ hydrate: true });
    const leaves = (tree: readonly RouteObject[]): string[] =>
      tree.flatMap((route) => (route.children ? leaves(route.children) : [route.path ?? '(index)']));
    expect(leaves(router.routes).sort()).toEqual(['*', 'signin']);

    // A page elsewhere, then one behind a role's guard (it shows its sign-in prompt), an
    // administrator's, one with a parameter and an unknown address: each is the page the whole table names.
    const ids = (path: string, tree: readonly RouteObject[]) => matchRoutes([...tree], path)?.map((m) => m.route.id);
    for (const path of ['/directory', '/post-job', '/admin/manage-jobs', '/tradespeople/abc', '/no-such-page']) {
      await router.navigate(path);
      expect(router.state.matches.map((m) => m.route.id)).toEqual(ids(path, routes));
    }
    const paths = [
      '/',
      '/Terms',
      '/terms',
      '/account',
      '/account/profile',
      '/apply/j1',
      '/admin',
      '/admin/nope',
      '/job-description',
    ];
    for (const path of paths) expect(ids(path, router.routes)).toEqual(ids(path, routes));
    router.dispose();
  });
});
