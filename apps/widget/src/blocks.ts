import { startCountdowns } from './countdown';
import { addStyles } from './shadow';

/** `<div data-butikkpanel-block="forside-banner">`: where the shop wants a published content block. */
export const BLOCK_ATTRIBUTE = 'data-butikkpanel-block';
/** CONTENT_KEYS_PER_REQUEST in contracts (a test checks; importing it would bundle zod). */
export const BLOCK_KEYS_PER_REQUEST = 20;
const KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * Fills the page's block elements that are still empty: their keys asked for in requests of at most 20,
 * each block drawn in the element's own Shadow DOM (its CSS cannot reach the shop, nor the shop's it). The
 * element keeps the height the shop reserved for it, so nothing jumps while it loads; a key without a
 * published block leaves its element as it was.
 */
export function fillBlocks(origin: string, account: number): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${BLOCK_ATTRIBUTE}]`)].filter(
    (element) => !element.shadowRoot,
  );
  const keyOf = (element: HTMLElement) => (element.getAttribute(BLOCK_ATTRIBUTE) ?? '').trim();
  const keys = [...new Set(elements.map(keyOf))].filter((key) => KEY.test(key));
  const requests: Promise<void>[] = [];
  for (let start = 0; start < keys.length; start += BLOCK_KEYS_PER_REQUEST) {
    const some = keys.slice(start, start + BLOCK_KEYS_PER_REQUEST);
    requests.push(
      fetch(`${origin}/api/widget/${account}/blocks?keys=${some.join(',')}`)
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { data?: Record<string, { html?: unknown; css?: unknown }> } | null) => {
          for (const element of elements) {
            const block = answer?.data?.[keyOf(element)];
            if (typeof block?.html !== 'string' || element.shadowRoot) continue;
            try {
              const root = element.attachShadow({ mode: 'open' });
              if (typeof block.css === 'string' && block.css) addStyles(root, block.css);
              const body = document.createElement('div');
              // The server's sanitised design (apps/server/src/lib/safe-design.ts), never the shop's input.
              body.innerHTML = block.html;
              root.append(body);
              startCountdowns(body);
            } catch {
              // An element that cannot have a shadow root (an <img>, say) is left alone.
            }
          }
        })
        .catch(() => {
          // No block: the element stays as the shop left it.
        }),
    );
  }
  return Promise.all(requests).then(() => {});
}
