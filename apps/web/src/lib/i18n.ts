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
const catalogueFiles = import.meta.glob<Record<string, ResourceKey>>('../locales/*/*.json', {
  import: 'default',
});

async function loadCatalogue(language: string): Promise<Record<string, ResourceKey>> {
  const loaders = Object.entries(catalogueFiles)
    .filter(([path]) => path.startsWith(`../locales/${language}/`))
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
  return i18n;
}

/** Switches language and remembers the choice across visits. */
export async function changeLanguage(language: Language) {
  storage.set(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
