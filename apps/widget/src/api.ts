import type { CartLine, ChatMessage, WidgetOrderInput } from '@butikkpanel/contracts';
import type { Identity } from './chat-session';
import type { PopupEvent, PopupEventName } from './popup-host';

export type WidgetEvent = 'message' | 'open' | 'close' | PopupEventName;

/** window.Butikkpanel, documented in docs/widget.md. */
export interface ButikkpanelApi {
  version: string;
  open(): void;
  close(): void;
  /** Resolves with the stored message, or null when nothing was sent (blank) or it goes after reconnecting. */
  send(text: string): Promise<ChatMessage | null>;
  /** `signature`: HMAC-SHA256(identity secret, email) in hex from the shop's server (verified identities). */
  identify(details: Identity): Promise<boolean>;
  setCart(lines: CartLine[]): void;
  /** The order on a confirmation page; true once the server has it. */
  order(details: WidgetOrderInput): Promise<boolean>;
  on(event: 'message', listener: (message: ChatMessage) => void): () => void;
  on(event: 'open' | 'close', listener: () => void): () => void;
  /** `{ popup_id, variant_id }`, and `code` on 'popup:submitted'. */
  on(event: PopupEventName, listener: (event: PopupEvent) => void): () => void;
}

/** The stub the embed snippet may define: calls queued as [method, arguments] ('' = cancelled). */
export interface QueueStub {
  q?: Array<[string, ArrayLike<unknown>]>;
}

/** Replays calls made before the loader ran, in order. */
export function replayQueue(stub: unknown, api: ButikkpanelApi): void {
  const queue = (stub as QueueStub | undefined)?.q;
  if (!Array.isArray(queue)) return;
  for (const [method, args] of queue) {
    const call = (api as unknown as Record<string, unknown>)[method];
    if (method && typeof call === 'function') {
      try {
        call.apply(api, Array.from(args));
      } catch (error) {
        console.error('[Butikkpanel]', error);
      }
    }
  }
}
