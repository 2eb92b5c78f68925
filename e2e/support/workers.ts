/**
 * How many test files run at once. One by default: with two at a time on two cores the run took 19 min
 * instead of 23, but a journey test (emails) failed once under that load, so two workers are a choice
 * (E2E_WORKERS=2) until the journeys hold there. Each worker has a server of its own (shared-servers.ts).
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}
