// @vitest-environment jsdom
import {
  BASE_VISIT,
  CONTENT_KEYS_PER_REQUEST,
  EMAIL_PATTERN as CONTRACT_EMAIL_PATTERN,
  FIELD_MESSAGES_NB,
  RULE_CASES,
  type WidgetPopup,
} from '@butikkpanel/contracts';
import { couldHoldOnThisPage, rulesHold, type VisitFacts } from '@butikkpanel/contracts/popups/rule-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_KEYS_PER_REQUEST, fillBlocks } from './blocks';
import { openDialog } from './popup/dialog';
import { mayShow } from './popup/frequency';
import { startPopups } from './popup/index';
import { EMAIL_PATTERN, POPUP_TEXTS } from './popup/texts';
import { buildVisit, currentVisit, deviceOf, landingOf, type PageState, VISIT_GAP_MS } from './popup/visit';
import type { PopupEvent, PopupEventName } from './popup-host';
import { type KeyValueStore, memoryStore } from './storage';
import { readConfig } from './texts';

const USER_AGENTS: Record<VisitFacts['device'], string> = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  tablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
};

/** The page as the runtime would see it for the engine's visit: the reverse of buildVisit. */
function pageFor(visit: VisitFacts): PageState {
  const now = visit.now.getTime();
  const query = visit.path.indexOf('?');
  return {
    pathname: query < 0 ? visit.path : visit.path.slice(0, query),
    search: query < 0 ? '' : visit.path.slice(query),
    now,
    pageStartedAt: now - visit.secondsOnPage * 1000,
    lastActivityAt: now - visit.idleSeconds * 1000,
    scrollPercent: visit.scrollPercent,
    exitIntent: visit.exitIntent,
    userAgent: USER_AGENTS[visit.device],
    returning: visit.returning,
    cartTotal: visit.cartTotal,
    landing: { referrer: visit.referrer, ...visit.utm },
  };
}

describe('the rule cases, through the widget', () => {
  it.each(RULE_CASES.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', (_name, ruleCase) => {
    const visit = buildVisit(pageFor({ ...BASE_VISIT, ...ruleCase.visit }));
    expect(visit).toEqual({ ...BASE_VISIT, ...ruleCase.visit });
    expect(rulesHold(ruleCase.rules, visit)).toBe(ruleCase.shows);
    // A popup that shows must also be one the runtime waits for on this page.
    if (ruleCase.shows) expect(couldHoldOnThisPage(ruleCase.rules, visit)).toBe(true);
  });

  it('tells devices apart by their user agent', () => {
    for (const [device, agent] of Object.entries(USER_AGENTS)) expect(deviceOf(agent)).toBe(device);
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
  });

  it('knows a returning visitor after half an hour away, and keeps the landing', () => {
    const store = memoryStore();
    const start = Date.parse('2026-06-10T10:00:00Z');
    expect(currentVisit(store, 7, start)).toEqual({ start, returning: false });
    expect(currentVisit(store, 7, start + 60_000)).toEqual({ start, returning: false });
    const later = start + 60_000 + VISIT_GAP_MS;
    expect(currentVisit(store, 7, later)).toEqual({ start: later, returning: true });

    const page = { search: '?utm_source=nyhetsbrev&utm_campaign=vinter', referrer: '', host: 'sko.no' };
    expect(landingOf(store, 7, page)).toEqual({
      referrer: '',
      source: 'nyhetsbrev',
      medium: '',
      campaign: 'vinter',
    });
    // A later page of the shop itself keeps the landing.
    expect(landingOf(store, 7, { search: '', referrer: 'https://sko.no/', host: 'sko.no' }).campaign).toBe(
      'vinter',
    );
  });
});

describe('popup texts and limits', () => {
  it('are the catalogue texts and the contract limits', () => {
    expect(POPUP_TEXTS.required).toBe(FIELD_MESSAGES_NB.field_empty);
    expect(POPUP_TEXTS.invalidEmail).toBe(FIELD_MESSAGES_NB.invalid_email);
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL_PATTERN.source);
    expect(BLOCK_KEYS_PER_REQUEST).toBe(CONTENT_KEYS_PER_REQUEST);
  });

  it('the config says popups only when the answer does', () => {
    expect(readConfig({}).popups).toBe(false);
    expect(readConfig({ popups: 'yes' }).popups).toBe(false);
    expect(readConfig({ popups: true }).popups).toBe(true);
  });
});

