import type { PageInfo } from './chat-session';
import type { KeyValueStore } from './storage';

/** The page as the visitor sees it, cut to what the server accepts. */
export function currentPage(): PageInfo {
  return {
    path: location.pathname.slice(0, 2000),
    url: location.href.slice(0, 4000),
    title: document.title.slice(0, 500),
  };
}

export function isMobileDevice(): boolean {
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

/**
 * Single-page shops change pages with history.pushState (and back/forward with popstate). The title is
 * usually set just after the push, so the view is reported a moment later.
 */
export function watchNavigation(onPage: () => void): void {
  const later = () => setTimeout(onPage, 100);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      later();
      return result;
    };
  }
  addEventListener('popstate', later);
}

/**
 * Where the visitor came from, kept from the last landing that said so: the page's utm_source, otherwise a
 * referring page on another site. An order is attributed to it (docs/widget.md, "Orders").
 */
export function landingSource(
  store: KeyValueStore,
  account: number,
): () => { source?: string; referrer?: string } {
  const key = `butikkpanel:${account}:source`;
  const utm = new URLSearchParams(location.search).get('utm_source')?.trim();
  let referrer = '';
  try {
    if (document.referrer && new URL(document.referrer).host !== location.host) referrer = document.referrer;
  } catch {
    // An unreadable referrer counts as none.
  }
  if (utm || referrer) {
    store.set(
      key,
      JSON.stringify(utm ? { source: utm.slice(0, 100) } : { referrer: referrer.slice(0, 2000) }),
    );
  }
  return () => {
    try {
      return JSON.parse(store.get(key) ?? '{}');
    } catch {
      return {};
    }
  };
}

/** The order a confirmation page declares as data: <script type="application/json" id="butikkpanel-order">. */
export function declaredOrder(): unknown {
  const tag = document.getElementById('butikkpanel-order');
  if (tag?.getAttribute('type') !== 'application/json') return null;
  try {
    return JSON.parse(tag.textContent ?? '');
  } catch {
    console.warn('[Butikkpanel] #butikkpanel-order is not valid JSON');
    return null;
  }
}
