import { availableParallelism } from 'node:os';

/**
 * How many test files run at once: two where the machine has two cores (13 min -> 9 min for the suite on two
 * cores), one on a single core. E2E_WORKERS overrides it. Each worker has a server of its own
 * (shared-servers.ts), so the files of one worker share nothing with the other's.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(2, availableParallelism());
}
