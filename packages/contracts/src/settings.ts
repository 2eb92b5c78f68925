/** Per-account settings flags are true when 1, '1' or 'true' (spec section 3). */
export function isFlagOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === 'true' || value === true;
}

export const ACCOUNT_SETTING_KEYS = {
  acceptedTerms: 'ACCEPTED_TERMS',
  /** '1' once someone pressed 'Ferdig' on the getting-started guide's last step. */
  gettingStartedDone: 'GETTING_STARTED_DONE',
} as const;
