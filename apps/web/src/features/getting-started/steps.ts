/** The guide's steps in order; the route is /getting-started/{1..4}. */
export const STEPS = ['install', 'company', 'team', 'chat'] as const;
export type StepKey = (typeof STEPS)[number];

/** The step number from the route, or null when it is not one of the guide's steps. */
export function parseStep(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= STEPS.length ? number : null;
}
