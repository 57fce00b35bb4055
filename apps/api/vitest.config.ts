import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Upper bounds for a busy machine: nothing here asserts how long a test takes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
