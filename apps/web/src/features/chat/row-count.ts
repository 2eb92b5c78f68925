import { STORAGE_KEYS } from '@butikkpanel/contracts';

/** The message field's height from chat_row_count; missing, null, 1 or nonsense means one line. */
export function readChatRowCount(): number {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.chatRowCount);
  } catch {
    return 1;
  }
  const rows = Number.parseInt(stored ?? '', 10);
  return Number.isFinite(rows) && rows > 1 ? Math.min(rows, 20) : 1;
}
