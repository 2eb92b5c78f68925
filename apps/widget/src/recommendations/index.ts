import type { RecommendationPageAnswer, RecommendationPageWidget } from '@butikkpanel/contracts';
import { RECOMMENDATION_ATTRIBUTE } from '../recommendations-hook';
import type { RecommendationsHost, RecommendationsView } from '../recommendations-host';
import { shopUrl } from '../shop-url';
import { type EventQueue, eventQueue } from './events';

/** RECOMMENDATION_WIDGETS_PER_PAGE in contracts (a test checks; importing it would bundle zod). */
export const WIDGETS_PER_PAGE = 10;
/** A widget counts as seen when this much of it is in the viewport (or it fills half the viewport). */
const SEEN_RATIO = 0.5;
const PRODUCT = '[data-bp-product]';

/** What the placeholders of the page say about it: the first of each that one of them carries. */
function pageQuery(elements: HTMLElement[], host: RecommendationsHost, widgets: string[]): URLSearchParams {
  const query = new URLSearchParams({ widgets: widgets.join(',') });
  const first = (name: string) =>
    elements.map((element) => element.getAttribute(name)?.trim()).find((value) => value);
  const product = first('data-product');
  const category = first('data-category');
  const cart = first('data-cart') ?? host.cart()?.join(',');
  if (product) query.set('product', product);
  if (category) query.set('category', category);
  if (cart) query.set('cart', cart);
  query.set('visitor', host.uid);
  return query;
}

/** The answer's CSS in the placeholder's shadow root, replacing what an earlier answer put there. */
function draw(root: ShadowRoot, widget: RecommendationPageWidget): void {
  const body = document.createElement('div');
  // The server's rendered template (apps/server/src/modules/recommendations/render), every value escaped.
  body.innerHTML = widget.html;
  // Same shop, another spelling (localhost for a 127.0.0.1 visitor, www. or not): stay on the page's origin,
  // where the visitor's cart and uid are.
  for (const link of body.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = shopUrl(link.getAttribute('href'));
    if (href) link.setAttribute('href', href);
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(widget.css);
    root.adoptedStyleSheets = [sheet];
    root.replaceChildren(body);
  } catch {
    const style = document.createElement('style');
    style.textContent = widget.css;
    root.replaceChildren(style, body);
  }
}

function emit(element: HTMLElement, name: string, detail: unknown): void {
  element.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

/**
 * Fills every `[data-butikkpanel-recommendation]` of the page in one request, each in the element's own
 * Shadow DOM (docs/widget.md, "Recommendations"), and reports what the visitor saw and clicked.
 */
export function startRecommendations(host: RecommendationsHost): RecommendationsView {
  const events: EventQueue = eventQueue(host.origin, host.account, host.uid);
  const warned = new Set<string>();
  /** Each filled placeholder's widget, read when it is seen or clicked. */
  const shown = new WeakMap<Element, RecommendationPageWidget>();
  let seen = new Set<string>();
  /** The latest refresh: an older answer that comes back after a newer request is not drawn over it. */
  let latest = 0;

  const see = (element: Element) => {
    const widget = shown.get(element);
    if (!widget || seen.has(widget.id)) return;
    seen.add(widget.id);
    for (const product of widget.products) {
      events.add({ kind: 'impression', widget: widget.id, product: product.id });
    }
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const tall = entry.intersectionRect.height >= innerHeight * SEEN_RATIO;
              if (entry.isIntersecting && (entry.intersectionRatio >= SEEN_RATIO || tall)) {
                see(entry.target);
                observer?.unobserve(entry.target);
              }
            }
          },
          { threshold: [0, 0.25, SEEN_RATIO] },
        );

  const onClick = (element: HTMLElement) => (event: Event) => {
    if (event instanceof MouseEvent && event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target instanceof Element ? event.target.closest(PRODUCT) : null;
    const widget = shown.get(element);
    const product = target?.getAttribute('data-bp-product');
    if (!widget || !product) return;
    events.add({ kind: 'click', widget: widget.id, product }, true);
    emit(element, 'recommendations:clicked', {
      widget: widget.id,
      product: widget.products.find((entry) => entry.id === product) ?? { id: product },
    });
  };

  const rootOf = (element: HTMLElement): ShadowRoot | null => {
    if (element.shadowRoot) return element.shadowRoot;
    try {
      const root = element.attachShadow({ mode: 'open' });
      root.addEventListener('click', onClick(element));
      root.addEventListener('auxclick', onClick(element));
      return root;
    } catch {
      // An element that cannot have a shadow root (an <img>, say) is left alone.
      return null;
    }
  };

  async function refresh(): Promise<void> {
    const elements = [...document.querySelectorAll<HTMLElement>(`[${RECOMMENDATION_ATTRIBUTE}]`)];
    const idOf = (element: HTMLElement) => (element.getAttribute(RECOMMENDATION_ATTRIBUTE) ?? '').trim();
    const ids = [...new Set(elements.map(idOf).filter(Boolean))];
    if (ids.length === 0) return;
    if (ids.length > WIDGETS_PER_PAGE) {
      console.warn(`[Butikkpanel] at most ${WIDGETS_PER_PAGE} recommendation widgets a page`);
    }
    const widgets = ids.slice(0, WIDGETS_PER_PAGE);
    const mine = ++latest;
    // A new page view: every widget may be seen again. What is drawn keeps its height until redrawn.
    seen = new Set();
    observer?.disconnect();
    const held = elements.map((element) => {
      const before = element.style.minHeight;
      if (element.shadowRoot?.childElementCount) {
        element.style.minHeight = `${element.getBoundingClientRect().height}px`;
      }
      return () => {
        element.style.minHeight = before;
      };
    });
    try {
      const response = await fetch(
        `${host.origin}/api/public/recommendations/${host.account}?${pageQuery(elements, host, widgets)}`,
        { credentials: 'omit' },
      );
      const answer = (response.ok ? await response.json() : null) as RecommendationPageAnswer | null;
      if (!answer || !Array.isArray(answer.data) || mine !== latest) return;
      for (const id of answer.unknown_widgets ?? []) {
        if (warned.has(id)) continue;
        warned.add(id);
        console.warn(`[Butikkpanel] no recommendation widget "${id}" in this shop`);
      }
      const byId = new Map(answer.data.map((widget) => [widget.id, widget]));
      for (const element of elements) {
        const widget = byId.get(idOf(element));
        if (!widget) {
          // Unknown (or beyond the page's limit): empty, as the shop left it.
          shown.delete(element);
          element.shadowRoot?.replaceChildren();
          continue;
        }
        const root = rootOf(element);
        if (!root) continue;
        draw(root, widget);
        shown.set(element, widget);
        emit(element, 'recommendations:shown', { widget: widget.id, products: widget.products });
        if (observer) observer.observe(element);
        else see(element);
      }
    } catch {
      // No answer (offline, no recommendations package): the placeholders stay as they were.
    } finally {
      for (const release of held) release();
    }
  }

  return { refresh };
}
