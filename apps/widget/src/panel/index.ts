import type { ChatMessage } from '@butikkpanel/contracts';
import { CHAT_IMAGE_TYPES, chatImageProblem, isWithinOpeningHours } from '@butikkpanel/contracts/chat/widget';
import type { PendingMessage } from '../chat-session';
import type { PanelHost, PanelView } from '../panel-host';
import { addStyles, el } from '../shadow';
import { PANEL_CSS } from './styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const make = el;

const isStored = (item: ChatMessage | PendingMessage): item is ChatMessage => 'id' in item;

/** A paperclip (Material Icons' attach_file, Apache 2.0), drawn with DOM calls like everything else here. */
function paperclip(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute(
    'd',
    'M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z',
  );
  svg.append(path);
  return svg;
}

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
  const closedNote = make('p', { class: 'note closed' }, texts.conversationClosed);

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
  const attachButton = make('button', {
    type: 'button',
    class: 'attach',
    'aria-label': texts.attachImage,
    title: texts.attachImage,
  });
  attachButton.append(paperclip());
  // Opened by the button; the picker only suggests jpg and png, so the file is checked again below.
  const fileInput = make('input', {
    type: 'file',
    accept: CHAT_IMAGE_TYPES.join(','),
    hidden: '',
    tabindex: '-1',
    'aria-label': texts.attachImage,
  });
  const sendButton = make('button', { type: 'submit', class: 'btn' }, texts.send);
  compose.append(
    make('label', { for: 'bp-text', class: 'sr' }, texts.message),
    input,
    attachButton,
    fileInput,
    sendButton,
  );
  const composeError = make('p', { class: 'err cerr', role: 'alert' });

  panel.append(head, log, typing, contact, compose, composeError);
  host.container.prepend(panel);

  const rows = new Map<string, HTMLElement>();
  let contactSaved = false;

  /** The image, linked to its full size in a new tab; only ever from this server's address for it. */
  function showImage(holder: HTMLElement, image: string | null | undefined, mine: boolean): void {
    const url = image ? session.imageUrl(image) : null;
    if ((holder.dataset.src ?? '') === (url ?? '')) return;
    holder.dataset.src = url ?? '';
    holder.replaceChildren();
    if (!url) return;
    const alt = mine ? texts.imageFromYou : texts.imageFromOperator;
    const link = make('a', {
      href: url,
      target: '_blank',
      rel: 'noopener noreferrer',
      'aria-label': `${alt} (${texts.opensInNewTab})`,
    });
    link.append(make('img', { src: url, alt }));
    holder.append(link);
  }

  function row(item: ChatMessage | PendingMessage): HTMLElement {
    const key = item.client_id || (isStored(item) ? item.id : '');
    const mine = !isStored(item) || item.from === '0';
    let element = rows.get(key);
    if (!element) {
      element = make('div', { class: mine ? 'msg me' : 'msg' });
      element.append(
        make('span', { class: 'sr' }, `${mine ? texts.you : texts.operator}: `),
        make('span', { class: 'pic' }),
        make('span'),
        make('small'),
      );
      rows.set(key, element);
    }
    const [, picture, body, meta] = element.children;
    if (picture) showImage(picture as HTMLElement, item.image, mine);
    if (body) {
      body.textContent = item.text;
      (body as HTMLElement).hidden = !item.text;
    }
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
    // An operator who has answered is there, whatever the presence count or the opening hours say.
    const offline =
      !session.operatorAnswered &&
      (session.operatorsOnline === 0 || !isWithinOpeningHours(config.openingHours, new Date()));
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
    // Last in the log (announced by its aria-live), until someone writes again.
    if (session.closedByOperator) log.append(closedNote);
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
  attachButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    // Emptied, so picking the same file again (after an error) is a change too.
    fileInput.value = '';
    if (!file) return;
    const problem = chatImageProblem(file);
    composeError.textContent =
      problem === 'file_too_big' ? texts.fileTooBig : problem ? texts.illegalFileType : '';
    if (!problem) void session.sendImage(file);
    input.focus();
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
