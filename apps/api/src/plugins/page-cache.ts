import { LRUCache } from 'lru-cache';

import type { RenderedPage } from './rendered-page.js';

/** An API answer a page was made of: its path and the ETag it had. */
export interface Ingredient {
  path: string;
  etag: string | undefined;
}

interface Kept {
  page: RenderedPage;
  ingredients: readonly Ingredient[];
}

export interface PageCacheOptions {
  /** The most bytes of pages kept (the least recently used go first). */
  maxBytes: number;
  /** A page is made again at the latest after this long (the words "3 days ago" age). */
  ttlMs: number;
}

/**
 * Rendered pages, kept while the API answers they were made of are unchanged. A page's HTML is the
 * same for every visitor with its address and language (the token is never in a cookie), and a
 * function of its loaders' API answers, each of which has an ETag (the directory's routes): before a
 * kept page is sent, each of those answers is asked for again with its ETag, and only when every one
 * is still the same (304) is the page sent as kept, without rendering it again. (Each is asked
 * again even within its own max-age: the home page's counts show a new job at once.) A page whose loaders
 * asked for nothing (sign-in, the content pages) is kept until it expires.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Kept>;

  constructor({ maxBytes, ttlMs }: PageCacheOptions) {
    this.pages = new LRUCache<string, Kept>({
      maxSize: maxBytes,
      // The body, and room for its compressed copies (a third of it at most, for HTML).
      sizeCalculation: (kept) => Math.ceil(kept.page.body.length * 1.3) + 1024,
      ttl: ttlMs,
    });
  }

  /** The page kept for this key, if each answer it was made of is unchanged (`unchanged` asks the API). */
  async get(key: string, unchanged: (ingredient: Ingredient) => Promise<boolean>): Promise<RenderedPage | undefined> {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    const fresh = await Promise.all(kept.ingredients.map(unchanged));
    if (fresh.every(Boolean)) return kept.page;
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page that can be made again from its answers alone: a 200 made of answers with ETags. */
  set(key: string, page: RenderedPage, ingredients: readonly Ingredient[]) {
    if (page.status !== 200 || ingredients.some((ingredient) => !ingredient.etag)) return;
    this.pages.set(key, { page, ingredients: [...ingredients] });
  }
}
