import { LIMITS } from '@butikkpanel/contracts';

/**
 * A desktop notification for a visitor's message, only when the browser already allows it (the
 * permission question is the account area's). Title and body are plain text: the browser never renders
 * them as HTML.
 */
export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (window.Notification.permission !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    window.setTimeout(() => notification.close(), LIMITS.desktopNotificationCloseMs);
  } catch {
    // Some browsers allow notifications only from a service worker; the unread badge still tells.
  }
}
