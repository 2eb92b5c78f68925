import type { VisitFacts } from '@butikkpanel/contracts/popups/rule-engine';
import type { KeyValueStore } from '../storage';

/** Where the visitor landed from: kept from the last landing with a referrer or a UTM tag (source rules). */
export interface Landing {
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
}

/** What the runtime knows of the page at a moment; buildVisit turns it into the engine's VisitFacts. */
export interface PageState {
  /** location.pathname and location.search. */
  pathname: string;
  search: string;
  /** Milliseconds since the epoch. */
  now: number;
  pageStartedAt: number;
  lastActivityAt: number;
  /** The deepest the bottom of the viewport has reached, 0–100. */
  scrollPercent: number;
  exitIntent: boolean;
  userAgent: string;
  returning: boolean;
  cartTotal: number | null;
  landing: Landing;
}

/** A visit ends after half an hour without a page (the common analytics definition). */
export const VISIT_GAP_MS = 30 * 60_000;

/** Tablets first: an Android tablet's user agent has no "Mobile". */
export function deviceOf(userAgent: string): VisitFacts['device'] {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function buildVisit(state: PageState): VisitFacts {
  const seconds = (since: number) => Math.max(0, (state.now - since) / 1000);
  return {
    path: state.pathname + state.search,
    secondsOnPage: seconds(state.pageStartedAt),
    scrollPercent: state.scrollPercent,
    exitIntent: state.exitIntent,
    idleSeconds: seconds(state.lastActivityAt),
    device: deviceOf(state.userAgent),
    returning: state.returning,
    cartTotal: state.cartTotal,
    referrer: state.landing.referrer,
    utm: { source: state.landing.source, medium: state.landing.medium, campaign: state.landing.campaign },
    now: new Date(state.now),
  };
}

const read = <T>(store: KeyValueStore, key: string): Partial<T> => {
  try {
    const value: unknown = JSON.parse(store.get(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
};

/**
 * This visit's start and whether the browser has had an earlier one, kept in the visitor's localStorage
 * (`butikkpanel:{account}:visit`); every call counts as activity.
 */
export function currentVisit(
  store: KeyValueStore,
  account: number,
  now: number,
): { start: number; returning: boolean } {
  const key = `butikkpanel:${account}:visit`;
  const stored = read<{ start: number; last: number; returning: boolean }>(store, key);
  const ongoing = typeof stored.last === 'number' && now - stored.last < VISIT_GAP_MS;
  const visit = ongoing
    ? { start: Number(stored.start) || now, returning: stored.returning === true }
    : { start: now, returning: typeof stored.last === 'number' };
  store.set(key, JSON.stringify({ ...visit, last: now }));
  return visit;
}

/** The landing: this page's UTM tags or another site's referrer, else the one kept from an earlier landing. */
export function landingOf(
  store: KeyValueStore,
  account: number,
  page: { search: string; referrer: string; host: string },
): Landing {
  const key = `butikkpanel:${account}:landing`;
  const params = new URLSearchParams(page.search);
  const tag = (name: string) => (params.get(`utm_${name}`) ?? '').trim().slice(0, 200);
  let referrer = '';
  try {
    if (page.referrer && new URL(page.referrer).host !== page.host) referrer = page.referrer.slice(0, 2000);
  } catch {
    // An unreadable referrer counts as none.
  }
  const now = { referrer, source: tag('source'), medium: tag('medium'), campaign: tag('campaign') };
  if (Object.values(now).some(Boolean)) {
    store.set(key, JSON.stringify(now));
    return now;
  }
  const kept = read<Landing>(store, key);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    referrer: text(kept.referrer),
    source: text(kept.source),
    medium: text(kept.medium),
    campaign: text(kept.campaign),
  };
}