const settings = (changes: Partial<WidgetPopup['settings']> = {}): WidgetPopup['settings'] => ({
  max_width: 800,
  placement: 'center',
  rules: { groups: [] },
  frequency: { mode: 'once', days: null },
  stop_after_submit: true,
  hide_from_subscribers: false,
  audience: 'everyone',
  ...changes,
});

describe('frequency', () => {
  const now = Date.parse('2026-06-10T10:00:00Z');
  const day = 86_400_000;
  const context = { now, visitStart: now - 60_000, subscriber: false };

  it('once, once per N days, every visit', () => {
    expect(mayShow(settings(), undefined, context)).toBe(true);
    expect(mayShow(settings(), { shown: now - 100 * day }, context)).toBe(false);
    const days = settings({ frequency: { mode: 'days', days: 7 } });
    expect(mayShow(days, { shown: now - 6 * day }, context)).toBe(false);
    expect(mayShow(days, { shown: now - 7 * day }, context)).toBe(true);
    const visits = settings({ frequency: { mode: 'every_visit', days: null } });
    expect(mayShow(visits, { shown: now - 30_000 }, context)).toBe(false);
    expect(mayShow(visits, { shown: now - 120_000 }, context)).toBe(true);
  });

  it('stops after a submit, and hides from subscribers when asked', () => {
    const visits = settings({ frequency: { mode: 'every_visit', days: null } });
    expect(mayShow(visits, { shown: 1, submitted: true }, context)).toBe(false);
    expect(mayShow({ ...visits, stop_after_submit: false }, { shown: 1, submitted: true }, context)).toBe(
      true,
    );
    expect(
      mayShow({ ...visits, hide_from_subscribers: true }, undefined, { ...context, subscriber: true }),
    ).toBe(false);
    expect(mayShow(visits, undefined, { ...context, subscriber: true })).toBe(true);
  });
});

const FORM = `<h2>Få 10 % rabatt</h2>
<form>
<label>Fornavn <input name="fornavn" type="text"></label>
<label>E-post <input name="email" type="email" required></label>
<label><input name="samtykke" type="checkbox" required> Ja takk</label>
<button type="submit">Meld meg på</button>
</form>`;

const popup = (changes: Partial<WidgetPopup['settings']> = {}, html = FORM): WidgetPopup => ({
  id: 5,
  settings: settings(changes),
  variants: [{ id: 51, weight: 100, html, css: '.x{color:red}' }],
});

interface Call {
  url: string;
  body: unknown;
}

/** The server's side of the popups API, with every request kept. */
function fakeServer(answer: { popups: WidgetPopup[]; subscriber?: boolean }, submit?: () => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith('/submit')) return submit?.() ?? Response.json({ data: { code: 'VELKOMMEN-7QX' } });
    if (url.endsWith('/shown')) return new Response(null, { status: 204 });
    return Response.json({ data: { popups: answer.popups, subscriber: answer.subscriber ?? false } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function start(store: KeyValueStore = memoryStore()) {
  const events: Array<[PopupEventName, PopupEvent]> = [];
  const navigation: Array<() => void> = [];
  startPopups({
    origin: 'https://panel.example',
    account: 7,
    uid: 'besokende-1234',
    store,
    cartTotal: () => null,
    onNavigation: (listener) => navigation.push(listener),
    emit: (event, payload) => events.push([event, payload]),
    chatIsOpen: () => false,
    onChatOpen: () => {},
  });
  return { events, navigation, store };
}

const popupHost = () => document.getElementById('butikkpanel-popup');
const shadow = () => popupHost()?.shadowRoot ?? null;
const key = (target: Element, name: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, composed: true }));

