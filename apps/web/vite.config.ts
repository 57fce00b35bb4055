import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { LANGUAGES, TRADES } from '../../packages/shared/src/enums';
import { formatLocale } from '../../packages/shared/src/format';

const TRADE_ORDER = 'virtual:trade-order';

/**
 * `virtual:trade-order`: each language's trades in the alphabetical order of their names in its
 * catalogue ("Électricien" among the E's, "Albañil" as Spain sorts it), "Other" last, sorted here with
 * Intl.Collator when the code is built. A page that lists trades then makes no collator of its
 * own: a page's first one costs Chromium 8 to 50 ms (it loads its collation data), four times that
 * on a slow phone.
 */
export function tradeOrder(): Plugin {
  return {
    name: 'trade-order',
    resolveId: (id) => (id === TRADE_ORDER ? `\0${TRADE_ORDER}` : undefined),
    load(id) {
      if (id !== `\0${TRADE_ORDER}`) return undefined;
      const order: Record<string, string[]> = {};
      for (const language of LANGUAGES) {
        const file = fileURLToPath(new URL(`../../packages/locales/${language}/enums.json`, import.meta.url));
        this.addWatchFile(file);
        const { trades } = JSON.parse(readFileSync(file, 'utf8')) as { trades: Record<string, string> };
        const collator = new Intl.Collator(formatLocale(language));
        // "Other" is the answer of last resort: last in every list, whatever its name sorts as.
        const named = TRADES.filter((trade) => trade !== 'other');
        order[language] = [...named.sort((a, b) => collator.compare(trades[a] ?? a, trades[b] ?? b)), 'other'];
      }
      return `export default ${JSON.stringify(order)};`;
    },
  };
}

/**
 * The browser's own modules for imports the shared package makes: the phone check's library with
 * its metadata fetched when first needed (src/lib/phone-numbers.ts), so that no page carries it
 * before a phone number is checked.
 */
export const WEB_ALIASES = [
  {
    find: /^libphonenumber-js\/min$/,
    replacement: fileURLToPath(new URL('./src/lib/phone-numbers.ts', import.meta.url)),
  },
];

const config: UserConfig = {
  plugins: [reactRouter(), tradeOrder()],
  resolve: { alias: WEB_ALIASES },
  // `npm run dev`: every library the pages use, prepared at once. One first met later (a page's
  // lazy part) would be prepared then, with a second React, and that page would fail until a reload.
  optimizeDeps: {
    include: [
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'eventsource-parser/stream',
      'i18next',
      'libphonenumber-js/core',
      'lucide-react',
      'react-hook-form',
      'react-i18next',
      'react-phone-number-input',
      'react-phone-number-input/min',
      'react-toastify/unstyled',
      'zod',
    ],
  },
  build: {
    // Keep the logo a file so the favicon and the header share one cacheable asset.
    assetsInlineLimit: 0,
  },
};

/**
 * The server render's bundle has every catalogue (lib/i18n-server.ts) and the phone metadata
 * statically, where the browser's code imports them lazily: Rollup's warning that such a lazy
 * import "will not move module into another chunk" says nothing about the server's one file,
 * which is never downloaded. The browser's build keeps every warning (scripts/fresh-clone.sh
 * fails on this one there).
 */
const serverWarnings: NonNullable<NonNullable<UserConfig['build']>['rollupOptions']>['onwarn'] = (warning, warn) => {
  if (!warning.message.includes('dynamic import will not move module')) warn(warning);
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production bundle, whatever NODE_ENV the shell has (the README and
  // .env.example give `development` as its default); React's development bundle belongs to
  // `npm run dev` alone. Vite reads NODE_ENV after this file, as its documentation advises.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (command !== 'build') return config;
  // The built server render bundles its libraries (the API loads one file, dist/server/index.js),
  // all but React and React Router, which must be the copies the API's request handler uses. In
  // development Node loads them all as they are (Vite's module runner cannot run CommonJS ones).
  return {
    ...config,
    ssr: { noExternal: true, external: ['react', 'react-dom', 'react-router'] },
    build: { ...config.build, ...(isSsrBuild ? { rollupOptions: { onwarn: serverWarnings } } : {}) },
  };
});
