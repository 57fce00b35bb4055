import { use } from 'react';
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, frenchElision, isLanguage, type Language } from '@tradewise/shared';
import { storage } from './storage';

export { LANGUAGES, isLanguage, type Language };
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

/** The catalogue files a page may ask for (packages/locales/<language>/<name>.json), beyond the core ones (its handle, app/page-handle.ts). */
export const CATALOGUE_FILES = [
  'account',
  'accounts',
  'admin',
  'contact',
  'content',
  'dashboards',
  'directory',
  'job-photos',
  'jobs',
  'messaging',
  'public',
  'recovery',
  'reviews',
  'reviews-api',
  'trade-profile',
  'trade-reviews',
] as const;
export type CatalogueFile = (typeof CATALOGUE_FILES)[number];

/**
 * What the shell (header, footer, error screens) and the home page need, loaded first. A page
 * adds the files it names (its handle), or every other file when it names none, so the home
 * page, the one most visitors land on, does not download the account, dashboard and admin wording.
 */
export const CORE_FILES = ['common', 'layout', 'enums', 'home'];
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
/** The files loaded or asked for so far: what a language change loads. */
const wantedFiles = new Set(CORE_FILES);

/** Settles once i18next is initialised (the router may ask for catalogues before that). */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

async function loadCatalogue(
  language: string,
  files: ReadonlySet<string> = wantedFiles,
): Promise<Record<string, ResourceKey>> {
  const loaders = Object.entries(catalogueFiles)
    .filter(([path]) => path.startsWith(`../../../../packages/locales/${language}/`))
    .filter(([path]) => files.has(fileName(path)))
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

/** The server renders each page in the language of this cookie (apps/api web-pages.ts), else the browser's. */
const COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) {
    document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

/** The settings shared by the browser and the server render (entry.server.tsx). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
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
 * with the page's catalogue files; resolves once they are loaded, so the page hydrates as sent.
 */
export async function initI18n(language: string, files: readonly string[]) {
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: isLanguage(language) ? language : DEFAULT_LANGUAGE });
  markReady();
  await loadCatalogues(files as CatalogueFile[]);
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

export { i18n };

const ALL_FILES = [...new Set(Object.keys(catalogueFiles).map(fileName))];
const fileLoads = new Map<string, Promise<void>>(CORE_FILES.map((file) => [file, ready]));
/** The files in, for the active language and the fallback. */
const loadedFiles = new Set<string>();
void ready.then(() => CORE_FILES.forEach((file) => loadedFiles.add(file)));

/** One file, for the active language and the fallback. */
function addFile(file: string): Promise<void> {
  const languages = [...new Set([...i18n.languages, DEFAULT_LANGUAGE])];
  return Promise.all(
    languages.map(async (language) => {
      const bundle = await loadCatalogue(language, new Set([file]));
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }),
  ).then(() => undefined);
}

/**
 * Adds catalogue files beyond the core ones (`files`, or every file when not given), for the
 * active language and the fallback; from then on a language change loads them too. Resolves once
 * they are all in, at once when they are already; a failed file is fetched again on the next call.
 */
export function loadCatalogues(files?: readonly CatalogueFile[]): Promise<void> {
  const loads = (files ?? ALL_FILES).map((file) => {
    let load = fileLoads.get(file);
    if (!load) {
      wantedFiles.add(file);
      load = ready.then(() => addFile(file)).then(() => void loadedFiles.add(file));
      load.catch(() => fileLoads.delete(file));
      fileLoads.set(file, load);
    }
    return load;
  });
  return Promise.all(loads).then(() => undefined);
}

/** Every catalogue file (see loadCatalogues). */
export const loadAllCatalogues = () => loadCatalogues();

interface PageCatalogues {
  light?: boolean;
  catalogues?: readonly CatalogueFile[];
}

/** The files a page needs beyond the core ones: none for a light page, its list, or every file. */
export const pageCatalogueFiles = ({ light, catalogues }: PageCatalogues): readonly string[] =>
  light ? [] : (catalogues ?? ALL_FILES);

const pageLoads = new Map<string, Promise<void>>();

/**
 * The page's catalogue files (its handle's list, every file without one), for a component that
 * renders the page: it suspends until they are in (React's `use`), so on a navigation the page
 * before stays on screen until then. The server has every file; so does the browser's first
 * render (the entry loads the page's files before hydrating).
 */
export function usePageCatalogues(page: PageCatalogues) {
  if (import.meta.env.SSR) return;
  const files = pageCatalogueFiles(page);
  if (files.every((file) => loadedFiles.has(file))) return;
  const key = files.join(' ');
  let load = pageLoads.get(key);
  if (!load) {
    load = loadCatalogues(files as CatalogueFile[]);
    load.catch(() => pageLoads.delete(key));
    pageLoads.set(key, load);
  }
  use(load);
}
