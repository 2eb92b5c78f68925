import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS, serverTestBase } from './vitest.config';

/** The server tests that run whole server processes: after the other server tests, one file at a time. */
export default defineConfig({
  test: {
    ...serverTestBase,
    name: 'server-processes',
    include: PROCESS_TESTS,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
