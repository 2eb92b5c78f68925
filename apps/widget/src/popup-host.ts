import type { KeyValueStore } from './storage';

/** window.Butikkpanel.on('popup:…'): a popup was shown, its form sent (with the code handed out), or closed. */
export type PopupEventName = 'popup:shown' | 'popup:submitted' | 'popup:closed';
export interface PopupEvent {
  popup_id: number;
  variant_id: number;
  /** On 'popup:submitted': the discount code handed out ('' when the popup gives none). */
  code?: string;
}

/** What the loader hands the lazily loaded popup chunk: the chunk shares no code with the loader. */
export interface PopupHost {
  /** The Butikkpanel server the widget script came from. */
  origin: string;
  account: number;
  /** The visitor's uid, the same the chat uses. */
  uid: string;
  store: KeyValueStore;
  /** The cart's total in kroner from setCart; null when the shop has not told it. */
  cartTotal(): number | null;
  /** Calls back after an SPA navigation (pushState, replaceState, popstate). */
  onNavigation(listener: () => void): void;
  emit(event: PopupEventName, payload: PopupEvent): void;
  /** Is the chat panel open? No popup opens over it. */
  chatIsOpen(): boolean;
  /** Calls back when the visitor opens the chat: a popup on screen gives way to it. */
  onChatOpen(listener: () => void): void;
}

export interface PopupModule {
  startPopups(host: PopupHost): void;
}
