/** Each language's trades in its alphabetical order, sorted at build time (vite.config.ts, tradeOrder). */
declare module 'virtual:trade-order' {
  import type { Language, Trade } from '@tradewise/shared';

  const order: Record<Language, readonly Trade[]>;
  export default order;
}
