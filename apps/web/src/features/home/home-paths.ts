/** The home page's data (read by its loader on the server, home-api.ts). */
export const HOME_PATHS = {
  /** Open jobs per trade. */
  categories: '/api/categories',
  /** Up to three approved tradespeople with published reviews, best rated first. */
  topRated: '/api/top-rated',
  /** The live figures behind the site's claims. */
  stats: '/api/stats',
} as const;
