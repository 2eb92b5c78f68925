/** Per-account settings flags are true when 1, '1' or 'true' (spec section 3). */
export function isFlagOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === 'true' || value === true;
}

export const ACCOUNT_SETTING_KEYS = {
  acceptedTerms: 'ACCEPTED_TERMS',
} as const;
