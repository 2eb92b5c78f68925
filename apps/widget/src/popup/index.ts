import type { WidgetPopup } from '@butikkpanel/contracts';
import {
  chooseVariant,
  couldHoldOnThisPage,
  rulesHold,
  winningPopup,
} from '@butikkpanel/contracts/popups/rule-engine';
import type { PopupHost } from '../popup-host';
import { el } from '../shadow';
import { randomId } from '../storage';
import { openDialog, type PopupDialog } from './dialog';
import {
  clearErrors,
  readError,
  readFields,
  showFieldErrors,
  showFormError,
  showServerFieldErrors,
  validate,
} from './form';
import { isSubscriber, mayShow, readMemory, remember } from './frequency';
import { watchTyping } from './hold';
import { POPUP_TEXTS } from './texts';
import { buildVisit, currentVisit, type Landing, landingOf, type PageState } from './visit';

/** How often the time rules (delay, inactivity) are looked at while a popup waits for them. */
const TICK_MS = 1000;

/** The answer of GET /api/widget/{account}/popups, or nothing to show when it is not that. */
export function readPopups(answer: unknown): { popups: WidgetPopup[]; subscriber: boolean } {
  const data = (answer as { data?: { popups?: unknown; subscriber?: unknown } } | null)?.data;
  const popups = Array.isArray(data?.popups)
    ? (data.popups as WidgetPopup[]).filter(
        (popup) => Number.isInteger(popup?.id) && Array.isArray(popup.variants) && popup.settings?.rules,
      )
    : [];
  return { popups, subscriber: data?.subscriber === true };
}

/** Watches the page for the rules that wait (scroll depth, exit intent, activity) from one page's start. */
class PageWatch {
  startedAt = Date.now();
  lastActivityAt = this.startedAt;
  scrollPercent = 0;
  exitIntent = false;

  reset(): void {
    this.startedAt = this.lastActivityAt = Date.now();
    this.scrollPercent = 0;
    this.exitIntent = false;
  }

  measureScroll(): void {
    const height = document.documentElement.scrollHeight;
    const seen = height > 0 ? ((scrollY + innerHeight) / height) * 100 : 100;
    this.scrollPercent = Math.max(this.scrollPercent, Math.min(100, Math.round(seen)));
  }
}

/**
 * The popup runtime (docs/widget.md, "Popups"): asks the server for this visitor's popups, keeps the ones
 * their frequency and the visitor's submits allow, and, if one could still show on this page, watches the
 * page until its rules hold (one engine with the server, rule-engine.ts); then shows it, reports the view,
 * sends its form, and remembers both in the visitor's localStorage. Re-checks after SPA navigation.
 * Never over the open chat or while the visitor types anywhere on the page: a due popup waits for the
 * next moment with the chat closed and the typing quiet; of several due at once, winningPopup's shows.
 */
