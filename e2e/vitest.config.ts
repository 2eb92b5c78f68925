import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers';

/**
 * Browser tests against the built app and server (`npm run build` first). The global setup starts one
 * server per worker (support/shared-servers.ts); the files of one worker run one after another on its server.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-report.ts'],
    maxWorkers: e2eWorkers(),
    // With two files at a time on two cores each test is up to twice as slow: a limit is there
    // to stop a test that hangs, not to time it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
