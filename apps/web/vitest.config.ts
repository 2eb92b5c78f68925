import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // A screen test clicks and types through a whole screen; with a worker a core on two cores a busy run
      // took over Vitest's default of 5 s for some (the slowest take about 6 s on a quiet machine).
      testTimeout: 15_000,
    },
  }),
);
