import { addStyles, el } from './shadow';
import { TEXTS, type WidgetConfig } from './texts';

const CSS = `:host{all:initial}
.bp{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24}
.bubble{position:relative;width:56px;height:56px;border:0;border-radius:50%;background:var(--bp-primary,#1f6feb);color:var(--bp-text,#fff);cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);display:grid;place-items:center;padding:0}
.bubble:focus-visible{outline:3px solid #1b1f24;outline-offset:3px}
.bubble svg{width:28px;height:28px;fill:currentColor}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;border-radius:10px;background:#c62828;color:#fff;font-size:12px;font-weight:700;line-height:20px;text-align:center;padding:0 5px;box-sizing:border-box}
.badge[hidden],.bubble[hidden]{display:none}`;

const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"/></svg>';

export interface Bubble {
  root: ShadowRoot;
  container: HTMLElement;
  button: HTMLButtonElement;
  setUnread(count: number): void;
  setHidden(hidden: boolean): void;
  applyConfig(config: WidgetConfig): void;
}

/** The widget's host in the shop page: a shadow root, so shop styles cannot reach in, with the chat bubble. */
export function mountBubble(onClick: () => void): Bubble {
  const host = el('div', { id: 'butikkpanel-widget' });
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root, CSS);
  const container = el('div', { class: 'bp' });
  let label: string = TEXTS.openChat;
  const button = el('button', { type: 'button', class: 'bubble', 'aria-label': label, title: label });
  // A fixed icon of ours, never visitor or operator content.
  button.innerHTML = ICON;
  const badge = el('span', { class: 'badge', hidden: '', 'aria-hidden': 'true' });
  button.append(badge);
  button.addEventListener('click', onClick);
  container.append(button);
  root.append(container);
  document.body.append(host);
  return {
    root,
    container,
    button,
    setUnread(count) {
      badge.hidden = count === 0;
      badge.textContent = count > 99 ? '99+' : String(count);
      button.setAttribute('aria-label', count ? `${label}, ${TEXTS.unread(count)}` : label);
    },
    setHidden(hidden) {
      button.hidden = hidden;
    },
    applyConfig(config) {
      host.style.setProperty('--bp-primary', config.colors.primary);
      host.style.setProperty('--bp-text', config.colors.text);
      label = config.texts.button;
      button.title = label;
      if (badge.hidden) button.setAttribute('aria-label', label);
    },
  };
}
