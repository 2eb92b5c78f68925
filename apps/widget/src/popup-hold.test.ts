// @vitest-environment jsdom
import type { WidgetPopup } from '@butikkpanel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_QUIET_MS } from './popup/hold';
import { startPopups } from './popup/index';
import { memoryStore } from './storage';

/**
 * A popup never opens over the open chat or while the visitor types anywhere on the page, never takes the
 * keyboard from them, and opens at the next quiet moment; of several due at once, one shows by priority.
 */
const FORM =
  '<h2>Få 10 % rabatt</h2><form><input name="email" type="email"><button>Meld meg på</button></form>';

const popup = (id: number, rules: WidgetPopup['settings']['rules']['groups'] = []): WidgetPopup => ({
  id,
  settings: {
    max_width: 800,
    placement: 'center',
    rules: { groups: rules },
    frequency: { mode: 'once', days: null },
    stop_after_submit: true,
    hide_from_subscribers: false,
    audience: 'everyone',
  },
  variants: [{ id: id * 10, weight: 100, html: FORM, css: '' }],
});
const afterSeconds = (seconds: number) => [[{ kind: 'delay' as const, seconds }]];

function serve(popups: WidgetPopup[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) =>
      String(input).endsWith('/shown')
        ? new Response(null, { status: 204 })
        : Response.json({ data: { popups, subscriber: false } }),
    ),
  );
}

/** The runtime with a chat the test opens and closes, as the loader's. */
function start() {
  const chat = { open: false, opening: [] as Array<() => void> };
  const shown: number[] = [];
  startPopups({
    origin: 'https://panel.example',
    account: 7,
    uid: 'besokende-1234',
    store: memoryStore(),
    cartTotal: () => null,
    onNavigation: () => {},
    emit: (event, payload) => {
      if (event === 'popup:shown') shown.push(payload.popup_id);
    },
    chatIsOpen: () => chat.open,
    onChatOpen: (listener) => chat.opening.push(listener),
  });
  return {
    shown,
    openChat() {
      chat.open = true;
      for (const listener of chat.opening) listener();
    },
    closeChat() {
      chat.open = false;
    },
  };
}

const popupHost = () => document.getElementById('butikkpanel-popup');
/** The chat's message field, in an open shadow root like the widget's. */
function chatField(): HTMLTextAreaElement {
  const host = document.createElement('div');
  document.body.append(host);
  const field = document.createElement('textarea');
  host.attachShadow({ mode: 'open' }).append(field);
  return field;
}
const deepFocus = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value += text;
  field.dispatchEvent(new KeyboardEvent('keydown', { key: text, bubbles: true, composed: true }));
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2026-06-10T10:00:00Z'));
  document.body.innerHTML = '<label>Søk <input id="search" type="search"></label>';
  localStorage.clear();
});
afterEach(() => {
  popupHost()?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a popup and the chat on one page', () => {
  it('waits while the chat is open, and opens once it is closed', async () => {
    serve([popup(5, afterSeconds(5))]);
    const page = start();
    page.openChat();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(popupHost()).toBeNull();
    page.closeChat();
    await vi.advanceTimersByTimeAsync(1000);
    expect(popupHost()).not.toBeNull();
    expect(page.shown).toEqual([5]);
  });

  it('waits while the visitor types in the chat, never taking the keyboard, and opens when it is quiet', async () => {
    serve([popup(5, afterSeconds(5))]);
    start();
    const field = chatField();
    field.focus();
    // Slowly, across the moment the popup would open.
    for (let second = 0; second < 12; second += 3) {
      type(field, 'hei ');
      await vi.advanceTimersByTimeAsync(3000);
      expect(popupHost()).toBeNull();
      expect(deepFocus()).toBe(field);
    }
    // Sent: the field is empty, but a keystroke this recent still holds the popup.
    field.value = '';
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS - 3000 - 1000);
    expect(popupHost()).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(popupHost()).not.toBeNull();
  });

  it('waits while a shop field with text has focus, or had a keystroke, and ignores other keys', async () => {
    serve([popup(5, afterSeconds(2))]);
    start();
    const search = document.getElementById('search') as HTMLInputElement;
    search.focus();
    type(search, 'joggesko');
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS + 5000);
    // Quiet for long, but the visitor is still in the middle of a search.
    expect(popupHost()).toBeNull();
    search.blur();
    await vi.advanceTimersByTimeAsync(1000);
    expect(popupHost()).not.toBeNull();
  });

  it('counts a keystroke in contenteditable, but not a key pressed outside any field', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="note" contenteditable="true"></div><p id="text">Tekst</p>',
    );
    serve([popup(5, afterSeconds(1))]);
    start();
    const note = document.getElementById('note') as HTMLElement;
    note.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(popupHost()).toBeNull();
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS);
    expect(popupHost()).not.toBeNull();
  });

  it('gives way when the visitor opens the chat while it shows', async () => {
    serve([popup(5, afterSeconds(1))]);
    const page = start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(popupHost()).not.toBeNull();
    page.openChat();
    expect(popupHost()).toBeNull();
  });
});

describe('several popups due at once', () => {
  it('show one: the more specific targeting first, then the newest', async () => {
    const onThisPage = popup(3, [
      [
        { kind: 'page', match: 'starts_with', value: '/' },
        { kind: 'delay', seconds: 1 },
      ],
    ]);
    serve([popup(4, afterSeconds(1)), onThisPage, popup(2, afterSeconds(1))]);
    const first = start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(first.shown).toEqual([3]);
    expect(document.querySelectorAll('#butikkpanel-popup')).toHaveLength(1);
    popupHost()?.remove();

    localStorage.clear();
    serve([popup(4, afterSeconds(1)), popup(9, afterSeconds(1)), popup(2, afterSeconds(1))]);
    const second = start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(second.shown).toEqual([9]);
  });
});
