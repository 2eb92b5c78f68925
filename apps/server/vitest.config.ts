import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Tests that start, kill and restart whole server processes (test/support/crash-children.ts). */
export const PROCESS_TESTS = [
  'test/email-campaign-crash.test.ts',
  'test/flows-crash.test.ts',
  'test/platform-crash.test.ts',
  'test/apps-crash.test.ts',
  'test/main-process.test.ts',
];

/**
 * Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. On PGlite the
 * database works in the test's own process, so one worker a core; on PostgreSQL the tests mostly wait for
 * the database's processes, so one more. The tests with server processes of their own run after the
 * others, one at a time (vitest.processes.config.ts): beside other files their timings (10,000 mails
 * across a kill, a job's lease running out) stretched past their limits on two cores.
 */
const workers = availableParallelism() + (process.env.TEST_DB === 'postgres' ? 1 : 0);

/** What both server projects share: the database set up once, and the limits. */
export const serverTestBase = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    ...serverTestBase,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: PROCESS_TESTS,
    maxWorkers: workers,
  },
});
