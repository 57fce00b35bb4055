import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/**
 * The English catalogue (packages/locales) is the one source of every message's English text; the API
 * answers with it so `message` matches what the browser shows.
 */
const LOCALE_DIR = path.join(ROOT_DIR, 'packages/locales/en');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

let catalogue: Map<string, string> | undefined;

function load(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs
    .readdirSync(LOCALE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    flatten(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, file), 'utf8')) as Tree, '', out);
  }
  return out;
}

export function isMessageKey(key: string): boolean {
  catalogue ??= load();
  return catalogue.has(key);
}

/** English text of an i18n key, with `{{name}}` placeholders filled; the key itself if unknown. */
export function englishMessage(key: string, values: Record<string, string | number> = {}): string {
  catalogue ??= load();
  const text = catalogue.get(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
