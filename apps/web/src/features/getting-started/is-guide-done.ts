import { ACCOUNT_SETTING_KEYS, isFlagOn } from '@butikkpanel/contracts';

/** The account's GETTING_STARTED_DONE flag, set by 'Ferdig' on the guide's last step. */
export const isGuideDone = (settings: Record<string, unknown>) =>
  isFlagOn(settings[ACCOUNT_SETTING_KEYS.gettingStartedDone]);
