import type { PageInfo } from './chat-session';

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
