import { STORAGE_KEYS } from '@butikkpanel/contracts';

/** The browser's answer, or our own 'denied' when the user said no in our dialog. */
export function readStoredPermission(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.notificationPermission);
  } catch {
    return null;
  }
}

export function storePermission(value: NotificationPermission): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.notificationPermission, value);
  } catch {
    // Without storage the question simply comes again next time.
  }
}

/** Ask only when neither the browser nor an earlier answer of ours has decided. */
export function isPermissionUndecided(): boolean {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  return window.Notification.permission === 'default' && readStoredPermission() === null;
}

export async function askBrowserPermission(): Promise<void> {
  try {
    storePermission(await window.Notification.requestPermission());
  } catch {
    storePermission('denied');
  }
}
