import type { PopupRule, PopupRules } from '@butikkpanel/contracts';
import type { TFunction } from 'i18next';
import { formatDay, formatNumber } from '@/lib/format';

/** One rule in a few words: "Etter 5 s", "Forsiden", "Mobil". */
function ruleText(rule: PopupRule, t: TFunction<['popups']>, language: string): string {
  const kr = (value: number) => `${formatNumber(value, language)} kr`;
  const day = (value: string) => formatDay(value, language, 'short');
  switch (rule.kind) {
    case 'page':
      if (rule.match === 'exact' && rule.value.trim() === '/') return t('popups:summary.frontPage');
      return t(`popups:summary.page.${rule.match}`, { value: rule.value });
    case 'delay':
      return t('popups:summary.delay', { seconds: rule.seconds });
    case 'scroll':
      return t('popups:summary.scroll', { percent: rule.percent });
    case 'exit_intent':
      return t('popups:summary.exitIntent');
    case 'inactivity':
      return t('popups:summary.inactivity', { seconds: rule.seconds });
    case 'device':
      return t(`popups:rules.device.devices.${rule.device}`);
    case 'visitor':
      return t(`popups:summary.visitor.${rule.visitor}`);
    case 'cart_value':
      if (rule.at_least !== null && rule.below !== null)
        return t('popups:summary.cartBetween', { from: kr(rule.at_least), to: kr(rule.below) });
      if (rule.at_least !== null) return t('popups:summary.cartAtLeast', { value: kr(rule.at_least) });
      return t('popups:summary.cartBelow', { value: kr(rule.below ?? 0) });
    case 'source':
      return t('popups:summary.source', {
        field: t(`popups:rules.source.fields.${rule.field}`),
        value: rule.value,
      });
    case 'schedule':
      if (rule.from !== null && rule.to !== null)
        return t('popups:summary.scheduleBetween', { from: day(rule.from), to: day(rule.to) });
      if (rule.from !== null) return t('popups:summary.scheduleFrom', { from: day(rule.from) });
      return t('popups:summary.scheduleTo', { to: day(rule.to ?? '') });
  }
}

/** The rules in one line: "Etter 5 s · Forsiden · Mobil", groups joined by "eller"; none: "Alltid". */
export function rulesSummary(rules: PopupRules, t: TFunction<['popups']>, language: string): string {
  const groups = rules.groups.filter((group) => group.length > 0);
  if (groups.length === 0) return t('popups:summary.always');
  return groups
    .map((group) => group.map((rule) => ruleText(rule, t, language)).join(' · '))
    .join(` ${t('popups:rules.or')} `);
}