export function startPopups(host: PopupHost): void {
  const { origin, account, uid, store } = host;
  const api = `${origin}/api/widget/${account}/popups`;
  const watch = new PageWatch();
  let visit = currentVisit(store, account, Date.now());
  const landing: Landing = landingOf(store, account, {
    search: location.search,
    referrer: document.referrer,
    host: location.host,
  });
  let popups: WidgetPopup[] = [];
  let serverSubscriber = false;
  let candidates: WidgetPopup[] = [];
  let showing: PopupDialog | null = null;
  let shownOnPage = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  // From the start, so typing before the popups arrive counts too.
  const typing = watchTyping();
  const held = () => host.chatIsOpen() || typing.typing();
  // The visitor chose the chat: a popup on screen gives way (WCAG 3.2.1, nothing takes the keyboard).
  host.onChatOpen(() => showing?.close());

  const state = (): PageState => ({
    pathname: location.pathname,
    search: location.search,
    now: Date.now(),
    pageStartedAt: watch.startedAt,
    lastActivityAt: watch.lastActivityAt,
    scrollPercent: watch.scrollPercent,
    exitIntent: watch.exitIntent,
    userAgent: navigator.userAgent,
    returning: visit.returning,
    cartTotal: host.cartTotal(),
    landing,
  });

  const check = () => {
    if (showing || shownOnPage || candidates.length === 0 || held()) return;
    const facts = buildVisit(state());
    const due = winningPopup(candidates.filter((popup) => rulesHold(popup.settings.rules, facts)));
    if (due) show(due);
  };
  const active = () => {
    watch.lastActivityAt = Date.now();
  };
  const onScroll = () => {
    active();
    watch.measureScroll();
    check();
  };
  const onLeave = (event: MouseEvent) => {
    // Exit intent: the pointer leaves the page through the top, towards the tabs and the address bar.
    if (event.relatedTarget === null && event.clientY <= 0) {
      watch.exitIntent = true;
      check();
    }
  };
  const activity = ['mousemove', 'keydown', 'pointerdown', 'touchstart'] as const;
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const name of activity) window[method](name, active, { passive: true });
    window[method]('scroll', onScroll, { passive: true });
    document[method]('mouseout', onLeave as EventListener);
  };

  const stopWatching = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    listen(false);
  };
  /** Which popups may still show on this page; only when there is one does the page get listeners. */
  const plan = () => {
    const now = Date.now();
    const memory = readMemory(store, account);
    const subscriber = isSubscriber(memory, serverSubscriber);
    const facts = buildVisit(state());
    candidates = popups.filter(
      (popup) =>
        mayShow(popup.settings, memory[popup.id], { now, visitStart: visit.start, subscriber }) &&
        couldHoldOnThisPage(popup.settings.rules, facts),
    );
    if (candidates.length === 0 || shownOnPage) return stopWatching();
    if (timer === undefined) {
      timer = setInterval(check, TICK_MS);
      listen(true);
    }
    watch.measureScroll();
    check();
  };

  function show(popup: WidgetPopup): void {
    // The server sends the visitor's own variant; choosing again only matters if it ever sends them all.
    const variant = chooseVariant(uid, popup.id, popup.variants) ?? popup.variants[0];
    if (!variant) return;
    stopWatching();
    shownOnPage = true;
    remember(store, account, popup.id, { shown: Date.now() });
    const event = { popup_id: popup.id, variant_id: variant.id };
    void post(`${api}/${popup.id}/shown`, { visitor_id: uid, variant_id: variant.id }).catch(() => {});
    showing = openDialog(popup.settings, variant, POPUP_TEXTS, () => {
      showing = null;
      host.emit('popup:closed', event);
    });
    host.emit('popup:shown', event);
    const form = showing.content.querySelector('form');
    if (form) {
      hideCodePlaces(showing.content, form);
      handleForm(form, showing, event);
    }
  }

  function handleForm(
    form: HTMLFormElement,
    dialog: PopupDialog,
    event: { popup_id: number; variant_id: number },
  ) {
    // The browser's own bubbles would not match the shop's language or the server's check.
    form.noValidate = true;
    // One id for every try of this form: a retried request is stored once (popupSubmitBodySchema).
    const submitId = randomId();
    let sending = false;
    form.addEventListener('submit', (submit) => {
      submit.preventDefault();
      if (sending) return;
      clearErrors(form);
      const problems = validate(form, POPUP_TEXTS);
      if (problems.length > 0) return showFieldErrors(problems);
      sending = true;
      form.setAttribute('aria-busy', 'true');
      post(`${api}/${event.popup_id}/submit`, {
        visitor_id: uid,
        variant_id: event.variant_id,
        submit_id: submitId,
        fields: readFields(form),
      })
        .then(async (response) => {
          const answer: unknown = await response.json().catch(() => null);
          if (!response.ok) {
            const error = readError(answer);
            if (!error || !showServerFieldErrors(form, error.fields)) {
              showFormError(form, error?.message ?? POPUP_TEXTS.failed);
            }
            return;
          }
          const data = (answer as { data?: { code?: unknown; confirm?: unknown } } | null)?.data;
          const code = String(data?.code ?? '');
          remember(store, account, event.popup_id, { submitted: true });
          host.emit('popup:submitted', { ...event, code });
          thank(dialog, form, code, data?.confirm === true);
        })
        .catch(() => showFormError(form, POPUP_TEXTS.failed))
        .finally(() => {
          sending = false;
          form.removeAttribute('aria-busy');
        });
    });
  }

  const navigated = () => {
    watch.reset();
    shownOnPage = false;
    visit = currentVisit(store, account, Date.now());
    plan();
  };

  fetch(`${api}?visitor=${encodeURIComponent(uid)}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: unknown) => {
      ({ popups, subscriber: serverSubscriber } = readPopups(answer));
      if (popups.length === 0) return typing.stop();
      host.onNavigation(navigated);
      plan();
    })
    .catch(() => {
      // No popups this page: the shop works as before.
    });
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // A view reported as the visitor leaves still arrives.
    keepalive: true,
  });
}

/** The design's places for the code (`data-bp-code`, the builder's discount block) outside the form. */
const codePlaces = (content: HTMLElement, form: HTMLFormElement) =>
  [...content.querySelectorAll<HTMLElement>('[data-bp-code]')].filter((place) => !form.contains(place));

/**
 * The thank-you in the form's place, focused so focus stays in the dialog. A code goes into the design's
 * places for it, with a copy button; a design without one gets "Din rabattkode: CODE" in the thank-you.
 * With double opt-in (`confirm`) there is no code yet: the thank-you asks the person to confirm by mail.
 */
export function thank(dialog: PopupDialog, form: HTMLFormElement, code: string, confirm = false): void {
  const thanks = el('div', { class: 'bpw-thanks', tabindex: '-1' });
  thanks.append(el('p', {}, POPUP_TEXTS.thanks));
  if (confirm) thanks.append(el('p', {}, POPUP_TEXTS.confirm));
  const places = codePlaces(dialog.content, form);
  if (code) {
    const copy = el('button', { type: 'button', class: 'bpw-copy' }, POPUP_TEXTS.copy);
    const status = el('p', { role: 'status' });
    copy.addEventListener('click', () => {
      navigator.clipboard?.writeText(code).then(
        () => {
          status.textContent = POPUP_TEXTS.copied;
        },
        () => {
          // Without clipboard access the code stays on screen to copy by hand.
        },
      );
    });
    const phrased = (line: HTMLElement) => {
      line.append(POPUP_TEXTS.code, el('strong', {}, code), copy);
      return line;
    };
    const [first] = places;
    if (first) {
      // A place with the builder's sample code has its own words around it: only the code goes in. An
      // empty place (the starter design's) gets the whole "Din rabattkode: CODE".
      const sampled = first.textContent?.trim() !== '';
      for (const place of places) {
        place.textContent = code;
        place.hidden = false;
      }
      if (sampled) first.after(copy, status);
      else {
        first.replaceChildren();
        phrased(first).after(status);
      }
    } else {
      thanks.append(phrased(el('p', { class: 'bpw-code' })), status);
    }
  }
  form.replaceWith(thanks);
  thanks.focus();
}

/** The builder's code places show sample text ("VELKOMMEN10"): hidden until a real code arrives. */
export function hideCodePlaces(content: HTMLElement, form: HTMLFormElement): void {
  for (const place of codePlaces(content, form)) place.hidden = true;
}