beforeEach(() => {
  document.body.innerHTML = '<button id="before">Handlekurv</button>';
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  popupHost()?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the popup runtime', () => {
  it('shows a popup once, reports the view, and remembers it in the store', async () => {
    const calls = fakeServer({ popups: [popup()] });
    const { events, store } = start();
    await vi.waitFor(() => expect(popupHost()).not.toBeNull());
    expect(calls[0]?.url).toBe('https://panel.example/api/widget/7/popups?visitor=besokende-1234');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      url: 'https://panel.example/api/widget/7/popups/5/shown',
      body: { visitor_id: 'besokende-1234', variant_id: 51 },
    });
    expect(events).toEqual([['popup:shown', { popup_id: 5, variant_id: 51 }]]);
    key(shadow()?.querySelector('[role=dialog]') as Element, 'Escape');
    expect(popupHost()).toBeNull();
    expect(events[1]).toEqual(['popup:closed', { popup_id: 5, variant_id: 51 }]);

    // The next page of the same visitor: "once" means never again.
    start(store);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popupHost()).toBeNull();
  });

  it('hides from known subscribers, by the server or after a submit here', async () => {
    fakeServer({ popups: [popup({ hide_from_subscribers: true })], subscriber: true });
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popupHost()).toBeNull();

    const store = memoryStore();
    store.set('butikkpanel:7:popups', JSON.stringify({ 9: { shown: 1, submitted: true } }));
    fakeServer({ popups: [popup({ hide_from_subscribers: true })] });
    start(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popupHost()).toBeNull();
  });

  it('waits for a delay, and re-checks a page rule after SPA navigation', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fakeServer({
      popups: [
        popup({
          rules: {
            groups: [
              [
                { kind: 'page', match: 'starts_with', value: '/kampanje' },
                { kind: 'delay', seconds: 3 },
              ],
            ],
          },
        }),
      ],
    });
    const { navigation } = start();
    await vi.waitFor(() => expect(navigation).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(popupHost()).toBeNull();
    history.pushState(null, '', '/kampanje/vinter');
    navigation[0]?.();
    await vi.advanceTimersByTimeAsync(2000);
    expect(popupHost()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(popupHost()).not.toBeNull();
  });

  it('validates the form in Norwegian, sends it as name → value, and shows the code to copy', async () => {
    const calls = fakeServer({ popups: [popup()] });
    const { events, store } = start();
    await vi.waitFor(() => expect(popupHost()).not.toBeNull());
    const root = shadow() as ShadowRoot;
    const form = root.querySelector('form') as HTMLFormElement;
    const email = root.querySelector<HTMLInputElement>('input[name=email]') as HTMLInputElement;

    form.requestSubmit();
    const errors = () => [...root.querySelectorAll('.bpw-field-error')].map((node) => node.textContent);
    expect(errors()).toEqual(['Feltet må fylles ut.', 'Feltet må fylles ut.']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(root.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Feltet må fylles ut.',
    );
    expect(root.activeElement).toBe(email);

    email.value = 'kari@eksempel';
    form.requestSubmit();
    expect(errors()).toEqual(['Ugyldig e-postadresse.', 'Feltet må fylles ut.']);

    email.value = ' kari@eksempel.no ';
    (root.querySelector('input[name=samtykke]') as HTMLInputElement).checked = true;
    (root.querySelector('input[name=fornavn]') as HTMLInputElement).value = 'Kari';
    form.requestSubmit();
    expect(errors()).toEqual([]);
    await vi.waitFor(() => expect(root.querySelector('.bpw-code')).not.toBeNull());
    const submit = calls.find((call) => call.url.endsWith('/submit'));
    expect(submit?.url).toBe('https://panel.example/api/widget/7/popups/5/submit');
    expect(submit?.body).toEqual({
      visitor_id: 'besokende-1234',
      variant_id: 51,
      submit_id: expect.stringMatching(/^[\w-]{22}$/),
      fields: { fornavn: 'Kari', email: 'kari@eksempel.no', samtykke: true },
    });
    expect(root.querySelector('.bpw-code')?.textContent).toBe('Din rabattkode: VELKOMMEN-7QX' + 'Kopier');
    expect(root.querySelector('.bpw-code strong')?.textContent).toBe('VELKOMMEN-7QX');
    expect(root.querySelector('.bpw-copy')?.textContent).toBe('Kopier');
    expect(events.at(-1)).toEqual([
      'popup:submitted',
      { popup_id: 5, variant_id: 51, code: 'VELKOMMEN-7QX' },
    ]);
    // Focus stays in the dialog, on the thank-you.
    expect(root.activeElement?.className).toBe('bpw-thanks');
    expect(JSON.parse(store.get('butikkpanel:7:popups') ?? '{}')[5]).toMatchObject({ submitted: true });
  });

  it("uses the builder's markup: a required group of boxes, and the code in the design's place for it", async () => {
    const design = `<section class="bp-popup"><h2 class="bp-title">Bli med</h2>
<form class="bp-form" data-bp-form="signup">
<div class="bp-field"><label for="bp-email">E-post</label><input id="bp-email" type="email" name="email" required></div>
<fieldset class="bp-field bp-choices" data-bp-required="true"><legend>Interesser</legend>
<div class="bp-choice"><input id="bp-interesser-1" type="checkbox" name="interesser" value="Løping"><label for="bp-interesser-1">Løping</label></div>
<div class="bp-choice"><input id="bp-interesser-2" type="checkbox" name="interesser" value="Tur"><label for="bp-interesser-2">Tur</label></div>
</fieldset>
<button class="bp-submit" type="submit">Meld meg på</button>
</form>
<p>Bruk koden i kassen:</p><p class="bp-code" data-bp-code>VELKOMMEN10</p></section>`;
    const calls = fakeServer({ popups: [popup({}, design)] });
    start();
    await vi.waitFor(() => expect(popupHost()).not.toBeNull());
    const root = shadow() as ShadowRoot;
    const place = root.querySelector<HTMLElement>('[data-bp-code]') as HTMLElement;
    // The builder's sample code is not shown as if it were the visitor's.
    expect(place.hidden).toBe(true);
    const form = root.querySelector('form') as HTMLFormElement;
    (root.querySelector('input[name=email]') as HTMLInputElement).value = 'kari@eksempel.no';
    form.requestSubmit();
    const error = root.querySelector('.bpw-field-error');
    expect(error?.textContent).toBe('Feltet må fylles ut.');
    // Under the whole group, tied to its first box.
    expect(error?.previousElementSibling?.tagName).toBe('FIELDSET');
    expect(root.activeElement?.id).toBe('bp-interesser-1');

    (root.getElementById('bp-interesser-2') as HTMLInputElement).checked = true;
    form.requestSubmit();
    await vi.waitFor(() => expect(place.hidden).toBe(false));
    expect(calls.find((call) => call.url.endsWith('/submit'))?.body).toMatchObject({
      fields: { email: 'kari@eksempel.no', interesser: 'Tur' },
    });
    expect(place.textContent).toBe('VELKOMMEN-7QX');
    expect(place.nextElementSibling?.textContent).toBe('Kopier');
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('.bpw-thanks')?.textContent).toBe(POPUP_TEXTS.thanks);
    expect(root.activeElement?.className).toBe('bpw-thanks');
    expect(root.querySelector('[role=dialog]')?.getAttribute('aria-labelledby')).toBe('bpw-title');
  });

  it('phrases the code in an empty place for it, as the starter design has', async () => {
    fakeServer({ popups: [popup({}, `${FORM}<p data-bp-code></p>`)] });
    start();
    await vi.waitFor(() => expect(popupHost()).not.toBeNull());
    const root = shadow() as ShadowRoot;
    (root.querySelector('input[name=email]') as HTMLInputElement).value = 'kari@eksempel.no';
    (root.querySelector('input[name=samtykke]') as HTMLInputElement).checked = true;
    (root.querySelector('form') as HTMLFormElement).requestSubmit();
    const place = root.querySelector('[data-bp-code]') as HTMLElement;
    await vi.waitFor(() => expect(place.hidden).toBe(false));
    expect(place.textContent).toBe('Din rabattkode: VELKOMMEN-7QXKopier');
    expect(root.querySelectorAll('.bpw-copy')).toHaveLength(1);
  });

  it("shows the server's error message, on its field when it names one", async () => {
    let answer = Response.json(
      { error: { code: 'too_many_requests', message: 'For mange forespørsler. Prøv igjen senere.' } },
      { status: 429 },
    );
    fakeServer({ popups: [popup()] }, () => answer);
    start();
    await vi.waitFor(() => expect(popupHost()).not.toBeNull());
    const root = shadow() as ShadowRoot;
    const form = root.querySelector('form') as HTMLFormElement;
    (root.querySelector('input[name=email]') as HTMLInputElement).value = 'kari@eksempel.no';
    (root.querySelector('input[name=samtykke]') as HTMLInputElement).checked = true;
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector('.bpw-form-error')?.textContent).toBe(
        'For mange forespørsler. Prøv igjen senere.',
      ),
    );
    expect(root.querySelector('.bpw-form-error')?.getAttribute('role')).toBe('alert');

    answer = Response.json(
      {
        error: {
          code: 'validation_failed',
          message: 'Noen felt er ikke riktig fylt ut.',
          fields: { 'fields.email': 'Ugyldig e-postadresse.' },
        },
      },
      { status: 422 },
    );
    await vi.waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull());
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector('.bpw-field-error')?.textContent).toBe('Ugyldig e-postadresse.'),
    );
    expect(root.querySelector('.bpw-form-error')).toBeNull();
  });
});

