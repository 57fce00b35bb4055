import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguage } from './web-pages.js';

/** A request as the page handler sees it: its address, its `lang` cookie and the browser's languages. */
const request = (url: string, cookie?: string, accepted?: string) =>
  ({
    url,
    cookies: cookie ? { lang: cookie } : {},
    languages: (offered: string[]) => (accepted && offered.includes(accepted) ? accepted : false),
  }) as unknown as FastifyRequest;

describe('the language a page is rendered in (the page cache keys on it with the address)', () => {
  it('is the one a /fr or /es address fixes, whatever the cookie or the browser says', () => {
    expect(pageLanguage(request('/fr/tradespeople/1', 'es', 'es'))).toBe('fr');
    expect(pageLanguage(request('/es?trade=plumber', 'fr'))).toBe('es');
    expect(pageLanguage(request('/fr/directory.data?_routes=fr%2Fdirectory', 'en'))).toBe('fr');
  });

  it('is the cookie, else Accept-Language, else English at an unprefixed address', () => {
    expect(pageLanguage(request('/tradespeople/1', 'es', 'fr'))).toBe('es');
    expect(pageLanguage(request('/tradespeople/1', undefined, 'fr'))).toBe('fr');
    expect(pageLanguage(request('/french-polishing'))).toBe('en');
  });
});
