import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES, frenchElision, type Language } from '@tradewise/shared';
import { ROOT_DIR } from '../config.js';

/** The catalogues the web app shows (packages/locales): the API speaks with the same words. */
const LOCALES_DIR = path.join(ROOT_DIR, 'packages/locales');

function catalogue(language: Language): Record<string, unknown> {
  const dir = path.join(LOCALES_DIR, language);
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.sort().map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))));
}

const i18n = i18next.createInstance().use(frenchElision);
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: catalogue(language) }])),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
  // Text is escaped where it is put into HTML (see modules/mail/render.ts), not here.
  interpolation: { escapeValue: false },
  // "le devis d’Okafor": the browser's French elision rule, in emails too.
  postProcess: [frenchElision.name],
});

/** The text of `key` in `language` (English when missing), with plurals and {{values}} filled. */
export function translate(language: Language, key: string, values: Record<string, unknown> = {}): string {
  return i18n.t(key, { ...values, lng: language } as Record<string, unknown> & { lng: Language });
}
