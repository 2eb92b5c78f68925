import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built app and server (`npm run build` first). One server for the run,
 * started by the global setup; files run one after another because they share it and its login limits.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-report.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
