import { describe, expect, it } from 'vitest';
import { PageCache, type Ingredient } from './page-cache.js';
import type { RenderedPage } from './rendered-page.js';

const page = (status = 200): RenderedPage => ({ status, headers: [], body: Buffer.from('<p>hi</p>'), encoded: {} });
const made = (path: string, etag: string | undefined): Ingredient => ({ path, etag });

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

  it('asks again for every answer, even one the API said may be kept a while (the home page counts a new job at once)', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('en /', page(), [made('/api/categories', 'W/"c"')]);
    expect(await cache.get('en /', async () => false)).toBeUndefined();
  });

  it('keeps neither a failed page nor one made of an answer without an ETag', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('en /missing', page(404), []);
    cache.set('en /odd', page(), [made('/api/somewhere', undefined)]);
    expect(await cache.get('en /missing', async () => true)).toBeUndefined();
    expect(await cache.get('en /odd', async () => true)).toBeUndefined();
  });
});
