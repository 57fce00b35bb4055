import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Upper bounds for a busy machine: nothing here asserts how long a test takes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A fork per core. Vitest's default leaves one core to itself, which on a two-core machine
    // ran the files one at a time; its own process is idle while the forks work, and every file
    // has its own database and loopback servers (measured: 682 s -> 462 s on two cores).
    maxWorkers: availableParallelism(),
  },
});
