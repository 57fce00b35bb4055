import type { Language, SiteConfig } from '@tradewise/shared';

/** An answer of the API, asked in the same process (apps/api/src/plugins/web-pages.ts). */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

declare module 'react-router' {
  /** What the server gives each page's loader and its render. */
  interface AppLoadContext {
    /** The page's language: its address's prefix (/fr, /es), else the `lang` cookie, else Accept-Language, else English. */
    language: Language;
    /** The site's public address (PUBLIC_URL, no trailing slash): the base of canonical and alternate links. */
    publicUrl: string;
    /** The operator's settings the pages show, as GET /api/site-config answers them (the brand's social pages). */
    site: SiteConfig;
    /** A GET of the API in the same process, as an anonymous visitor. */
    api(path: string): Promise<ApiAnswer>;
  }
}
