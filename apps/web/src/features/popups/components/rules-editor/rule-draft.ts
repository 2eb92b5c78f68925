import {
  isUsablePattern,
  type PAGE_MATCHES,
  type POPUP_DEVICES,
  type PopupRule,
  type PopupRuleKind,
  type PopupRules,
  type SOURCE_FIELDS,
} from '@butikkpanel/contracts';

/**
 * The rules as the editor holds them: every field as typed (numbers as text), so a half-typed value stays on
 * screen; `toRules` makes the popup's rules of them, with the field errors the server would give.
 */
export const RULE_KINDS = [
  'page',
  'delay',
  'scroll',
  'exit_intent',
  'inactivity',
  'device',
  'visitor',
  'cart_value',
  'source',
  'schedule',
] as const satisfies readonly PopupRuleKind[];

export type PageMatch = (typeof PAGE_MATCHES)[number];
export type Device = (typeof POPUP_DEVICES)[number];
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type VisitorKind = 'new' | 'returning';

export interface DraftRule {
  /** React's key: stays with the rule while others are added or removed. */
  key: string;
  kind: PopupRuleKind;
  match: PageMatch;
  value: string;
  seconds: string;
  percent: string;
  device: Device;
  visitor: VisitorKind;
  at_least: string;
  below: string;
  field: SourceField;
  /** The source rule's text ("contains"); the page rule's address is `value`. */
  source: string;
  from: string;
  to: string;
}

export interface DraftGroup {
  key: string;
  rules: DraftRule[];
}

let counter = 0;
export const newKey = () => {
  counter += 1;
  return `r${counter}`;
};

const DEFAULTS: Omit<DraftRule, 'key' | 'kind'> = {
  match: 'contains',
  value: '',
  seconds: '',
  percent: '50',
  device: 'mobile',
  visitor: 'new',
  at_least: '',
  below: '',
  field: 'utm_source',
  source: '',
  from: '',
  to: '',
};

/** A new rule of a kind, with a sensible start (5 s, half the page, 30 s idle). */
export function newRule(kind: PopupRuleKind): DraftRule {
  const seconds = kind === 'inactivity' ? '30' : kind === 'delay' ? '5' : '';
  return { ...DEFAULTS, seconds, key: newKey(), kind };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function toDraft(rule: PopupRule): DraftRule {
  const draft = newRule(rule.kind);
  switch (rule.kind) {
    case 'page':
      return { ...draft, match: rule.match, value: rule.value };
    case 'delay':
    case 'inactivity':
      return { ...draft, seconds: String(rule.seconds) };
    case 'scroll':
      return { ...draft, percent: String(rule.percent) };
    case 'exit_intent':
      return draft;
    case 'device':
      return { ...draft, device: rule.device };
    case 'visitor':
      return { ...draft, visitor: rule.visitor };
    case 'cart_value':
      return { ...draft, at_least: text(rule.at_least), below: text(rule.below) };
    case 'source':
      return { ...draft, field: rule.field, source: rule.value };
    case 'schedule':
      return { ...draft, from: rule.from ?? '', to: rule.to ?? '' };
  }
}

export const toDraftGroups = (rules: PopupRules): DraftGroup[] =>
  rules.groups.map((group) => ({ key: newKey(), rules: group.map(toDraft) }));

/** The server's path of a group. */
export const groupPath = (group: number) => `settings.rules.groups.${group}`;

/** The server's path of a rule's field: `settings.rules.groups.0.1.value`. */
export const rulePath = (group: number, rule: number, field?: string) =>
  `settings.rules.groups.${group}.${rule}${field === undefined ? '' : `.${field}`}`;

/** A field message key of the shared catalogue (fields namespace), by the server's path. */
export type RuleErrors = Record<string, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function wholeNumber(raw: string, min: number, max: number): number | string {
  if (raw.trim() === '') return 'field_empty';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) return 'invalid_value';
  return value;
}

function kroner(raw: string): number | null | string {
  if (raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000) return 'invalid_value';
  return value;
}

/** One rule as the popup has it, or the field errors (message keys) that stop it. */
function toRule(draft: DraftRule, path: (field: string) => string, errors: RuleErrors): PopupRule | null {
  const fail = (field: string, key: string) => {
    errors[path(field)] = key;
    return null;
  };
  switch (draft.kind) {
    case 'page': {
      const value = draft.value.trim();
      if (value === '') return fail('value', 'field_empty');
      if (draft.match === 'matches' && !isUsablePattern(value)) return fail('value', 'popup_pattern_invalid');
      if (value.length > 500) return fail('value', 'too_long');
      return { kind: 'page', match: draft.match, value };
    }
    case 'delay':
    case 'inactivity': {
      const seconds = wholeNumber(draft.seconds, 0, 86_400);
      if (typeof seconds === 'string') return fail('seconds', seconds);
      return { kind: draft.kind, seconds };
    }
    case 'scroll': {
      const percent = wholeNumber(draft.percent, 1, 100);
      if (typeof percent === 'string') return fail('percent', percent);
      return { kind: 'scroll', percent };
    }
    case 'exit_intent':
      return { kind: 'exit_intent' };
    case 'device':
      return { kind: 'device', device: draft.device };
    case 'visitor':
      return { kind: 'visitor', visitor: draft.visitor };
    case 'cart_value': {
      const atLeast = kroner(draft.at_least);
      const below = kroner(draft.below);
      if (typeof atLeast === 'string') fail('at_least', atLeast);
      if (typeof below === 'string') fail('below', below);
      if (typeof atLeast === 'string' || typeof below === 'string') return null;
      if (atLeast === null && below === null) return fail('at_least', 'field_empty');
      if (atLeast !== null && below !== null && atLeast >= below) return fail('below', 'popup_cart_range');
      return { kind: 'cart_value', at_least: atLeast, below };
    }
    case 'source': {
      const value = draft.source.trim();
      if (value === '') return fail('value', 'field_empty');
      if (value.length > 200) return fail('value', 'too_long');
      return { kind: 'source', field: draft.field, value };
    }
    case 'schedule': {
      const from = draft.from === '' ? null : draft.from;
      const to = draft.to === '' ? null : draft.to;
      if (from !== null && !DAY.test(from)) return fail('from', 'invalid_value');
      if (to !== null && !DAY.test(to)) return fail('to', 'invalid_value');
      if (from === null && to === null) return fail('from', 'field_empty');
      if (from !== null && to !== null && from > to) return fail('to', 'popup_schedule_order');
      return { kind: 'schedule', from, to };
    }
  }
}

/** The popup's rules, or the errors by the server's field paths (message keys of the fields catalogue). */
export function toRules(groups: DraftGroup[]): { rules: PopupRules; errors: RuleErrors } {
  const errors: RuleErrors = {};
  groups.forEach((group, groupIndex) => {
    // A group without rules would always hold: the owner adds a rule to it or removes it.
    if (group.rules.length === 0) errors[groupPath(groupIndex)] = 'group_empty';
  });
  const rules: PopupRules = {
    groups: groups.map((group, groupIndex) =>
      group.rules.flatMap((draft, ruleIndex) => {
        const rule = toRule(draft, (field) => rulePath(groupIndex, ruleIndex, field), errors);
        return rule === null ? [] : [rule];
      }),
    ),
  };
  return { rules, errors };
}

/** A pattern that will not work, said while it is typed (before the save refuses it). */
export const patternWarning = (draft: DraftRule): string | null =>
  draft.kind === 'page' &&
  draft.match === 'matches' &&
  draft.value.trim() !== '' &&
  !isUsablePattern(draft.value.trim())
    ? 'popup_pattern_invalid'
    : null;
