import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { APP_ROUTES, PREFIXED_LANGUAGES, isAppRoute, localizedPath, pathLanguage } from '@tradewise/shared';
import routes from '../routes';

/** The full path of every page the router renders (index routes take their parent's; catch-alls left out). */
function pagePaths(routes: RouteConfigEntry[], base = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    const own = (route.index || (route.path && !route.children)) && !full.endsWith('*') ? [full || '/'] : [];
    return [...own, ...(route.children ? pagePaths(route.children, full) : [])];
  });
}

describe('the app routes the server knows (APP_ROUTES in packages/shared)', () => {
  const all = pagePaths(routes).map((path) => path.replace(/^\/\//, '/'));

  it('are exactly the pages of the router at their English addresses', () => {
    expect(new Set(all.filter((path) => !pathLanguage(path)))).toEqual(new Set(APP_ROUTES));
  });

  it('are each at a French and a Spanish address too, and nothing else is', () => {
    const prefixed = APP_ROUTES.flatMap((path) => PREFIXED_LANGUAGES.map((language) => localizedPath(path, language)));
    expect(new Set(all.filter((path) => pathLanguage(path)))).toEqual(new Set(prefixed));
  });

  it('match as the router matches: any case, a trailing slash, one segment per parameter', () => {
    expect(isAppRoute('/tradespeople/abc123')).toBe(true);
    expect(isAppRoute('/TERMS')).toBe(true);
    expect(isAppRoute('/about-us/')).toBe(true);
    expect(isAppRoute('/tradespeople')).toBe(false);
    expect(isAppRoute('/tradespeople/abc/def')).toBe(false);
    expect(isAppRoute('/admin/nothing-here')).toBe(false);
    expect(isAppRoute('/no-such-page')).toBe(false);
  });
});
