import type { ChatMessage } from '@butikkpanel/contracts';
import type { PendingMessage } from '../chat-session';
import type { PanelHost, PanelView } from '../panel-host';
import { addStyles, el } from '../shadow';
import { PANEL_CSS } from './styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const make = el;

const isStored = (item: ChatMessage | PendingMessage): item is ChatMessage => 'id' in item;

/** The chat panel, loaded the first time the visitor opens the chat. Every text is set as textContent. */
export function mountPanel(host: PanelHost): PanelView {
  const { session, texts } = host;
  addStyles(host.root, PANEL_CSS);

  const panel = make('section', {
    class: 'panel',
    role: 'dialog',
    'aria-labelledby': 'bp-title',
    hidden: '',
  });
  const head = make('div', { class: 'head' });
  const title = make('h2', { id: 'bp-title' });
  const closeButton = make('button', { type: 'button', class: 'x', 'aria-label': texts.closeChat }, '×');
  head.append(title, closeButton);

  const log = make('div', { class: 'log', role: 'log', 'aria-live': 'polite', tabindex: '0' });
  const greeting = make('p', { class: 'note' });
  const status = make('p', { class: 'note' });
  log.append(greeting, status);
  const typing = make('p', { class: 'typing', 'aria-live': 'polite' });

  const contact = make('form', { class: 'contact', novalidate: '' });
  const nameInput = make('input', { id: 'bp-name', name: 'name', autocomplete: 'name', maxlength: '100' });
  const emailInput = make('input', {
    id: 'bp-email',
    name: 'email',
    type: 'email',
    autocomplete: 'email',
    maxlength: '254',
    required: '',
  });
  const contactError = make('p', { class: 'err', role: 'alert' });
  contact.append(
    make('label', { for: 'bp-name' }, texts.name),
    nameInput,
    make('label', { for: 'bp-email' }, texts.email),
    emailInput,
    contactError,
    make('button', { type: 'submit', class: 'btn' }, texts.saveContact),
  );

  const compose = make('form', { class: 'compose' });
  const input = make('textarea', { id: 'bp-text', rows: '1', maxlength: '5000' });
  const sendButton = make('button', { type: 'submit', class: 'btn' }, texts.send);
  compose.append(make('label', { for: 'bp-text', class: 'sr' }, texts.message), input, sendButton);

  panel.append(head, log, typing, contact, compose);
  host.container.prepend(panel);

  const rows = new Map<string, HTMLElement>();
  let contactSaved = false;

  function row(item: ChatMessage | PendingMessage): HTMLElement {
    const key = item.client_id || (isStored(item) ? item.id : '');
    const mine = !isStored(item) || item.from === '0';
    let element = rows.get(key);
    if (!element) {
      element = make('div', { class: mine ? 'msg me' : 'msg' });
      element.append(make('span', { class: 'sr' }, `${mine ? texts.you : texts.operator}: `), make('span'));
      element.append(make('small'));
      rows.set(key, element);
    }
    const [, body, meta] = element.children;
    if (body) body.textContent = item.text;
    let note = '';
    if (!isStored(item)) note = item.error ? `${texts.notSent}: ${item.error}` : texts.sending;
    else if (item.email === 1) note = texts.byEmail;
    if (meta) {
      meta.textContent = note;
      (meta as HTMLElement).hidden = !note;
    }
    return element;
  }

  function render(): void {
    const config = host.config();
    title.textContent = config.texts.title;
    greeting.textContent = config.texts.greeting;
    input.placeholder = config.texts.placeholder;
    const offline = session.operatorsOnline === 0;
    status.textContent = session.refused
      ? texts.unavailable
      : !session.connected
        ? texts.connecting
        : offline
          ? config.texts.offline
          : '';
    status.hidden = !status.textContent;
    contact.hidden = !offline || (!!session.identifiedEmail() && !contactSaved) || !!session.refused;
    if (contactSaved) contact.replaceChildren(make('p', { class: 'note' }, texts.contactSaved));

    let previous: Element = status;
    for (const item of session.list()) {
      const element = row(item);
      if (previous.nextElementSibling !== element) previous.after(element);
      previous = element;
    }
    while (previous.nextElementSibling) previous.nextElementSibling.remove();
    typing.textContent = session.operatorTyping ? `${texts.operator} ${texts.typing}` : '';
    if (!panel.hidden) {
      log.scrollTop = log.scrollHeight;
      session.markSeen();
    }
  }

  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let isTyping = false;
  const stopTyping = () => {
    clearTimeout(typingTimer);
    if (isTyping) session.typing(0);
    isTyping = false;
  };
  input.addEventListener('input', () => {
    if (!input.value.trim()) return stopTyping();
    if (!isTyping) isTyping = session.typing(1);
    clearTimeout(typingTimer);
    typingTimer = setTimeout(stopTyping, host.typingTimeoutMs);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      compose.requestSubmit();
    }
  });
  compose.addEventListener('submit', (event) => {
    event.preventDefault();
    stopTyping();
    // Whitespace-only is not a message (spec section 5): nothing is sent and the text stays.
    if (!input.value.trim()) return;
    void session.send(input.value);
    input.value = '';
  });
  contact.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = emailInput.value.trim();
    if (!EMAIL.test(email)) {
      contactError.textContent = texts.invalidEmail;
      emailInput.setAttribute('aria-invalid', 'true');
      return;
    }
    emailInput.removeAttribute('aria-invalid');
    const answer = await session.identify({ name: nameInput.value.trim(), email }).catch(() => null);
    if (answer && !answer.ok) {
      contactError.textContent = answer.error.message;
      return;
    }
    contactSaved = true;
    render();
  });
  closeButton.addEventListener('click', () => host.close());
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') host.close();
  });
  session.onChange(render);
  render();

  return {
    show() {
      panel.hidden = false;
      render();
      input.focus();
    },
    hide() {
      stopTyping();
      panel.hidden = true;
    },
  };
}