describe('the popup dialog', () => {
  it('is a labelled modal dialog that keeps focus, closes on Escape and gives focus back', () => {
    const before = document.getElementById('before') as HTMLButtonElement;
    before.focus();
    const onClose = vi.fn();
    const opened = openDialog(
      settings({ placement: 'corner' }),
      { html: FORM, css: '' },
      POPUP_TEXTS,
      onClose,
    );
    const { root, dialog } = opened;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const labelledBy = dialog.getAttribute('aria-labelledby') ?? '';
    expect(root.getElementById(labelledBy)?.textContent).toBe('Få 10 % rabatt');
    expect(root.activeElement).toBe(dialog);
    expect(dialog.parentElement?.className).toBe('bpw-layer bpw-corner');
    expect(dialog.parentElement?.style.getPropertyValue('--bpw-width')).toBe('800px');

    const close = root.querySelector('.bpw-close') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe('Lukk');
    const first = root.querySelector('input[name=fornavn]') as HTMLInputElement;
    // Shift+Tab from the dialog itself, and Tab from the last stop, wrap around.
    key(dialog, 'Tab', true);
    expect(root.activeElement).toBe(close);
    key(close, 'Tab');
    expect(root.activeElement).toBe(first);
    key(first, 'Tab', true);
    expect(root.activeElement).toBe(close);
    // Focus that leaves for the shop's page is brought back.
    before.focus();
    expect(root.activeElement).toBe(dialog);

    key(dialog, 'Escape');
    expect(root.host.isConnected).toBe(false);
    expect(document.activeElement).toBe(before);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is named for the shop when the design has no heading, and the close button closes it', () => {
    const onClose = vi.fn();
    const { dialog, root } = openDialog(settings(), { html: '<p>Hei</p>', css: '' }, POPUP_TEXTS, onClose);
    expect(dialog.getAttribute('aria-label')).toBe(POPUP_TEXTS.dialog);
    (root.querySelector('.bpw-close') as HTMLButtonElement).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(popupHost()).toBeNull();
  });
});

