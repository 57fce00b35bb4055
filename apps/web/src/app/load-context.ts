import type { Language } from '@tradewise/shared';

/** An answer of the API, asked in the same process (apps/api/src/plugins/web-pages.ts). */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

declare module 'react-router' {
  /** What the server gives each page's loader and its render. */
  interface AppLoadContext {
    /** The visitor's language: the `lang` cookie, else Accept-Language, else English. */
    language: Language;
    /** A GET of the API in the same process, as an anonymous visitor. */
    api(path: string): Promise<ApiAnswer>;
  }
}
