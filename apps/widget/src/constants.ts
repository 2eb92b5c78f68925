/** Spec section 9; equal to LIMITS in contracts (a unit test checks it; importing contracts would bundle zod). */
export const RECONNECT_DELAY_MS = 10_000;
export const TYPING_TIMEOUT_MS = 6000;
/** Search overlay: SEARCH_TEXT_MIN_LENGTH in contracts (a unit test checks it), and the pause in typing it waits for. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 200;
/** RESYNC_SPREAD_MAX_MS in contracts (a unit test checks it): the longest a widget waits to say hello after a resync. */
export const RESYNC_SPREAD_MAX_MS = 5000;
