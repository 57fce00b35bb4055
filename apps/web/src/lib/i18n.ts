import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'language';

/**
 * Every catalogue file, loaded on demand: only the active language's files (and English, the
 * fallback) are fetched. The files of one language merge into the single 'translation' namespace.
 */
const catalogueFiles = import.meta.glob<Record<string, ResourceKey>>(
  // Emails are written by the API; the browser never needs their wording.
  ['../../../../packages/locales/*/*.json', '!**/email.json'],
  {
    import: 'default',
  },
);

/**
 * What the shell (header, footer, error screens) and the home page need. The other files are
 * fetched with the first page that is not light (see lazyPage), so the home page, the one most
 * visitors land on, does not download the account, dashboard and admin wording.
 */
const CORE_FILES = ['common', 'layout', 'enums', 'home'];
const isCore = (path: string) => CORE_FILES.some((name) => path.endsWith(`/${name}.json`));
let allFilesWanted = false;

/** Settles once i18next is initialised (the router may ask for catalogues before that). */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

async function loadCatalogue(
  language: string,
  files: 'core' | 'rest' | 'all' = allFilesWanted ? 'all' : 'core',
): Promise<Record<string, ResourceKey>> {
  const loaders = Object.entries(catalogueFiles)
    .filter(([path]) => path.startsWith(`../../../../packages/locales/${language}/`))
    .filter(([path]) => files === 'all' || (files === 'core') === isCore(path))
    .map(([, load]) => load());
  const parts = await Promise.all(loaders);
  return Object.assign({}, ...parts) as Record<string, ResourceKey>;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadCatalogue(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The server picks a prerendered page's language from this cookie (apps/api static-web.ts). */
const COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function cookieLanguage(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
}

/**
 * The language chosen in this browser; else the one the server chose for a prerendered page
 * (its <html lang>, from the cookie or Accept-Language), so the page hydrates as it was sent.
 */
function initialLanguage(): Language {
  const candidates = [storage.get(STORAGE_KEY), cookieLanguage(), document.documentElement.lang];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) {
    document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

/** The settings shared by the browser and the build's prerender (entry-server.tsx). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  // React escapes what it renders; escaping here would show entities such as &amp;.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** Starts i18next; resolves once the active language's catalogue is loaded. */
export async function initI18n() {
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: initialLanguage() });
  markReady();
  return i18n;
}

/** Switches language and remembers the choice across visits. */
export async function changeLanguage(language: Language) {
  storage.set(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };

/**
 * Adds the catalogue files beyond the core ones, for the active language and the fallback; from
 * then on a language change loads every file. Resolves at once when already done.
 */
let allFilesLoaded: Promise<void> | undefined;
export function loadAllCatalogues(): Promise<void> {
  allFilesWanted = true;
  allFilesLoaded ??= ready
    .then(() =>
      Promise.all(
        [...new Set([...i18n.languages, DEFAULT_LANGUAGE])].map(async (language) => {
          i18n.addResourceBundle(language, 'translation', await loadCatalogue(language, 'rest'), true, true);
        }),
      ),
    )
    .then(() => undefined);
  return allFilesLoaded;
}
