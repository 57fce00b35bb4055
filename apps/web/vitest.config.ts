import { defineConfig } from 'vitest/config';
import { WEB_ALIASES, tradeOrder } from './vite.config';

export default defineConfig({
  plugins: [tradeOrder()],
  resolve: { alias: WEB_ALIASES },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    alias: WEB_ALIASES,
  },
});
