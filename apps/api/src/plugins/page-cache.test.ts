import { describe, expect, it } from 'vitest';
import { PageCache, freshFor, type Ingredient } from './page-cache.js';
import type { RenderedPage } from './rendered-page.js';

const page = (status = 200): RenderedPage => ({ status, headers: [], body: Buffer.from('<p>hi</p>'), encoded: {} });
const made = (path: string, etag: string | undefined, freshUntil = 0): Ingredient => ({ path, etag, freshUntil });

describe('rendered pages kept while their answers are unchanged', () => {
  it('sends a kept page only while every answer it was made of is unchanged, and forgets it then', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const kept = page();
    cache.set('en /directory', kept, [made('/api/tradespeople', 'W/"a"'), made('/api/top-rated', 'W/"b"')]);
    const asked: string[] = [];
    expect(await cache.get('en /directory', async ({ path }) => (asked.push(path), true))).toBe(kept);
    expect(asked).toEqual(['/api/tradespeople', '/api/top-rated']);
    expect(await cache.get('en /directory', async ({ path }) => path !== '/api/top-rated')).toBeUndefined();
    // Gone, not asked about again.
    expect(await cache.get('en /directory', async () => true)).toBeUndefined();
    expect(await cache.get('fr /directory', async () => true)).toBeUndefined();
  });

  it('does not ask again for an answer still within its max-age', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('en /', page(), [made('/api/stats', 'W/"s"', Date.now() + 30_000)]);
    expect(await cache.get('en /', async () => false)).toBeDefined();
  });

  it('keeps neither a failed page nor one made of an answer without an ETag', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('en /missing', page(404), []);
    cache.set('en /odd', page(), [made('/api/somewhere', undefined)]);
    expect(await cache.get('en /missing', async () => true)).toBeUndefined();
    expect(await cache.get('en /odd', async () => true)).toBeUndefined();
  });

  it('reads how long an answer may be kept from its Cache-Control', () => {
    expect(freshFor('public, max-age=30, stale-while-revalidate=30')).toBe(30_000);
    expect(freshFor('public, no-cache')).toBe(0);
    expect(freshFor('private, max-age=60')).toBe(0);
    expect(freshFor('no-store')).toBe(0);
    expect(freshFor(undefined)).toBe(0);
  });
});
