/** Spec section 9; equal to LIMITS in contracts (a unit test checks it; importing contracts would bundle zod). */
export const RECONNECT_DELAY_MS = 10_000;
export const TYPING_TIMEOUT_MS = 6000;
