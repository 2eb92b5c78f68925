import { useEffect } from 'react';
import { type LayoutSettings, layoutSettingsStore } from './layout-settings';
import { useUserData } from './use-user-data';

function savedLayout(value: unknown): Partial<LayoutSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const layout = value as Record<string, unknown>;
  return {
    ...(typeof layout.darkMode === 'boolean' ? { darkMode: layout.darkMode } : {}),
    ...(layout.navbarSide === 'left' || layout.navbarSide === 'right'
      ? { navbarSide: layout.navbarSide }
      : {}),
    ...(typeof layout.navbarFolded === 'boolean' ? { navbarFolded: layout.navbarFolded } : {}),
  };
}

/** On a browser with no layout choice yet, the one saved in the user's data follows them there. */
export function useRestoreLayoutFromUserData(): void {
  const { settings } = useUserData();
  useEffect(() => {
    if (!layoutSettingsStore.isUnset()) return;
    const saved = savedLayout(settings.layout);
    if (Object.keys(saved).length > 0) layoutSettingsStore.update(saved);
  }, [settings.layout]);
}
