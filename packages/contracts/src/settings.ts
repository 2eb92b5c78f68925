/** Per-account settings flags are true when 1, '1' or 'true' (spec section 3). */
export function isFlagOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === 'true' || value === true;
}

export const ACCOUNT_SETTING_KEYS = {
  acceptedTerms: 'ACCEPTED_TERMS',
  /** '1' once someone pressed 'Ferdig' on the getting-started guide's last step. */
  gettingStartedDone: 'GETTING_STARTED_DONE',
  /** '1': a yes from the shop's side waits for the person's confirmation (double opt-in). */
  emailDoubleOptIn: 'EMAIL_DOUBLE_OPT_IN',
} as const;

/**
 * What a new account starts with: double opt-in on, so no address becomes a subscriber (and no popup code is
 * handed out) before its owner confirmed it. Accounts from before keep what they had (unset is off).
 */
export const NEW_ACCOUNT_SETTINGS: Readonly<Record<string, string>> = {
  [ACCOUNT_SETTING_KEYS.emailDoubleOptIn]: '1',
};
