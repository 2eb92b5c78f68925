import type { WidgetPopup } from '@butikkpanel/contracts';
import { startCountdowns } from '../countdown';
import { addStyles, el } from '../shadow';
import { POPUP_CSS } from './styles';
import type { PopupTexts } from './texts';

export interface PopupDialog {
  host: HTMLElement;
  root: ShadowRoot;
  dialog: HTMLElement;
  /** Where the design goes (and the thank-you after a submit). */
  content: HTMLElement;
  close(): void;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The element that has focus, looking into open shadow roots (the chat's, another widget's). */
export function focused(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Shows a popup as a modal dialog in its own Shadow DOM: labelled by the design's first heading, focus
 * moved in and kept there (Tab and Shift+Tab wrap; focus that escapes is brought back), Escape and the
 * close button close it, and focus goes back to where it was. The design is the server's sanitised
 * HTML and CSS (apps/server/src/lib/safe-design.ts).
 */
export function openDialog(
  settings: WidgetPopup['settings'],
  design: { html: string; css: string },
  texts: PopupTexts,
  onClose: () => void,
): PopupDialog {
  const previous = focused();
  const host = el('div', { id: 'butikkpanel-popup' });
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root, POPUP_CSS);
  if (design.css) addStyles(root, design.css);
  const layer = el('div', { class: `bpw-layer bpw-${settings.placement}` });
  layer.style.setProperty('--bpw-width', `${settings.max_width}px`);
  const dialog = el('div', { class: 'bpw-dialog', role: 'dialog', 'aria-modal': 'true', tabindex: '-1' });
  const content = el('div', { class: 'bpw-content' });
  content.innerHTML = design.html;
  const stopCountdowns = startCountdowns(content);
  const heading = content.querySelector('h1,h2,h3,h4,h5,h6');
  if (heading) {
    heading.id ||= 'bpw-title';
    dialog.setAttribute('aria-labelledby', heading.id);
  } else {
    dialog.setAttribute('aria-label', texts.dialog);
  }
  // After the design in the DOM, so Tab starts in the form; drawn in the top corner.
  const closeButton = el('button', { type: 'button', class: 'bpw-close', 'aria-label': texts.close }, '×');
  dialog.append(content, closeButton);
  layer.append(dialog);
  root.append(layer);
  document.body.append(host);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    document.removeEventListener('focusin', keepFocus, true);
    stopCountdowns();
    host.remove();
    if (previous?.isConnected) previous.focus();
    onClose();
  };
  const keepFocus = (event: FocusEvent) => {
    // Events from inside the shadow root reach the document as coming from the host.
    if (event.target !== host) dialog.focus();
  };
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = root.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });
  closeButton.addEventListener('click', close);
  // A click on the backdrop (centre) closes, as Escape does.
  layer.addEventListener('click', (event) => {
    if (event.target === layer) close();
  });
  document.addEventListener('focusin', keepFocus, true);
  dialog.focus();
  return { host, root, dialog, content, close };
}
