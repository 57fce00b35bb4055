import { describe, expect, it } from 'vitest';
import { isNoindexPath, localizedPath, pathLanguage, unprefixedPath } from './language-paths.js';

describe('a URL per language', () => {
  it('reads the language a prefix fixes, and none at an unprefixed address', () => {
    expect(pathLanguage('/fr/tradespeople/abc')).toBe('fr');
    expect(pathLanguage('/es')).toBe('es');
    expect(pathLanguage('/ES/directory')).toBe('es');
    expect(pathLanguage('/directory')).toBeUndefined();
    expect(pathLanguage('/en/directory')).toBeUndefined();
    expect(pathLanguage('/french-polishing')).toBeUndefined();
  });

  it('moves an address between the languages, English unprefixed', () => {
    expect(localizedPath('/directory', 'fr')).toBe('/fr/directory');
    expect(localizedPath('/fr/directory', 'es')).toBe('/es/directory');
    expect(localizedPath('/es/directory', 'en')).toBe('/directory');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(unprefixedPath('/fr/')).toBe('/');
  });

  it('keeps signed-in, admin and token pages out of the index in every language, and no public page', () => {
    for (const path of ['/reset-password', '/fr/verify-email', '/account/profile', '/es/apply/12', '/admin/login']) {
      expect(isNoindexPath(path), path).toBe(true);
    }
    for (const path of ['/', '/fr', '/directory', '/es/tradespeople/1', '/signin', '/accounting-help']) {
      expect(isNoindexPath(path), path).toBe(false);
    }
  });
});
