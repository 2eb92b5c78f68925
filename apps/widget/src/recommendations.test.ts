// @vitest-environment jsdom
import {
  RECOMMENDATION_EVENTS_PER_REQUEST,
  RECOMMENDATION_WIDGETS_PER_PAGE,
  type RecommendationPageAnswer,
  type RecommendationPageWidget,
  recommendationEventsBodySchema,
} from '@butikkpanel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_FLUSH_MS, EVENTS_PER_REQUEST } from './recommendations/events';
import { startRecommendations, WIDGETS_PER_PAGE } from './recommendations/index';
import { recommendationPlaceholders } from './recommendations-hook';
import type { RecommendationsHost } from './recommendations-host';

const HOST: RecommendationsHost = {
  origin: 'https://panel.example',
  account: 7,
  uid: 'visitor-uid-1234',
  cart: () => null,
};
const EVENTS_URL = 'https://panel.example/api/public/recommendations/7/events';

const widget = (id: string, productIds: string[]): RecommendationPageWidget => ({
  id,
  type: 'shop',
  algorithm: 'bestsellers',
  template: 'grid',
  products_per_row: 4,
  products: productIds.map((product) => ({
    id: product,
    name: `Produkt ${product}`,
    url: `/p/${product}`,
    image_url: null,
    price: 100,
    sale_price: null,
    reason: 'bestsellers',
    fallback: false,
  })),
  html: `<ul>${productIds.map((product) => `<li><a href="#${product}" data-bp-product="${product}"><span>${product}</span></a></li>`).join('')}</ul>`,
  css: `ul { color: red; }`,
});

