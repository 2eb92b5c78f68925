import type { RecommendationEventKind } from '@butikkpanel/contracts';

/** RECOMMENDATION_EVENTS_PER_REQUEST in contracts (a test checks; importing it would bundle zod). */
export const EVENTS_PER_REQUEST = 50;
/** Impressions wait this long for company, so a page sends one request, not one per widget. */
export const EVENTS_FLUSH_MS = 1000;

export interface RecommendationEvent {
  kind: RecommendationEventKind;
  widget: string;
  product: string;
}

export interface EventQueue {
  /** Queues an event; `now` sends the queue at once (a click, just before the page goes). */
  add(event: RecommendationEvent, now?: boolean): void;
  send(): void;
}

/**
 * The events of a page, batched to POST /api/public/recommendations/{account}/events (contracts' tracking.ts)
 * in requests of at most 50: sendBeacon (text/plain JSON, which outlives the page), else fetch keepalive.
 * Whatever is queued goes when the page is hidden or left.
 */
export function eventQueue(origin: string, account: number, visitor: string): EventQueue {
  const url = `${origin}/api/public/recommendations/${account}/events`;
  let queue: RecommendationEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const events = queue.slice(0, EVENTS_PER_REQUEST);
      queue = queue.slice(EVENTS_PER_REQUEST);
      const body = JSON.stringify({ visitor, events });
      if (navigator.sendBeacon?.(url, body)) continue;
      // text/plain keeps it a simple cross-origin request: no preflight to wait for as the page goes.
      fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain' },
      }).catch(() => {
        // A lost impression is not worth bothering the visitor with.
      });
    }
  };
  addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  return {
    send,
    add(event, now = false) {
      queue.push(event);
      if (now) send();
      else timer ??= setTimeout(send, EVENTS_FLUSH_MS);
    },
  };
}
