// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { initI18n } from '../lib/i18n';
import { App } from './app';
import { completeRoutes, createRouter, routes } from './router';

// A page's catalogues load once the translations have started, as in main.tsx.
beforeAll(() => initI18n());

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const leaves = (tree: readonly RouteObject[]): string[] =>
  tree.flatMap((route) => (route.children ? leaves(route.children) : [route.path ?? '(index)']));
/** The ids of the routes `tree` matches for `path`. */
const ids = (path: string, tree: readonly RouteObject[]) => matchRoutes([...tree], path)?.map((m) => m.route.id);

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

  it('starts with the branches that may match its address, and finds every page after its first navigation', async () => {
    window.history.replaceState(null, '', '/signin');
    const router = await createRouter({ hydrate: true });
    expect(leaves(router.routes).sort()).toEqual(['*', 'signin']);

    // A page elsewhere, then one behind a role's guard (it shows its sign-in prompt), an
    // administrator's, one with a parameter and an unknown address: each is the page the whole table names.
    for (const path of ['/directory', '/post-job', '/admin/manage-jobs', '/tradespeople/abc', '/no-such-page']) {
      await router.navigate(path);
      expect(router.state.matches.map((m) => m.route.id)).toEqual(ids(path, routes));
    }
    const paths = ['/', '/Terms', '/terms', '/account', '/account/profile', '/apply/j1', '/admin', '/admin/nope'];
    for (const path of paths) expect(ids(path, router.routes)).toEqual(ids(path, routes));
    router.dispose();
  });

  it('given the rest of the table, has every route once and matches as the whole table', async () => {
    const paths = [
      '/',
      '/signin',
      '/directory',
      '/post-job',
      '/account',
      '/admin',
      '/admin/manage-jobs',
      '/admin/nope',
    ];
    for (const start of ['/tradespeople/abc', '/admin/manage-jobs', '/post-job', '/', '/no-such-page']) {
      window.history.replaceState(null, '', start);
      const router = await createRouter({ hydrate: true });
      completeRoutes(router);
      completeRoutes(router);
      expect(leaves(router.routes).sort()).toEqual(leaves(routes).sort());
      for (const path of [...paths, '/tradespeople/xyz', '/apply/j1'])
        expect(ids(path, router.routes)).toEqual(ids(path, routes));
      router.dispose();
    }
  });

  it('reloaded after a navigation, goes Back to the page before it', async () => {
    window.history.replaceState(null, '', '/register');
    window.history.pushState(null, '', '/find-tradespeople');
    // The page is reloaded here: a new router, at /find-tradespeople, with an entry before it.
    const router = await createRouter({ hydrate: true });
    window.history.back();
    await new Promise<void>((resolve) => {
      router.subscribe((state) => state.location.pathname !== '/find-tradespeople' && resolve());
      setTimeout(resolve, 2000);
    });
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(ids('/register', routes));
    router.dispose();
  });

  it('opened signed out at a guarded page, sends the visitor to sign in, once', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/account');
    const router = await createRouter({ hydrate: false });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    render(<App router={router} />);
    // The page's redirect comes in its first render, before the rest of the table was given.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/account' });
    expect(visited.filter((path, i) => path === '/signin' && visited[i - 1] !== '/signin')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.navigation.state).toBe('idle');
    router.dispose();
  });
});
