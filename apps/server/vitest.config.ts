import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. On PGlite the
 * database works in the test's own process, so one worker a core; on PostgreSQL the tests mostly wait for
 * the database's processes, so one more.
 */
const workers = availableParallelism() + (process.env.TEST_DB === 'postgres' ? 1 : 0);

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: workers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
