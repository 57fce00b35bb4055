import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API (apps/api) listens here in development; in production it serves this build itself. */
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * The brand name lives once, in the English catalogue; this fills the page title and the header
 * shown before the app has started (each page then sets its own translated title).
 */
function brandTitle(): Plugin {
  return {
    name: 'brand-title',
    transformIndexHtml(html) {
      const url = new URL('../../packages/locales/en/common.json', import.meta.url);
      const catalogue = JSON.parse(readFileSync(url, 'utf8')) as { brand: { name: string } };
      return html.replaceAll('__BRAND_NAME__', catalogue.brand.name);
    },
  };
}

const config: UserConfig = {
  plugins: [react(), brandTitle()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/client/': API_ORIGIN,
      '/tradeperson/': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep the logo a file so the favicon and the header share one cacheable asset.
    assetsInlineLimit: 0,
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production bundle, whatever NODE_ENV the shell has (the README and
  // .env.example give `development` as its default); React's development bundle belongs to
  // `npm run dev` alone. Vite reads NODE_ENV after this file, as its documentation advises.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
