/** What other modules may use of the directory: its page of listed tradespeople and its answers' caching. */
export { directory } from './service.js';
export { CACHE_REVALIDATE } from './routes.js';
