import { STORAGE_KEYS } from '@butikkpanel/contracts/core';
import { useSyncExternalStore } from 'react';

/** How the signed-in layout looks; kept per browser so a reload keeps it (spec section 9). */
export interface LayoutSettings {
  darkMode: boolean;
  navbarSide: 'left' | 'right';
  navbarFolded: boolean;
}

/** Dark mode has its own key in the spec; the navbar's side and fold share this one. */
export const LAYOUT_STORAGE_KEY = 'shell_layout';

const DEFAULTS: LayoutSettings = { darkMode: false, navbarSide: 'left', navbarFolded: false };
const listeners = new Set<() => void>();
let snapshot: LayoutSettings | null = null;

function readStorage(): LayoutSettings {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}',
    ) as Partial<LayoutSettings>;
    return {
      darkMode: window.localStorage.getItem(STORAGE_KEYS.darkMode) === '1',
      navbarSide: stored.navbarSide === 'right' ? 'right' : 'left',
      navbarFolded: stored.navbarFolded === true,
    };
  } catch {
    return DEFAULTS;
  }
}

export const layoutSettingsStore = {
  get(): LayoutSettings {
    snapshot ??= readStorage();
    return snapshot;
  },
  update(change: Partial<LayoutSettings>): LayoutSettings {
    snapshot = { ...layoutSettingsStore.get(), ...change };
    try {
      window.localStorage.setItem(STORAGE_KEYS.darkMode, snapshot.darkMode ? '1' : '0');
      const { navbarSide, navbarFolded } = snapshot;
      window.localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ navbarSide, navbarFolded }));
    } catch {
      // Without storage the choice lasts as long as the page.
    }
    for (const listener of listeners) listener();
    return snapshot;
  },
  /** True when this browser has no stored choice yet (a new device or a cleared browser). */
  isUnset(): boolean {
    try {
      return (
        window.localStorage.getItem(LAYOUT_STORAGE_KEY) === null &&
        window.localStorage.getItem(STORAGE_KEYS.darkMode) === null
      );
    } catch {
      return false;
    }
  },
  /** Tests clear localStorage between cases; the cached snapshot must follow. */
  reload(): void {
    snapshot = null;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettingsStore.subscribe, layoutSettingsStore.get);
}
