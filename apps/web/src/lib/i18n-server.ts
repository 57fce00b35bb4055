import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { frenchElision } from '@tradewise/shared';
import { DEFAULT_LANGUAGE, I18N_OPTIONS, NAMESPACES, type Language } from './i18n';

/** Every catalogue file but the emails', bundled into the server render. */
const files = import.meta.glob<Record<string, ResourceKey>>(
  ['../../../../packages/locales/*/*.json', '!**/email.json'],
  {
    import: 'default',
    eager: true,
  },
);

/** language -> namespace (the file's name) -> its words: every namespace of every language, loaded. */
const resources: Resource = {};
for (const [path, words] of Object.entries(files)) {
  const [language, file] = path.split('/').slice(-2) as [string, string];
  (resources[language] ??= {})[file.slice(0, -'.json'.length)] = words;
}

const base = i18next.createInstance();
void base
  .use(frenchElision)
  .use(initReactI18next)
  .init({ ...I18N_OPTIONS, ns: NAMESPACES, lng: DEFAULT_LANGUAGE, resources, initAsync: false });

const byLanguage = new Map<Language, typeof base>();

/**
 * The i18next for a render in this language (sharing the loaded catalogues): one per language,
 * made once, since nothing changes its language or its words.
 */
export function serverI18n(language: Language) {
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = base.cloneInstance({ lng: language, initAsync: false });
    byLanguage.set(language, instance);
  }
  return instance;
}
