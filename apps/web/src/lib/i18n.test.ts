// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

const browserSpeaks = (...languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

/** A page as the server sent it: prerendered in `lang`, or the shell the browser renders (lang="en"). */
function sent(page: { prerendered: 'fr' | 'es' | 'en' } | 'shell') {
  const prerendered = page !== 'shell';
  document.documentElement.lang = prerendered ? page.prerendered : 'en';
  document.body.innerHTML = prerendered ? '<div id="root" data-prerendered="true"></div>' : '<div id="root"></div>';
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('the language a page starts in', () => {
  it('on a page rendered in the browser only, is the browser’s first language the app speaks', () => {
    sent('shell');
    browserSpeaks('de-DE', 'fr-FR', 'en');
    expect(initialLanguage()).toBe('fr');
    browserSpeaks('es');
    expect(initialLanguage()).toBe('es');
    browserSpeaks('de', 'it');
    expect(initialLanguage()).toBe('en');
  });

  it('on a prerendered page, is the one it was sent in, whatever the browser speaks', () => {
    sent({ prerendered: 'es' });
    browserSpeaks('fr-FR');
    expect(initialLanguage()).toBe('es');
  });

  it('is the one chosen in this browser first, then its cookie', () => {
    sent('shell');
    browserSpeaks('fr-FR');
    document.cookie = 'lang=es; Path=/';
    expect(initialLanguage()).toBe('es');
    localStorage.setItem('language', 'en');
    expect(initialLanguage()).toBe('en');
  });
});
