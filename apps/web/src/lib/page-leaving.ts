/**
 * Whether this page is being left (a reload, a link, a typed address). The browser then cuts off the calls
 * still waiting, and they fail as if the server had not answered; they must not end the session, or the
 * next page starts signed out. `pagehide` comes before the calls are cut off; `pageshow` ends it again when
 * the page comes back from the back-forward cache.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isPageLeaving(): boolean {
  return leaving;
}
