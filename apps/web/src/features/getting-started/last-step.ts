import { STORAGE_KEYS } from '@butikkpanel/contracts/core';

/** The guide's last visited step, so `getting-started` without a step resumes there (default 1). */
export function readLastStep(): number {
  try {
    const step = Number(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep));
    return Number.isInteger(step) && step >= 1 ? step : 1;
  } catch {
    return 1;
  }
}

export function storeLastStep(step: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.gettingStartedLastStep, String(step));
  } catch {
    // Without storage the guide starts at step 1 next time.
  }
}
