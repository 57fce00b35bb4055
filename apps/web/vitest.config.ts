import { defineConfig } from 'vitest/config';
import { WEB_ALIASES, tradeOrder } from './vite.config';

/** ES module builds first: a library's CommonJS build would require the real React past the aliases. */
const conditions = ['module', 'browser', 'development|production'];
const mainFields = ['module', 'jsnext:main', 'jsnext'];

export default defineConfig({
  plugins: [tradeOrder()],
  // The tests render with Preact, as the browser does: every library is bundled through the aliases.
  resolve: { alias: WEB_ALIASES, conditions, mainFields },
  ssr: { resolve: { conditions, mainFields } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    alias: WEB_ALIASES,
    server: { deps: { inline: true } },
  },
});
