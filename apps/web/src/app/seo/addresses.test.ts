import { describe, expect, it } from 'vitest';
import { canonicalUrl, languageAlternates } from './addresses';

const ORIGIN = 'https://tradewise.example';

describe('the canonical and alternate addresses of a page', () => {
  it('name the page in each language and x-default (the unprefixed address), absolute on the public site', () => {
    expect(languageAlternates(ORIGIN, '/fr/tradespeople/abc', '')).toEqual([
      { hrefLang: 'en', href: 'https://tradewise.example/tradespeople/abc' },
      { hrefLang: 'fr', href: 'https://tradewise.example/fr/tradespeople/abc' },
      { hrefLang: 'es', href: 'https://tradewise.example/es/tradespeople/abc' },
      { hrefLang: 'x-default', href: 'https://tradewise.example/tradespeople/abc' },
    ]);
    expect(languageAlternates(ORIGIN, '/', '').map(({ href }) => href)).toEqual([
      'https://tradewise.example/',
      'https://tradewise.example/fr',
      'https://tradewise.example/es',
      'https://tradewise.example/',
    ]);
  });

  it('are the address in its own language, keeping what the query picks and dropping tracking tags', () => {
    expect(canonicalUrl(ORIGIN, '/es/directory/', '?trade=plumber&utm_source=mail&page=2')).toBe(
      'https://tradewise.example/es/directory?trade=plumber&page=2',
    );
    expect(canonicalUrl(ORIGIN, '/about-us', '?gclid=x')).toBe('https://tradewise.example/about-us');
  });
});
