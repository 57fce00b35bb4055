export type Slug =
  | 'about'
  | 'terms'
  | 'privacy'
  | 'howItWorks'
  | 'forTradespeople'
  | 'help'
  | 'pricing'
  | 'tradePricing'
  | 'reviews'
  | 'successStories'
  | 'blog'
  | 'resources'
  | 'support'
  | 'team'
  | 'careers'
  | 'press'
  | 'cookies'
  | 'gdpr';

export interface ContentPageDef {
  slug: Slug;
  /** The page's own path (aliases redirect to it, see routes.tsx). */
  path: string;
  /** Sections content.<slug>.s1Title/s1Body ... */
  sections: number;
  /** A call to action under the text: content.<slug>.cta. */
  cta?: string;
  related: readonly Slug[];
}

/**
 * Every static page (decision 10): short, honest, translated (catalogue file content.json). The
 * router imports this list, so it holds no icons or text: those come with the page's own chunk.
 */
export const PAGES: readonly ContentPageDef[] = [
  { slug: 'about', path: '/about-us', sections: 4, related: ['howItWorks', 'team', 'press'] },
  { slug: 'terms', path: '/Terms', sections: 5, related: ['privacy', 'cookies', 'gdpr'] },
  { slug: 'privacy', path: '/Privacy', sections: 4, related: ['gdpr', 'cookies', 'terms'] },
  {
    slug: 'howItWorks',
    path: '/how-it-works',

    sections: 4,
    cta: '/signin',
    related: ['pricing', 'help', 'reviews'],
  },
  {
    slug: 'forTradespeople',
    path: '/for-tradespeople',

    sections: 4,
    cta: '/register',
    related: ['tradePricing', 'support', 'successStories'],
  },
  { slug: 'help', path: '/help', sections: 4, related: ['howItWorks', 'pricing', 'support'] },
  {
    slug: 'pricing',
    path: '/pricing',

    sections: 3,
    related: ['howItWorks', 'tradePricing', 'help'],
  },
  {
    slug: 'tradePricing',
    path: '/pricing/trades',

    sections: 2,
    cta: '/register',
    related: ['forTradespeople', 'support', 'pricing'],
  },
  { slug: 'reviews', path: '/reviews', sections: 7, related: ['howItWorks', 'terms', 'help'] },
  {
    slug: 'successStories',
    path: '/success-stories',

    sections: 2,
    related: ['forTradespeople', 'reviews', 'blog'],
  },
  { slug: 'blog', path: '/blog', sections: 2, related: ['resources', 'press', 'successStories'] },
  { slug: 'resources', path: '/resources', sections: 3, related: ['help', 'blog', 'support'] },
  {
    slug: 'support',
    path: '/support',

    sections: 3,
    related: ['forTradespeople', 'tradePricing', 'help'],
  },
  { slug: 'team', path: '/team', sections: 2, related: ['about', 'careers', 'press'] },
  { slug: 'careers', path: '/careers', sections: 2, related: ['team', 'about', 'press'] },
  { slug: 'press', path: '/press', sections: 2, related: ['about', 'team', 'blog'] },
  { slug: 'cookies', path: '/cookies', sections: 2, related: ['privacy', 'gdpr', 'terms'] },
  { slug: 'gdpr', path: '/gdpr', sections: 4, related: ['privacy', 'cookies', 'terms'] },
];

export const pageBySlug = (slug: Slug) => PAGES.find((page) => page.slug === slug)!;
