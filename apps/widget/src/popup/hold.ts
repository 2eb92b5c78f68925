import { focused } from './dialog';

/** A keystroke in a field this recently means the visitor is typing (docs/widget.md, "Popups"). */
export const TYPING_QUIET_MS = 4000;

/** Input types a person writes text in; a checkbox or a button is not typing. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** The field a person writes in, or null: an input of a text type, a textarea, or contenteditable. */
function writableField(node: EventTarget | null | undefined): HTMLElement | null {
  if (node instanceof HTMLTextAreaElement) return node;
  if (node instanceof HTMLInputElement) return TEXT_TYPES.has(node.type) ? node : null;
  if (!(node instanceof HTMLElement)) return null;
  const editable = node.closest('[contenteditable]');
  return editable instanceof HTMLElement && editable.getAttribute('contenteditable') !== 'false'
    ? editable
    : null;
}

const hasText = (field: HTMLElement) =>
  (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : (field.textContent ?? '')
  ).trim() !== '';

export interface TypingWatch {
  /** A keystroke in a field within TYPING_QUIET_MS, or focus in a field that has text. */
  typing(): boolean;
  stop(): void;
}

/**
 * Watches the whole page for typing: the shop's fields and the ones in open shadow roots (the chat's),
 * whose key and input events reach the document with their real target first in composedPath().
 */
export function watchTyping(): TypingWatch {
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  const onKey = (event: Event) => {
    if (writableField(event.composedPath()[0])) lastKeyAt = Date.now();
  };
  const names = ['keydown', 'input'] as const;
  for (const name of names) document.addEventListener(name, onKey, true);
  return {
    typing() {
      if (Date.now() - lastKeyAt < TYPING_QUIET_MS) return true;
      const field = writableField(focused());
      return field !== null && hasText(field);
    },
    stop() {
      for (const name of names) document.removeEventListener(name, onKey, true);
    },
  };
}
