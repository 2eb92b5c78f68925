import { osloDay } from '../calendar';

/**
 * When a popup shows: rules, AND within a group and OR between groups (no group: always). One engine, free
 * of zod so the widget's popup chunk can carry it, used by the widget on the shop and by the server for the
 * preview and "who would see this"; both run the same table of cases (rule-cases.ts).
 */
export const PAGE_MATCHES = ['exact', 'starts_with', 'contains', 'matches'] as const;
export const POPUP_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export const SOURCE_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
/** A shop owner's pattern for 'matches' is at most this long (it runs in every visitor's browser). */
export const PAGE_PATTERN_MAX = 200;

export type PopupRule =
  | { kind: 'page'; match: (typeof PAGE_MATCHES)[number]; value: string }
  | { kind: 'delay'; seconds: number }
  | { kind: 'scroll'; percent: number }
  | { kind: 'exit_intent' }
  | { kind: 'inactivity'; seconds: number }
  | { kind: 'device'; device: (typeof POPUP_DEVICES)[number] }
  | { kind: 'visitor'; visitor: 'new' | 'returning' }
  | { kind: 'cart_value'; at_least: number | null; below: number | null }
  | { kind: 'source'; field: (typeof SOURCE_FIELDS)[number]; value: string }
  | { kind: 'schedule'; from: string | null; to: string | null };
export type PopupRuleKind = PopupRule['kind'];

/** The rule groups: the popup shows when every rule of any one group holds. */
export interface PopupRules {
  groups: PopupRule[][];
}

/** What is known about the visit at a moment: the widget's view of the page, or the server's of a visit. */
export interface VisitFacts {
  /** The page's path with its query, as the address bar has it ("/sko?farge=rod"). */
  path: string;
  secondsOnPage: number;
  /** How far down the page the visitor has scrolled, 0–100. */
  scrollPercent: number;
  /** The pointer left the page towards the browser's top (desktop), or a quick scroll up (phone). */
  exitIntent: boolean;
  /** Seconds since the visitor last moved, scrolled, typed or touched. */
  idleSeconds: number;
  device: (typeof POPUP_DEVICES)[number];
  /** Has this browser visited the shop before (an earlier visit, not an earlier page)? */
  returning: boolean;
  /** The cart's total in kroner; null when the shop has not told the widget. */
  cartTotal: number | null;
  referrer: string;
  utm: { source: string; medium: string; campaign: string };
  now: Date;
}

function pageMatches(rule: Extract<PopupRule, { kind: 'page' }>, path: string): boolean {
  const value = rule.value.trim();
  const page = path.toLowerCase();
  switch (rule.match) {
    case 'exact': {
      // The path without its query and a trailing slash: "/sko/" and "/sko?x=1" are the page "/sko".
      const bare = (text: string) => text.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';
      return bare(page) === bare(value.toLowerCase());
    }
    case 'starts_with':
      return page.startsWith(value.toLowerCase());
    case 'contains':
      return page.includes(value.toLowerCase());
    case 'matches':
      return patternMatches(value, path);
  }
}

/** A shop owner's regular expression, case-insensitive; one that does not compile, or is too long, never matches. */
function patternMatches(pattern: string, path: string): boolean {
  if (pattern.length === 0 || pattern.length > PAGE_PATTERN_MAX) return false;
  try {
    return new RegExp(pattern, 'i').test(path);
  } catch {
    return false;
  }
}

/** Is `pattern` a regular expression the 'matches' rule can use? (The validation's question.) */
export function isUsablePattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > PAGE_PATTERN_MAX) return false;
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
}

function sourceValue(field: (typeof SOURCE_FIELDS)[number], facts: VisitFacts): string {
  switch (field) {
    case 'referrer':
      return facts.referrer;
    case 'utm_source':
      return facts.utm.source;
    case 'utm_medium':
      return facts.utm.medium;
    case 'utm_campaign':
      return facts.utm.campaign;
  }
}

