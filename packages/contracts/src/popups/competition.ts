import {
  comparePopupPriority,
  type PopupForPriority,
  type PopupRule,
  WAITING_RULE_KINDS,
} from './rule-engine';

/**
 * Do two active popups compete for the same visitors (docs/popups.md, "When popups compete")? They do when
 * some rule group of each waits for the same moment (the same kinds of delay, scroll, exit intent and
 * inactivity rules, or none) and nothing in their targeting keeps them apart. Only what is certainly
 * disjoint keeps them apart (other devices, new against returning, pages that cannot both match, days or
 * cart values that do not meet); anything else may reach the same visitor, so it counts as competing.
 */
export function popupsCompete(a: PopupForPriority, b: PopupForPriority): boolean {
  return groupsOf(a).some((left) =>
    groupsOf(b).some((right) => triggerOf(left) === triggerOf(right) && mayMeet(left, right)),
  );
}

export interface PopupCompetition<P> {
  /** The one that shows when both are eligible, by comparePopupPriority. */
  winner: P;
  loser: P;
}

/** Every pair of the given (active) popups that compete, the winner first, in the order of the list. */
export function competingPopups<P extends PopupForPriority>(popups: readonly P[]): PopupCompetition<P>[] {
  const pairs: PopupCompetition<P>[] = [];
  popups.forEach((a, index) => {
    for (const b of popups.slice(index + 1)) {
      if (!popupsCompete(a, b)) continue;
      pairs.push(comparePopupPriority(a, b) <= 0 ? { winner: a, loser: b } : { winner: b, loser: a });
    }
  });
  return pairs;
}

/** No group means "always": one empty group. */
const groupsOf = (popup: PopupForPriority): PopupRule[][] =>
  popup.settings.rules.groups.length === 0 ? [[]] : popup.settings.rules.groups;

/** The moment a group waits for: its kinds of waiting rules, or '' (at once on the page). */
const triggerOf = (group: PopupRule[]): string =>
  [...new Set(group.filter((rule) => WAITING_RULE_KINDS.has(rule.kind)).map((rule) => rule.kind))]
    .sort()
    .join('+');

type RuleOf<K extends PopupRule['kind']> = Extract<PopupRule, { kind: K }>;
const rulesOf = <K extends PopupRule['kind']>(group: PopupRule[], kind: K): RuleOf<K>[] =>
  group.filter((rule): rule is RuleOf<K> => rule.kind === kind);

function mayMeet(left: PopupRule[], right: PopupRule[]): boolean {
  const both = [...left, ...right];
  return (
    sameAtMostOne(rulesOf(both, 'device').map((rule) => rule.device)) &&
    sameAtMostOne(rulesOf(both, 'visitor').map((rule) => rule.visitor)) &&
    pagesMeet(rulesOf(both, 'page')) &&
    rangesMeet(rulesOf(both, 'schedule').map((rule) => [rule.from ?? '', rule.to ?? '\uffff'] as const)) &&
    rangesMeet(
      rulesOf(both, 'cart_value').map(
        // "below" is exclusive: a range ends just under it.
        (rule) =>
          [rule.at_least ?? 0, rule.below === null ? Number.POSITIVE_INFINITY : rule.below - 1e-9] as const,
      ),
    )
  );
}

/** AND of rules each asking for one value: possible only if they all ask for the same one. */
const sameAtMostOne = (values: string[]) => new Set(values).size <= 1;

/** AND of ranges (both ends included): possible only if the latest start is not after the earliest end. */
function rangesMeet<T extends string | number>(ranges: ReadonlyArray<readonly [T, T]>): boolean {
  if (ranges.length === 0) return true;
  const start = ranges.map(([from]) => from).reduce((a, b) => (b > a ? b : a));
  const end = ranges.map(([, to]) => to).reduce((a, b) => (b < a ? b : a));
  return start <= end;
}

const barePath = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .split(/[?#]/)[0]
    ?.replace(/(.)\/+$/, '$1') ?? '';

/** Page rules that surely cannot hold together: two exact pages, an exact page outside a prefix, two prefixes apart. */
function pagesMeet(rules: RuleOf<'page'>[]): boolean {
  const exact = [
    ...new Set(rules.filter((rule) => rule.match === 'exact').map((rule) => barePath(rule.value))),
  ];
  if (exact.length > 1) return false;
  const prefixes = rules
    .filter((rule) => rule.match === 'starts_with')
    .map((rule) => rule.value.trim().toLowerCase());
  const [page] = exact;
  if (page !== undefined && prefixes.some((prefix) => !page.startsWith(prefix))) return false;
  return prefixes.every((a) => prefixes.every((b) => a.startsWith(b) || b.startsWith(a)));
}
