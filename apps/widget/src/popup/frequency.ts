import type { WidgetPopup } from '@butikkpanel/contracts';
import type { KeyValueStore } from '../storage';

const DAY_MS = 86_400_000;

/** What this browser remembers of each popup: when it was last shown, whether it was submitted. */
export type PopupMemory = Record<string, { shown?: number; submitted?: boolean }>;

const key = (account: number) => `butikkpanel:${account}:popups`;

export function readMemory(store: KeyValueStore, account: number): PopupMemory {
  try {
    const value: unknown = JSON.parse(store.get(key(account)) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PopupMemory) : {};
  } catch {
    return {};
  }
}

export function remember(
  store: KeyValueStore,
  account: number,
  popupId: number,
  change: { shown?: number; submitted?: boolean },
): void {
  const memory = readMemory(store, account);
  memory[popupId] = { ...memory[popupId], ...change };
  store.set(key(account), JSON.stringify(memory));
}

/** A visitor who has sent a popup's form, here or (as the server says) on another device. */
export const isSubscriber = (memory: PopupMemory, serverSays: boolean): boolean =>
  serverSays || Object.values(memory).some((entry) => entry?.submitted === true);

/**
 * May this popup show in this visit, by its frequency, "stop after submit" and "hide from subscribers"?
 * (Its rules are the engine's question.)
 */
export function mayShow(
  settings: WidgetPopup['settings'],
  entry: PopupMemory[string] | undefined,
  context: { now: number; visitStart: number; subscriber: boolean },
): boolean {
  if (settings.stop_after_submit && entry?.submitted) return false;
  if (settings.hide_from_subscribers && context.subscriber) return false;
  const shown = entry?.shown;
  if (typeof shown !== 'number') return true;
  switch (settings.frequency.mode) {
    case 'once':
      return false;
    case 'days':
      return context.now - shown >= (settings.frequency.days ?? 1) * DAY_MS;
    case 'every_visit':
      return shown < context.visitStart;
  }
}
