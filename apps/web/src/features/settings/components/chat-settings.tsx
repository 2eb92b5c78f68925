import type { SettingsScreen } from './settings-page';

/** Not built yet: the settings page shows its honest empty state for this type. */
export const ChatSettings: SettingsScreen | null = null;
