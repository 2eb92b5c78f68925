import { availableParallelism } from 'node:os';

/**
 * How many test files run at once: one per core, at most two (each has a Chromium and a server of its own
 * to drive), and E2E_WORKERS=1 runs them one after another.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(2, availableParallelism());
}
