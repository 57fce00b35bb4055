import i18n, { type BackendModule, type ResourceKey } from 'i18next';
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

function storedLanguage(): Language {
  const value = storage.get(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string) {
  document.documentElement.lang = language;
}

/** Starts i18next; resolves once the active language's catalogue is loaded. */
export async function initI18n() {
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // React escapes what it renders; escaping here would show entities such as &amp;.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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
