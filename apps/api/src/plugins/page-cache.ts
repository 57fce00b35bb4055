import { LRUCache } from 'lru-cache';

import type { RenderedPage } from './rendered-page.js';

/** An API answer a page was made of: its path, the ETag it had, and until when it may be used unasked. */
export interface Ingredient {
  path: string;
  etag: string | undefined;
  /** When its `max-age` (Cache-Control) ends: the home page's figures are half a minute; most are 0. */
  freshUntil: number;
}

/** How long an answer may be used without asking again, by its Cache-Control (ms; 0 unless public with max-age). */
export function freshFor(cacheControl: unknown): number {
  const header = String(cacheControl ?? '');
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(header);
  return maxAge && !/no-cache|no-store|private/.test(header) ? Number(maxAge[1]) * 1000 : 0;
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
 * is still the same (304) is the page sent as kept, without rendering it again; an answer the API
 * said may be kept a while (its max-age) is not asked for again until then. A page whose loaders
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
    const now = Date.now();
    const fresh = await Promise.all(
      kept.ingredients.map((ingredient) => ingredient.freshUntil > now || unchanged(ingredient)),
    );
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
