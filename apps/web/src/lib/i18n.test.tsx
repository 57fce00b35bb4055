// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { pageNamespaces, usePageNamespaces } from '../app/page-handle';
import { CORE_NAMESPACES, I18N_OPTIONS, NAMESPACES, i18n, initI18n } from './i18n';
import { serverI18n } from './i18n-server';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/locales');
/** A key's words in a language, read from its file. */
const words = (language: string, namespace: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')),
    );

afterEach(() => cleanup());

describe("a page's namespaces (its routes' handles)", () => {
  it('are every namespace but the emails when no matched route names any', () => {
    expect(pageNamespaces([undefined, {}, { noindex: () => true }])).toEqual(NAMESPACES);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['accounts', 'admin', 'directory', 'home']));
    expect(NAMESPACES).not.toContain('email');
  });

  it('are the core ones and the lists of the matched routes, once each', () => {
    expect(pageNamespaces([undefined, { i18n: ['home'] }]).sort()).toEqual([...CORE_NAMESPACES, 'home'].sort());
    expect(pageNamespaces([{ i18n: ['accounts'] }, { i18n: ['accounts', 'recovery'] }]).sort()).toEqual(
      [...CORE_NAMESPACES, 'accounts', 'recovery'].sort(),
    );
  });
});

describe('i18next in the browser', () => {
  it("loads the page's namespaces in its language alone, then others when asked, and all in use on a language change", async () => {
    await initI18n('fr', pageNamespaces([{ i18n: ['accounts'] }]));
    // t('key') as everywhere in the app: no namespace named, found in the file that has it.
    expect(i18n.t('signinPage.title')).toBe(words('fr', 'accounts', 'signinPage.title'));
    expect(i18n.t('brand.name')).toBe(words('fr', 'common', 'brand.name'));
    // A French page does not download English words.
    expect(CORE_NAMESPACES.filter((namespace) => i18n.hasResourceBundle('en', namespace))).toEqual([]);
    expect(i18n.hasResourceBundle('en', 'accounts')).toBe(false);
    // Nothing else came: another page's words are not there yet.
    expect(i18n.hasResourceBundle('fr', 'directory')).toBe(false);
    expect(i18n.hasResourceBundle('fr', 'home')).toBe(false);
    expect(i18n.t('directoryPage.title')).toBe('directoryPage.title');

    await i18n.loadNamespaces(['directory']);
    expect(i18n.t('directoryPage.title')).toBe(words('fr', 'directory', 'directoryPage.title'));
    // Counts in each of French's plural forms, in French: 1, 2, and a whole million ("many").
    for (const [count, form] of [
      [1, 'one'],
      [2, 'other'],
      [2_000_000, 'many'],
    ] as const) {
      const text = words('fr', 'directory', `directoryPage.count_${form}`) as string;
      expect(i18n.t('directoryPage.count', { count })).toBe(text.replace('{{count}}', String(count)));
    }

    await act(() => i18n.changeLanguage('es'));
    for (const namespace of [...CORE_NAMESPACES, 'accounts', 'directory'])
      expect(i18n.hasResourceBundle('es', namespace), namespace).toBe(true);
    expect(i18n.hasResourceBundle('es', 'home')).toBe(false);
    expect(i18n.t('directoryPage.title')).toBe(words('es', 'directory', 'directoryPage.title'));
    expect(i18n.t('signinPage.title')).toBe(words('es', 'accounts', 'signinPage.title'));
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('the server render', () => {
  it('has every namespace of every language loaded', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const server = serverI18n(language);
      expect(NAMESPACES.filter((namespace) => !server.hasResourceBundle(language, namespace))).toEqual([]);
      expect(server.t('adminLogin.loginFailed')).toBe(words(language, 'accounts', 'adminLogin.loginFailed'));
    }
    expect(serverI18n('fr')).toBe(serverI18n('fr'));
  });
});

describe('a navigation to a page with a namespace of its own', () => {
  it('keeps the page before on screen until its words are in, never showing a raw key', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const catalogues: Record<string, Record<string, unknown>> = {
      common: { first: { title: 'First page' } },
      directory: { directoryPage: { title: 'Find tradespeople' } },
    };
    const instance = i18next.createInstance();
    await instance
      .use(
        resourcesToBackend(async (_language: string, namespace: string) => {
          if (namespace === 'directory') await held;
          return catalogues[namespace] ?? {};
        }),
      )
      .init({ ...I18N_OPTIONS, lng: 'en', postProcess: [] });
    const Title = ({ name }: { name: string }) => <h1>{useTranslation().t(name)}</h1>;
    const Frame = () => {
      usePageNamespaces();
      return <Outlet />;
    };
    const router = createMemoryRouter([
      {
        element: <Frame />,
        children: [
          { path: '/', handle: { i18n: [] }, element: <Title name="first.title" /> },
          { path: '/directory', handle: { i18n: ['directory'] }, element: <Title name="directoryPage.title" /> },
        ],
      },
    ]);
    const { container } = render(
      <I18nextProvider i18n={instance}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'First page');
    const shown: string[] = [];
    new MutationObserver(() => shown.push(container.textContent ?? '')).observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
    });

    await act(() => router.navigate('/directory'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/directory');
    expect(screen.getByRole('heading').textContent).toBe('First page');

    release();
    await screen.findByText('Find tradespeople');
    expect(shown.filter((text) => text.includes('directoryPage'))).toEqual([]);
  });
});
