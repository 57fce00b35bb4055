import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, NAMESPACES } from './i18n';

/**
 * A page that names its i18next namespaces (its route module's `handle.i18n`) gets only those beyond
 * the core ones, so a key in any other namespace would show as its raw name (and the server's HTML,
 * rendered with every namespace, would not match). This reads each such page's code, everything it
 * imports (at once or later), and the shared package's modules it takes names from, and checks
 * that every catalogue section named there (a string such as 'signinPage.title', or 'loginPage'
 * picked by a variable) is in a namespace the page loads. Reading every string that starts like a
 * section is generous: it may load a namespace more than needed, never less.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(SRC, '../../../packages/shared/src');
const LOCALES = path.resolve(SRC, '../../../packages/locales/en');

/** Top-level section -> the namespace (file) it lives in (the browser never loads the emails). */
const SECTION_FILE = new Map<string, string>();
for (const file of readdirSync(LOCALES).filter((name) => name.endsWith('.json') && name !== 'email.json')) {
  const sections = Object.keys(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as object);
  for (const section of sections) SECTION_FILE.set(section, file.slice(0, -'.json'.length));
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** What the shared package exports, by name: the module that declares it. */
const SHARED_EXPORTS = new Map<string, string>();
for (const file of sourceFiles(SHARED)) {
  const text = readFileSync(file, 'utf8');
  for (const [, name] of text.matchAll(/export\s+(?:const|let|function|class|type|interface|enum)\s+(\w+)/g))
    SHARED_EXPORTS.set(name!, file);
}

function resolveRelative(from: string, specifier: string): string[] {
  // An asset (a picture, a stylesheet) holds no words.
  if (/\.(?!js$|tsx?$)\w+$/.test(specifier)) return [];
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => existsSync(file));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return [found];
}

/**
 * The modules a file imports, statically or with import(); from the shared package only the ones
 * named. A module that loads every namespace with its lazy parts (the home page's request form,
 * loadAllCatalogues) needs none of their words before.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const lazyWithEveryNamespace = text.includes('loadAllCatalogues()');
  const out: string[] = [];
  for (const [, typeOnly, names, specifier] of text.matchAll(
    /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'/g,
  )) {
    if (typeOnly) continue;
    if (specifier === '@tradewise/shared') {
      for (const name of names!.replace(/[{}]/g, '').split(',')) {
        const [imported] = name.trim().split(/\s+as\s+/);
        if (!imported || imported.startsWith('type ')) continue;
        const module = SHARED_EXPORTS.get(imported);
        if (module) out.push(module);
      }
    } else if (specifier!.startsWith('@tradewise/shared/')) {
      out.push(...resolveRelative(`${SHARED}/index.ts`, `./${specifier!.slice('@tradewise/shared/'.length)}`));
    } else if (specifier!.startsWith('.')) {
      out.push(...resolveRelative(file, specifier!));
    }
  }
  for (const [, specifier] of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g))
    if (!lazyWithEveryNamespace) out.push(...resolveRelative(file, specifier!));
  return out.filter((module) => /\.tsx?$/.test(module));
}

/** The namespaces the module and everything it reaches name, each with where. */
function filesNeeded(entry: string): Map<string, string> {
  const needed = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // i18n.ts names the namespaces themselves, not sections.
    if (file === path.join(SRC, 'lib/i18n.ts')) continue;
    // Property names picked in a type (Pick<Listing, 'coverage'>) are not words.
    const text = readFileSync(file, 'utf8').replace(/\b(?:Pick|Omit)<[^>]*>/g, '');
    for (const [, section] of text.matchAll(/['"`]([A-Za-z]\w*)(?=[.'"`])/g)) {
      const catalogue = SECTION_FILE.get(section!);
      if (catalogue && !needed.has(catalogue)) needed.set(catalogue, `${section} in ${path.relative(SRC, file)}`);
    }
    queue.push(...importsOf(file));
  }
  return needed;
}

interface ScopedPage {
  page: string;
  namespaces: string[];
}

/** Every route module whose handle names its namespaces (`handle: PageHandle = { i18n: [...] }`). */
function scopedPages(): ScopedPage[] {
  return sourceFiles(SRC).flatMap((page) => {
    const named = /export const handle: PageHandle = \{[^}]*i18n:\s*\[([^\]]*)\]/.exec(readFileSync(page, 'utf8'));
    return named ? [{ page, namespaces: [...named[1]!.matchAll(/'([^']+)'/g)].map(([, name]) => name!) }] : [];
  });
}

describe('pages that name their namespaces', () => {
  const pages = scopedPages();

  it('are the public pages a visitor lands on, each naming namespaces that exist', () => {
    const names = pages.map(({ page }) => path.relative(SRC, page));
    for (const page of [
      'features/accounts/client-signin-page.tsx',
      'features/accounts/trades-register-page.tsx',
      'features/contact/contact-page.tsx',
      'features/directory/directory-page.tsx',
      'features/home/home-page.tsx',
    ])
      expect(names).toContain(page);
    for (const { page, namespaces } of pages)
      expect(NAMESPACES, path.relative(SRC, page)).toEqual(expect.arrayContaining(namespaces));
    // Every file is a namespace the browser may load, but the emails'.
    const onDisk = readdirSync(LOCALES).map((file) => file.replace(/\.json$/, ''));
    expect([...NAMESPACES, 'email'].sort()).toEqual(onDisk.sort());
  });

  it("finds a page's sections through its imports and the shared package (a page naming too few is caught)", () => {
    const signin = filesNeeded(path.join(SRC, 'features/accounts/client-signin-page.tsx'));
    // signinPage, through login-form.tsx; fields.*, through the shared schemas' messages.
    expect([...signin.keys()]).toEqual(expect.arrayContaining(['accounts', 'common']));
    expect(signin.has('admin')).toBe(false);
  });

  for (const { page, namespaces } of pages) {
    it(`${path.relative(SRC, page)} loads every namespace its words are in`, () => {
      const loaded = new Set([...CORE_NAMESPACES, ...namespaces]);
      const missing = [...filesNeeded(page)]
        .filter(([file]) => !loaded.has(file))
        .map(([file, where]) => `${file} (${where})`);
      expect(missing).toEqual([]);
    });
  }
});