/** An IntersectionObserver the test moves: `show(element, ratio)` tells its observers the element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(element: Element, ratio: number) {
    for (const observer of FakeObserver.all) {
      if (!observer.observed.has(element)) continue;
      const entry = {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { height: ratio * 100 },
      } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let beacons: Array<{ url: string; body: string }>;
let beaconAnswer: boolean;
let fetchMock: ReturnType<typeof vi.fn>;
let answer: RecommendationPageAnswer;

function placeholder(id: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-butikkpanel-recommendation', id);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The CSS of a shadow root, from its constructed sheet or its <style>. */
const stylesOf = (root: ShadowRoot | null) =>
  [
    ...(root?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    root?.querySelector('style')?.textContent ?? '',
  ].join('\n');

const pageRequests = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('/events'));
const sentEvents = () =>
  beacons.map((beacon) => {
    expect(beacon.url).toBe(EVENTS_URL);
    // Every batch is one the server's contract accepts.
    return recommendationEventsBodySchema.parse(JSON.parse(beacon.body));
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  beacons = [];
  beaconAnswer = true;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return beaconAnswer;
    },
  });
  answer = { data: [], unknown_widgets: [] };
  fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith('/events')
      ? new Response(null, { status: 404 })
      : new Response(JSON.stringify(answer), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the recommendations chunk', () => {
  it('keeps its limits in step with the contract', () => {
    expect(WIDGETS_PER_PAGE).toBe(RECOMMENDATION_WIDGETS_PER_PAGE);
    expect(EVENTS_PER_REQUEST).toBe(RECOMMENDATION_EVENTS_PER_REQUEST);
  });

  it('is loaded only when the page has a placeholder', async () => {
    const refresh = vi.fn(async () => {});
    const load = vi.fn(async () => ({ startRecommendations: () => ({ refresh }) }));
    const hook = recommendationPlaceholders(load, HOST);
    await hook.refresh();
    expect(load).not.toHaveBeenCalled();
    placeholder('populaert');
    await hook.refresh();
    await hook.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('fills every placeholder in one request with the page’s context, each in its own shadow root', async () => {
    const product = placeholder('andre-kjopte', { 'data-product': 'fjellstovel' });
    const cart = placeholder('passer-til', { 'data-cart': 'sokk,lisser' });
    const again = placeholder('andre-kjopte');
    answer = { data: [widget('andre-kjopte', ['a', 'b']), widget('passer-til', ['c'])], unknown_widgets: [] };
    const shown: unknown[] = [];
    document.addEventListener('recommendations:shown', (event) => shown.push((event as CustomEvent).detail));

    await startRecommendations(HOST).refresh();

    expect(pageRequests()).toHaveLength(1);
    const url = new URL(pageRequests()[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://panel.example/api/public/recommendations/7');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      widgets: 'andre-kjopte,passer-til',
      product: 'fjellstovel',
      cart: 'sokk,lisser',
      visitor: 'visitor-uid-1234',
    });
    for (const [element, ids] of [
      [product, ['a', 'b']],
      [cart, ['c']],
      [again, ['a', 'b']],
    ] as const) {
      const links = element.shadowRoot?.querySelectorAll('[data-bp-product]') ?? [];
      expect([...links].map((link) => link.getAttribute('data-bp-product'))).toEqual(ids);
      expect(element.childElementCount).toBe(0);
      expect(stylesOf(element.shadowRoot)).toContain('color: red');
    }
    expect(shown).toEqual([
      { widget: 'andre-kjopte', products: answer.data[0]?.products },
      { widget: 'passer-til', products: answer.data[1]?.products },
      { widget: 'andre-kjopte', products: answer.data[0]?.products },
    ]);
  });

  it("keeps product links on the page's origin when the catalogue spelled the shop another way", async () => {
    const element = placeholder('andre-kjopte');
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const elsewhere = `${location.protocol}//${other}${location.port ? `:${location.port}` : ''}/produkt/a`;
    answer = {
      data: [
        {
          ...widget('andre-kjopte', ['a']),
          html: `<a href="${elsewhere}" data-bp-product="a">a</a><a href="https://annen.example/b" data-bp-product="b">b</a>`,
        },
      ],
      unknown_widgets: [],
    };
    await startRecommendations(HOST).refresh();
    const links = [...(element.shadowRoot?.querySelectorAll('a') ?? [])].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([`${location.origin}/produkt/a`, 'https://annen.example/b']);
  });

  it('takes the cart the shop told with setCart when no placeholder names one', async () => {
    placeholder('passer-til');
    await startRecommendations({ ...HOST, cart: () => ['sokk', 'lue'] }).refresh();
    expect(new URL(pageRequests()[0] ?? '').searchParams.get('cart')).toBe('sokk,lue');
  });

  it('leaves an unknown widget empty and names it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const typo = placeholder('populart');
    placeholder('populaert');
    answer = { data: [widget('populaert', ['a'])], unknown_widgets: ['populart'] };
    const view = startRecommendations(HOST);
    await view.refresh();
    await view.refresh();
    expect(typo.shadowRoot?.childElementCount ?? 0).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"populart"');
  });

  it('keeps the placeholder’s height while it refreshes', async () => {
    const element = placeholder('populaert');
    answer = { data: [widget('populaert', ['a'])], unknown_widgets: [] };
    const view = startRecommendations(HOST);
    await view.refresh();
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height: 312 } as DOMRect);
    let release: () => void = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(answer)));
        }),
    );
    const refreshing = view.refresh();
    expect(element.style.minHeight).toBe('312px');
    release();
    await refreshing;
    expect(element.style.minHeight).toBe('');
  });

  it('reports impressions once a widget is half in view, once per widget and page view, batched', async () => {
    const first = placeholder('andre-kjopte');
    const second = placeholder('populaert');
    // The same widget twice on the page: seen once.
    const twin = placeholder('andre-kjopte');
    answer = { data: [widget('andre-kjopte', ['a', 'b']), widget('populaert', ['c'])], unknown_widgets: [] };
    const view = startRecommendations(HOST);
    await view.refresh();

    FakeObserver.show(first, 0.3);
    await vi.advanceTimersByTimeAsync(EVENTS_FLUSH_MS);
    expect(beacons).toEqual([]);

    FakeObserver.show(first, 0.6);
    FakeObserver.show(first, 1);
    FakeObserver.show(second, 0.5);
    FakeObserver.show(twin, 1);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(EVENTS_FLUSH_MS);
    expect(sentEvents()).toEqual([
      {
        visitor: 'visitor-uid-1234',
        events: [
          { kind: 'impression', widget: 'andre-kjopte', product: 'a' },
          { kind: 'impression', widget: 'andre-kjopte', product: 'b' },
          { kind: 'impression', widget: 'populaert', product: 'c' },
        ],
      },
    ]);

    // Seen again on the same page view: nothing more. After refresh() (a new page view): once more.
    FakeObserver.show(first, 1);
    await vi.advanceTimersByTimeAsync(EVENTS_FLUSH_MS);
    expect(beacons).toHaveLength(1);
    await view.refresh();
    FakeObserver.show(second, 1);
    await vi.advanceTimersByTimeAsync(EVENTS_FLUSH_MS);
    expect(sentEvents()[1]?.events).toEqual([{ kind: 'impression', widget: 'populaert', product: 'c' }]);
  });

  it('sends at most 50 events a request', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => `w${index}`);
    for (const id of ids) placeholder(id);
    const products = Array.from({ length: 6 }, (_, index) => `p${index}`);
    answer = { data: ids.slice(0, 10).map((id) => widget(id, products)), unknown_widgets: [] };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startRecommendations(HOST).refresh();
    expect(new URL(pageRequests()[0] ?? '').searchParams.get('widgets')?.split(',')).toHaveLength(10);
    for (const element of document.querySelectorAll('[data-butikkpanel-recommendation]')) {
      FakeObserver.show(element, 1);
    }
    await vi.advanceTimersByTimeAsync(EVENTS_FLUSH_MS);
    expect(sentEvents().map((batch) => batch.events.length)).toEqual([50, 10]);
  });

  it('reports a click at once, with the event the shop can listen to', async () => {
    const element = placeholder('andre-kjopte');
    answer = { data: [widget('andre-kjopte', ['a', 'b'])], unknown_widgets: [] };
    await startRecommendations(HOST).refresh();
    const clicked: unknown[] = [];
    document.addEventListener('recommendations:clicked', (event) =>
      clicked.push((event as CustomEvent).detail),
    );
    const name = element.shadowRoot?.querySelector('[data-bp-product="b"] span');
    name?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(sentEvents()).toEqual([
      { visitor: 'visitor-uid-1234', events: [{ kind: 'click', widget: 'andre-kjopte', product: 'b' }] },
    ]);
    expect(clicked).toEqual([{ widget: 'andre-kjopte', product: answer.data[0]?.products[1] }]);
    // A click beside the products is no click on one.
    element.shadowRoot?.querySelector('ul')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(beacons).toHaveLength(1);
  });

  it('falls back to fetch keepalive as text/plain when sendBeacon refuses', async () => {
    beaconAnswer = false;
    const element = placeholder('andre-kjopte');
    answer = { data: [widget('andre-kjopte', ['a'])], unknown_widgets: [] };
    await startRecommendations(HOST).refresh();
    element.shadowRoot?.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === EVENTS_URL);
    expect(sent?.[1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    });
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      visitor: 'visitor-uid-1234',
      events: [{ kind: 'click', widget: 'andre-kjopte', product: 'a' }],
    });
  });

  it('draws the newest answer when an older one comes back after it', async () => {
    const element = placeholder('passer-til');
    const view = startRecommendations(HOST);
    let answerOld: () => void = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerOld = () =>
            resolve(
              new Response(JSON.stringify({ data: [widget('passer-til', ['old'])], unknown_widgets: [] })),
            );
        }),
    );
    const older = view.refresh();
    await vi.advanceTimersByTimeAsync(0);
    element.setAttribute('data-cart', 'sokk');
    answer = { data: [widget('passer-til', ['new'])], unknown_widgets: [] };
    await view.refresh();
    answerOld();
    await older;
    const links = element.shadowRoot?.querySelectorAll('[data-bp-product]') ?? [];
    expect([...links].map((link) => link.getAttribute('data-bp-product'))).toEqual(['new']);
  });

  it('leaves the placeholders as they were when there is no answer', async () => {
    const element = placeholder('populaert');
    fetchMock.mockResolvedValueOnce(new Response('{"error":{}}', { status: 404 }));
    await startRecommendations(HOST).refresh();
    expect(element.shadowRoot).toBeNull();
  });
});
