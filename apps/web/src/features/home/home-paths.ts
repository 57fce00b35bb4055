/** The home page's data (also sent early, before the page's chunk: app/early-requests.ts). */
export const HOME_PATHS = {
  /** Open jobs per trade. */
  categories: '/api/categories',
  /** Up to three approved tradespeople with published reviews, best rated first. */
  topRated: '/api/top-rated',
  /** The live figures behind the site's claims. */
  stats: '/api/stats',
} as const;