/** Does this one rule hold for the visit as it is now? */
export function ruleHolds(rule: PopupRule, facts: VisitFacts): boolean {
  switch (rule.kind) {
    case 'page':
      return pageMatches(rule, facts.path);
    case 'delay':
      return facts.secondsOnPage >= rule.seconds;
    case 'scroll':
      return facts.scrollPercent >= rule.percent;
    case 'exit_intent':
      return facts.exitIntent;
    case 'inactivity':
      return facts.idleSeconds >= rule.seconds;
    case 'device':
      return facts.device === rule.device;
    case 'visitor':
      return facts.returning === (rule.visitor === 'returning');
    case 'cart_value':
      if (facts.cartTotal === null) return false;
      return (
        (rule.at_least === null || facts.cartTotal >= rule.at_least) &&
        (rule.below === null || facts.cartTotal < rule.below)
      );
    case 'source':
      // The source as told: a referrer's host or a campaign's name, without regard to case.
      return sourceValue(rule.field, facts).toLowerCase().includes(rule.value.trim().toLowerCase());
    case 'schedule': {
      // Oslo days, both ends included: "to 2026-12-24" shows on Christmas Eve until midnight in Norway.
      const today = osloDay(facts.now);
      return (rule.from === null || today >= rule.from) && (rule.to === null || today <= rule.to);
    }
  }
}

/** Does the popup show now? Every rule of some group holds (no groups: it always does). */
export function rulesHold(rules: PopupRules, facts: VisitFacts): boolean {
  if (rules.groups.length === 0) return true;
  return rules.groups.some((group) => group.every((rule) => ruleHolds(rule, facts)));
}

/**
 * The rules that can only become true while the visitor stays (time, scrolling, leaving, idling): the
 * widget watches for these; a group whose other rules fail can never show on this page.
 */
export const WAITING_RULE_KINDS: ReadonlySet<PopupRuleKind> = new Set([
  'delay',
  'scroll',
  'exit_intent',
  'inactivity',
]);

/** Could the popup still show on this page, if the visitor stays, scrolls, idles or turns to leave? */
export function couldHoldOnThisPage(rules: PopupRules, facts: VisitFacts): boolean {
  if (rules.groups.length === 0) return true;
  return rules.groups.some((group) =>
    group.every((rule) => WAITING_RULE_KINDS.has(rule.kind) || ruleHolds(rule, facts)),
  );
}

/** FNV-1a: a small, stable hash of a string, the same in every browser and on the server. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The variant a visitor sees of a popup: by a hash of visitor and popup, in the variants' shares, so the
 * same visitor always sees the same one (on every page, and as the server counts it). Null without variants
 * with a share.
 */
export function chooseVariant<V extends { id: number; weight: number }>(
  visitorId: string,
  popupId: number,
  variants: readonly V[],
): V | null {
  const shares = variants.filter((variant) => variant.weight > 0).sort((a, b) => a.id - b.id);
  const total = shares.reduce((sum, variant) => sum + variant.weight, 0);
  if (total === 0) return null;
  let point = hash(`${popupId}:${visitorId}`) % total;
  for (const variant of shares) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return shares[shares.length - 1] ?? null;
}

/** The rules that say who or where (page, device, visitor, cart, source, schedule), not when. */
const isTargeting = (rule: PopupRule) => !WAITING_RULE_KINDS.has(rule.kind);

/** What the priority between popups looks at: the rules, whether it is for a flow's audience, and its id. */
export interface PopupForPriority {
  id: number;
  settings: { rules: PopupRules; audience?: 'everyone' | 'flow' };
}

/**
 * How specific a popup's targeting is: the most targeting rules in any one group, one more for a flow's
 * audience (a chosen list of people is narrower than any page rule can make "everyone").
 */
export function targetingSpecificity(popup: PopupForPriority): number {
  const rules = Math.max(0, ...popup.settings.rules.groups.map((group) => group.filter(isTargeting).length));
  return rules + (popup.settings.audience === 'flow' ? 1 : 0);
}

/**
 * Which of two popups eligible at once shows (docs/popups.md, "When popups compete"): the more specific
 * targeting, then the newest (the higher id). Negative when `a` wins; sorts popups best first.
 */
export function comparePopupPriority(a: PopupForPriority, b: PopupForPriority): number {
  return targetingSpecificity(b) - targetingSpecificity(a) || b.id - a.id;
}

/** The popup that shows of those eligible at once, by comparePopupPriority; undefined for none. */
export function winningPopup<P extends PopupForPriority>(popups: readonly P[]): P | undefined {
  return [...popups].sort(comparePopupPriority)[0];
}
