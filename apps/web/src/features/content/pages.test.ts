import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/locales');
const catalogue = (language: string) =>
  (
    JSON.parse(readFileSync(path.join(LOCALES, language, 'content.json'), 'utf8')) as {
      content: Record<string, Record<string, string>>;
    }
  ).content;

describe('static content pages', () => {
  it('have distinct paths', () => {
    const paths = PAGES.map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['en', 'fr', 'es'])(
    '%s: every page has its title, lead, sections and call to action, and nothing more',
    (language) => {
      const content = catalogue(language);
      for (const page of PAGES) {
        const expected = ['title', 'lead'];
        for (let number = 1; number <= page.sections; number++) expected.push(`s${number}Title`, `s${number}Body`);
        if (page.cta) expected.push('cta');
        expect(Object.keys(content[page.slug] ?? {}).sort(), `${language} ${page.slug}`).toEqual(expected.sort());
      }
    },
  );

  it('terms say what the spec says: 18 or over, accurate information, no illegal or fraudulent use', () => {
    const terms = Object.values(catalogue('en').terms!).join(' ');
    expect(terms).toMatch(/at least 18/);
    expect(terms).toMatch(/accurate/);
    expect(terms).toMatch(/illegal or fraudulent/);
  });

  it.each(['en', 'fr', 'es'])(
    '%s: the reviews policy makes no claim of figures (they are live elsewhere)',
    (language) => {
      expect(Object.values(catalogue(language).reviews!).join(' ')).not.toMatch(/\d[.,]\d\s*\/\s*5|2[ ,.\u202f]?500/);
    },
  );

  it('the reviews policy says who reviews, for how long, how moderation works and that reviews are never bought', () => {
    const policy = Object.values(catalogue('en').reviews!).join(' ');
    expect(policy).toMatch(/client of a job that was hired through \{\{brand\}\} and is now completed/);
    expect(policy).toMatch(/one review per job/);
    expect(policy).toMatch(/edit their review for 14 days/);
    expect(policy).toMatch(/reply once, in public/);
    expect(policy).toMatch(/Anyone signed in can report/);
    expect(policy).toMatch(/never hidden because of its score/);
    expect(policy).toMatch(/tell its author by email why/);
    expect(policy).toMatch(/never pay for reviews/);
    expect(policy).toMatch(/count every published review/);
  });

  it('every related link points at a page', () => {
    const slugs = new Set(PAGES.map((page) => page.slug));
    for (const page of PAGES)
      for (const slug of page.related) expect(slugs.has(slug), `${page.slug} -> ${slug}`).toBe(true);
  });
});
