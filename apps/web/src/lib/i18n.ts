import i18n, { type InitOptions, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, frenchElision, isLanguage, type Language } from '@tradewise/shared';
import { storage } from './storage';

export { LANGUAGES, isLanguage, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'language';

/**
 * The catalogues, each file of packages/locales/<language>/ an i18next namespace named as the file,
 * fetched when first needed (each its own chunk). Emails are written by the API; the browser never
 * needs their wording.
 */
const LOCALES = '../../../../packages/locales/';
const catalogues = import.meta.glob<Record<string, ResourceKey>>(
  ['../../../../packages/locales/*/*.json', '!**/email.json'],
  { import: 'default' },
);

/** Every namespace the pages may use. */
export const NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))),
];

/**
 * The namespaces of the shell (header, footer, error screens, trade names), loaded for every page;
 * a route's handle adds its own (app/page-handle.ts).
 */
export const CORE_NAMESPACES = ['common', 'layout', 'enums'];

/** The server renders each page in the language of this cookie (apps/api web-pages.ts), else the browser's. */
const COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) {
    document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

/** The settings shared by the browser and the server render (lib/i18n-server.ts). */
export const I18N_OPTIONS = {
  // Each language holds every key (catalogues.test.ts), with its own plural forms (French and
  // Spanish have a third, "many"): no page of one language downloads another's catalogues.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: CORE_NAMESPACES,
  // t('signinPage.title') names no namespace: a key is looked up in 'common', then in the others
  // (no two files share a key: catalogues.test.ts).
  defaultNS: 'common',
  fallbackNS: NAMESPACES.filter((namespace) => namespace !== 'common'),
  // React escapes what it renders; escaping here would show entities such as &amp;.
  interpolation: { escapeValue: false },
  returnNull: false,
  // i18next's own advertisement in every visitor's console.
  showSupportNotice: false,
  // "le devis d’Okafor": French elision as a rule, once the values are filled in.
  postProcess: [frenchElision.name],
} satisfies InitOptions;

// Registered once for the browser's and the server's initialisation alike.
i18n.use(frenchElision);

/**
 * Starts i18next in the browser in the language the server rendered the page in (its <html lang>),
 * with the page's namespaces; resolves once they are loaded, so the page hydrates as sent. From
 * then on i18next loads a namespace asked for (i18n.loadNamespaces), and a language change loads
 * every namespace in use.
 */
export async function initI18n(language: string, namespaces: readonly string[]) {
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(
      resourcesToBackend(
        (lng: string, namespace: string) =>
          catalogues[`${LOCALES}${lng}/${namespace}.json`]?.() ??
          Promise.reject(new Error(`No catalogue ${lng}/${namespace}`)),
      ),
    )
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, ns: [...namespaces], lng: isLanguage(language) ? language : DEFAULT_LANGUAGE });
  return i18n;
}

/** Switches language and remembers the choice across visits (the cookie tells the server). */
export async function changeLanguage(language: Language) {
  storage.set(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/**
 * The language chosen in this browser before, if the page was sent in another (the cookie was
 * cleared, say): the entry switches to it once the page has hydrated as sent.
 */
export const storedLanguage = (): Language | undefined => {
  const stored = storage.get(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
};

/** Every namespace, for words beyond the page's own (the home page's request form, the footer's thanks). */
export const loadAllCatalogues = () => i18n.loadNamespaces(NAMESPACES);

export { i18n };
