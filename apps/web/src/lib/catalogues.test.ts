import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, TRADES, V } from '@tradewise/shared';

const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = path.resolve(SRC_DIR, '../../../packages/locales');
const LANGUAGES = ['en', 'fr', 'es'] as const;

type Tree = { [key: string]: unknown };

function jsonFiles(language: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function readTree(language: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as Tree;
}

/** Dotted key -> value for every leaf. */
function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Tree, `${prefix}${key}.`, out);
    else out.set(prefix + key, value);
  }
  return out;
}

/** One language's files merged, as t('key') sees them (each file a namespace, looked up in turn: lib/i18n.ts). */
function catalogue(language: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const file of jsonFiles(language)) flatten(readTree(language, file), '', out);
  return out;
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, catalogue(language)])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, unknown>
>;
const en = catalogues.en;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('translation catalogues', () => {
  it('has the same files in every language', () => {
    for (const language of LANGUAGES) expect(jsonFiles(language), language).toEqual(jsonFiles('en'));
  });

  it.each(['fr', 'es'] as const)('%s: each file (namespace) holds the sections it holds in en', (language) => {
    const sections = (lang: string) =>
      jsonFiles(lang).map((file) => `${file}: ${Object.keys(readTree(lang, file)).sort().join(' ')}`);
    expect(sections(language)).toEqual(sections('en'));
  });

  // t('key') names no namespace: it finds the key in whichever file has it, so a key in two files is ambiguous.
  it.each(LANGUAGES)('%s: no two files (namespaces) share a top-level key', (language) => {
    const owner = new Map<string, string>();
    const collisions: string[] = [];
    for (const file of jsonFiles(language)) {
      for (const key of Object.keys(readTree(language, file))) {
        const first = owner.get(key);
        if (first) collisions.push(`${key} (${first} and ${file})`);
        else owner.set(key, file);
      }
    }
    expect(collisions).toEqual([]);
  });

  // No language falls back on another (lib/i18n.ts): each holds every key of en, and a counted
  // key in every plural form of its own language (fr and es: one, many, other).
  it.each(['fr', 'es'] as const)('%s has exactly the keys of en, with its own plural forms', (language) => {
    const keys = catalogues[language];
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = new Set(
      [...en.keys()].flatMap((key) =>
        key.endsWith('_other') ? forms.map((form) => key.replace(/_other$/, `_${form}`)) : [key],
      ),
    );
    expect(
      [...expected].filter((key) => !keys.has(key)),
      `missing from ${language}`,
    ).toEqual([]);
    expect(
      [...keys.keys()].filter((key) => !expected.has(key)),
      `only in ${language}`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every value is a non-empty string', (language) => {
    const bad = [...catalogues[language]].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same {{placeholders}} as en', (language) => {
    // A "many" form says what en's "other" says.
    const english = (key: string) => en.get(key) ?? en.get(key.replace(/_many$/, '_other'));
    const mismatched = [...catalogues[language]].filter(
      ([key, value]) =>
        JSON.stringify(placeholders(String(english(key) ?? ''))) !== JSON.stringify(placeholders(String(value))),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('says every count through i18next plural keys (_one, _other), so 1 reads "1 message"', () => {
    // A number placeholder followed by a word ("{{n}} unread messages"); "{{shown}} of" is not a count's noun.
    const countBeforeWord = /\{\{\s*(count|n|number|total|max|remaining|days|years|reviews)\s*\}\}\s+(?!of\b)\p{L}/u;
    const isPluralForm = (key: string) => /_(one|other)$/.test(key);
    const singular = [...en]
      .filter(([key, value]) => !isPluralForm(key) && countBeforeWord.test(String(value)))
      .map(([key]) => key);
    expect(singular).toEqual([]);
  });

  it('has every validation message key of the shared schemas', () => {
    expect(Object.values(V).filter((key) => !en.has(key))).toEqual([]);
  });

  it('has a message for every API error code, and for a lost connection', () => {
    const codes = [...Object.keys(ERROR_CODES), 'NETWORK'];
    expect(codes.filter((code) => !en.has(`errors.${code}`))).toEqual([]);
  });

  it('names every trade', () => {
    expect(TRADES.filter((trade) => !en.has(`trades.${trade}`))).toEqual([]);
  });

  it('keeps the spec wording in English', () => {
    expect(en.get('signupPage.validation.nameMinLength')).toBe('Name must be at least 3 characters long.');
    expect(en.get('signupPage.validation.emailInvalid')).toBe('Invalid email format.');
    expect(en.get('signupPage.validation.passwordMinLength')).toBe('Password must be at least 6 characters long.');
    expect(en.get('signupPage.validation.passwordsDoNotMatch')).toBe('Passwords do not match.');
    expect(en.get('signupPage.validation.required')).toBe('This field is required.');
    expect(en.get('registerPage.fixErrors')).toBe('Please fix the errors above.');
    expect(en.get('signinPage.invalidCredentials')).toBe('Invalid credentials. Please try again.');
    expect(en.get('signinPage.serverError')).toBe('Some Server Error, please Try Again');
    expect(en.get('signupPage.failed')).toBe('Registration failed. Try again.');
    expect(en.get('adminLogin.loginFailed')).toBe('Login failed');
    expect(en.get('adminLogin.generic')).toBe('An error occurred. Please try again.');
    expect(en.get('errorPage.title')).toBe('Unexpected Application Error!');
    expect(en.get('home.heroTitle')).toBe('Find Local Approved TradesPeople');
  });

  it('has every key the source code asks for with a literal t("...")', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC_DIR)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) used.add(match[1]!);
      // Keys kept in tables, such as { label: 'footer.home' }.
      for (const match of text.matchAll(/:\s*'([a-zA-Z]+\.[A-Za-z0-9_.]+)'/g)) {
        if (!match[1]!.includes('/')) used.add(match[1]!);
      }
    }
    const knownPrefixes = new Set([...en.keys()].map((key) => key.split('.')[0]));
    // A plural key is asked for by its base ("jobs.count" with a count: jobs.count_one, _other).
    const known = (key: string) => en.has(key) || (en.has(`${key}_one`) && en.has(`${key}_other`));
    const missing = [...used].filter((key) => knownPrefixes.has(key.split('.')[0]) && !known(key));
    expect(missing).toEqual([]);
  });
});