describe('content blocks', () => {
  it("fills each block element's shadow root with its published block, asking once per key", async () => {
    document.body.innerHTML = `<div data-butikkpanel-block="forside-banner" style="min-height:160px"></div>
<div data-butikkpanel-block="forside-banner"></div>
<section data-butikkpanel-block="ukjent"></section>
<div data-butikkpanel-block="Ugyldig nøkkel"></div>`;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({
          data: { 'forside-banner': { html: '<h2>Vinterkampanje</h2>', css: 'h2{color:#b00}' } },
        });
      }),
    );
    await fillBlocks('https://panel.example', 7);
    expect(calls).toEqual(['https://panel.example/api/widget/7/blocks?keys=forside-banner,ukjent']);
    const [first, second, unknown, invalid] =
      document.querySelectorAll<HTMLElement>('[data-butikkpanel-block]');
    for (const filled of [first, second]) {
      expect(filled?.shadowRoot?.querySelector('h2')?.textContent).toBe('Vinterkampanje');
      // jsdom has no constructed sheets: the <style> fallback carries the block's CSS.
      expect(filled?.shadowRoot?.querySelector('style')?.textContent).toBe('h2{color:#b00}');
    }
    expect(unknown?.shadowRoot).toBeNull();
    expect(invalid?.shadowRoot).toBeNull();
    // Filled blocks are not asked for again (an SPA navigation fills only new elements).
    await fillBlocks('https://panel.example', 7);
    expect(calls[1]).toBe('https://panel.example/api/widget/7/blocks?keys=ukjent');
  });

  it('asks for at most 20 keys at a time', async () => {
    document.body.innerHTML = Array.from(
      { length: 25 },
      (_, index) => `<div data-butikkpanel-block="blokk-${index}"></div>`,
    ).join('');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ data: {} });
      }),
    );
    await fillBlocks('https://panel.example', 7);
    expect(calls.map((url) => new URL(url).searchParams.get('keys')?.split(',').length)).toEqual([20, 5]);
  });
});
