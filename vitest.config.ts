import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker a core: Vitest's default (one fewer) left one core of a 2-core machine idle. The server
    // project sets its own (apps/server/vitest.config.ts), and so do the browser tests (e2e/support/workers.ts).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/server/vitest.processes.config.ts',
      'apps/web',
      'apps/widget',
      'e2e',
    ],
  },
});
