import { useCallback } from 'react';
import { useSaveUserData } from './api/save-user-data';
import { type LayoutSettings, layoutSettingsStore } from './layout-settings';
import { useUserData } from './use-user-data';

/**
 * Changes a layout setting: at once in this browser, and quietly in the user's saved data so it
 * can follow them (the server replaces `settings` whole, so the other settings are sent along).
 */
export function useLayoutChoice(): (change: Partial<LayoutSettings>) => void {
  const { settings } = useUserData();
  const save = useSaveUserData({ quiet: true });
  const { mutate } = save;
  return useCallback(
    (change) => {
      const layout = layoutSettingsStore.update(change);
      mutate({ settings: { ...settings, layout } });
    },
    [mutate, settings],
  );
}
