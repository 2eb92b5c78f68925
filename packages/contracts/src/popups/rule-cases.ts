import type { PopupRule, PopupRules, VisitFacts } from './rule-engine';

/**
 * The rule engine's table of cases: the widget and the server each run every case through the engine as
 * they use it, so both decide alike. A case names the visit (what differs from `BASE_VISIT`), the rules,
 * and whether the popup shows.
 */
export interface RuleCase {
  name: string;
  rules: PopupRules;
  visit: Partial<VisitFacts>;
  shows: boolean;
}

/** A first visit on a desktop, on the front page, just arrived, at noon in Oslo on 2026-06-10. */
export const BASE_VISIT: VisitFacts = {
  path: '/',
  secondsOnPage: 0,
  scrollPercent: 0,
  exitIntent: false,
  idleSeconds: 0,
  device: 'desktop',
  returning: false,
  cartTotal: null,
  referrer: '',
  utm: { source: '', medium: '', campaign: '' },
  now: new Date('2026-06-10T10:00:00Z'),
};

const one = (rule: PopupRule): PopupRules => ({ groups: [[rule]] });

export const RULE_CASES: readonly RuleCase[] = [
  { name: 'no rules: always', rules: { groups: [] }, visit: {}, shows: true },
  { name: 'an empty group holds', rules: { groups: [[]] }, visit: {}, shows: true },
  // Pages.
  {
    name: 'exact page, trailing slash and query ignored',
    rules: one({ kind: 'page', match: 'exact', value: '/sko' }),
    visit: { path: '/sko/?farge=rod' },
    shows: true,
  },
  {
    name: 'exact page is not a sub-page',
    rules: one({ kind: 'page', match: 'exact', value: '/sko' }),
    visit: { path: '/sko/fjellsko' },
    shows: false,
  },
  {
    name: 'exact front page',
    rules: one({ kind: 'page', match: 'exact', value: '/' }),
    visit: { path: '/?utm_source=nyhetsbrev' },
    shows: true,
  },
  {
    name: 'starts with, any case',
    rules: one({ kind: 'page', match: 'starts_with', value: '/Sko/' }),
    visit: { path: '/sko/fjellsko' },
    shows: true,
  },
  {
    name: 'starts with: another section',
    rules: one({ kind: 'page', match: 'starts_with', value: '/sko/' }),
    visit: { path: '/sokker/ull' },
    shows: false,
  },
  {
    name: 'contains',
    rules: one({ kind: 'page', match: 'contains', value: 'kampanje' }),
    visit: { path: '/vinter-kampanje-2026' },
    shows: true,
  },
  {
    name: 'matches a pattern',
    rules: one({ kind: 'page', match: 'matches', value: '^/produkt/\\d+$' }),
    visit: { path: '/produkt/1234' },
    shows: true,
  },
  {
    name: 'a pattern that does not compile never matches',
    rules: one({ kind: 'page', match: 'matches', value: '(' }),
    visit: { path: '/(' },
    shows: false,
  },
  // Time, scrolling, leaving, idling.
  {
    name: 'delay not yet',
    rules: one({ kind: 'delay', seconds: 5 }),
    visit: { secondsOnPage: 4.9 },
    shows: false,
  },
  {
    name: 'delay reached',
    rules: one({ kind: 'delay', seconds: 5 }),
    visit: { secondsOnPage: 5 },
    shows: true,
  },
  {
    name: 'scrolled far enough',
    rules: one({ kind: 'scroll', percent: 50 }),
    visit: { scrollPercent: 50 },
    shows: true,
  },
  {
    name: 'not scrolled far enough',
    rules: one({ kind: 'scroll', percent: 50 }),
    visit: { scrollPercent: 49 },
    shows: false,
  },
  { name: 'exit intent', rules: one({ kind: 'exit_intent' }), visit: { exitIntent: true }, shows: true },
  { name: 'no exit intent', rules: one({ kind: 'exit_intent' }), visit: {}, shows: false },
  {
    name: 'idle long enough',
    rules: one({ kind: 'inactivity', seconds: 30 }),
    visit: { idleSeconds: 31 },
    shows: true,
  },
  {
    name: 'not idle',
    rules: one({ kind: 'inactivity', seconds: 30 }),
    visit: { idleSeconds: 3 },
    shows: false,
  },
  // Who and how.
  {
    name: 'device',
    rules: one({ kind: 'device', device: 'mobile' }),
    visit: { device: 'mobile' },
    shows: true,
  },
  {
    name: 'another device',
    rules: one({ kind: 'device', device: 'mobile' }),
    visit: { device: 'tablet' },
    shows: false,
  },
  { name: 'new visitor', rules: one({ kind: 'visitor', visitor: 'new' }), visit: {}, shows: true },
  {
    name: 'not a new visitor',
    rules: one({ kind: 'visitor', visitor: 'new' }),
    visit: { returning: true },
    shows: false,
  },
  {
    name: 'returning visitor',
    rules: one({ kind: 'visitor', visitor: 'returning' }),
    visit: { returning: true },
    shows: true,
  },
  {
    name: 'cart at least',
    rules: one({ kind: 'cart_value', at_least: 500, below: null }),
    visit: { cartTotal: 500 },
    shows: true,
  },
  {
    name: 'cart below the least',
    rules: one({ kind: 'cart_value', at_least: 500, below: null }),
    visit: { cartTotal: 499.99 },
    shows: false,
  },
  {
    name: 'cart between',
    rules: one({ kind: 'cart_value', at_least: 200, below: 800 }),
    visit: { cartTotal: 799 },
    shows: true,
  },
  {
    name: 'cart at the upper bound is outside',
    rules: one({ kind: 'cart_value', at_least: 200, below: 800 }),
    visit: { cartTotal: 800 },
    shows: false,
  },
  {
    name: 'no cart known',
    rules: one({ kind: 'cart_value', at_least: 0, below: null }),
    visit: { cartTotal: null },
    shows: false,
  },
  {
    name: 'referrer contains',
    rules: one({ kind: 'source', field: 'referrer', value: 'facebook' }),
    visit: { referrer: 'https://l.Facebook.com/' },
    shows: true,
  },
  {
    name: 'utm campaign',
    rules: one({ kind: 'source', field: 'utm_campaign', value: 'black-friday' }),
    visit: { utm: { source: 'nyhetsbrev', medium: 'epost', campaign: 'black-friday-2026' } },
    shows: true,
  },
  {
    name: 'utm source differs',
    rules: one({ kind: 'source', field: 'utm_source', value: 'google' }),
    visit: { utm: { source: 'nyhetsbrev', medium: 'epost', campaign: '' } },
    shows: false,
  },
  // The schedule, in Oslo days.
  {
    name: 'schedule: the last day until midnight in Oslo',
    rules: one({ kind: 'schedule', from: '2026-12-01', to: '2026-12-24' }),
    visit: { now: new Date('2026-12-24T22:59:00Z') },
    shows: true,
  },
  {
    name: 'schedule: after midnight in Oslo, still the 24th in UTC',
    rules: one({ kind: 'schedule', from: '2026-12-01', to: '2026-12-24' }),
    visit: { now: new Date('2026-12-24T23:00:00Z') },
    shows: false,
  },
  {
    name: 'schedule: from the first Oslo day, the evening before in UTC',
    rules: one({ kind: 'schedule', from: '2026-12-01', to: null }),
    visit: { now: new Date('2026-11-30T23:30:00Z') },
    shows: true,
  },
  {
    name: 'schedule: before it starts',
    rules: one({ kind: 'schedule', from: '2026-12-01', to: null }),
    visit: { now: new Date('2026-11-30T22:30:00Z') },
    shows: false,
  },
  {
    name: 'schedule: summer time, the last day',
    rules: one({ kind: 'schedule', from: null, to: '2026-06-10' }),
    visit: { now: new Date('2026-06-10T21:59:00Z') },
    shows: true,
  },
  // AND within a group, OR between groups.
  {
    name: 'AND: one rule of the group fails',
    rules: {
      groups: [
        [
          { kind: 'page', match: 'starts_with', value: '/sko' },
          { kind: 'delay', seconds: 10 },
        ],
      ],
    },
    visit: { path: '/sko/fjellsko', secondsOnPage: 3 },
    shows: false,
  },
  {
    name: 'AND: every rule holds',
    rules: {
      groups: [
        [
          { kind: 'page', match: 'starts_with', value: '/sko' },
          { kind: 'delay', seconds: 10 },
        ],
      ],
    },
    visit: { path: '/sko/fjellsko', secondsOnPage: 10 },
    shows: true,
  },
  {
    name: 'OR: the second group holds',
    rules: {
      groups: [
        [
          { kind: 'device', device: 'mobile' },
          { kind: 'scroll', percent: 80 },
        ],
        [{ kind: 'exit_intent' }],
      ],
    },
    visit: { exitIntent: true },
    shows: true,
  },
  {
    name: 'OR: no group holds',
    rules: {
      groups: [[{ kind: 'device', device: 'mobile' }], [{ kind: 'visitor', visitor: 'returning' }]],
    },
    visit: {},
    shows: false,
  },
];
