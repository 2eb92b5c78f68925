import type { SegmentRule, SegmentRuleField, SegmentRuleInput, SegmentRules } from '@butikkpanel/contracts';

/** A rule as the form holds it: every value as typed, so a half-typed "12," stays as it is. */
export interface RuleDraft {
  field: SegmentRuleField;
  op: string;
  value: string;
}

export const DEFAULT_OPERATOR: Record<SegmentRuleField, string> = {
  subscribed: '',
  orders: 'gte',
  total_spent: 'gte',
  last_order: 'after',
  visited: '',
  bought_product: '',
  bought_category: '',
  city: '',
  postcode: '',
  tag: '',
};

export const newRule = (field: SegmentRuleField = 'subscribed'): RuleDraft => ({
  field,
  op: DEFAULT_OPERATOR[field],
  value: field === 'subscribed' ? 'true' : '',
});

/** "1 299,50" → 1299.5; empty → undefined, so the server names the missing value. */
function numberOf(text: string): number | undefined {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return plain === '' ? undefined : Number(plain);
}

/** The rule the server checks (it gives the messages); what is not filled in goes as missing. */
export function ruleInputOf(draft: RuleDraft): SegmentRuleInput {
  switch (draft.field) {
    case 'subscribed':
      return { field: 'subscribed', value: draft.value === 'true' };
    case 'orders':
    case 'total_spent':
      return {
        field: draft.field,
        op: draft.op as 'gte' | 'lte' | 'eq',
        // Not filled in: undefined, which JSON leaves out, so the server names the missing value.
        value: numberOf(draft.value) as number,
      };
    case 'visited':
      // Not filled in: undefined, which JSON leaves out, so the server names the missing value.
      return { field: 'visited', value: numberOf(draft.value) as number };
    case 'last_order':
      return { field: 'last_order', op: draft.op as 'before' | 'after', value: draft.value };
    default:
      return { field: draft.field, value: draft.value };
  }
}

export function draftOf(rule: SegmentRule): RuleDraft {
  if (rule.field === 'subscribed') return { field: rule.field, op: '', value: String(rule.value) };
  if ('op' in rule) return { field: rule.field, op: rule.op, value: String(rule.value).replace('.', ',') };
  return { field: rule.field, op: '', value: String(rule.value) };
}

export const draftsOf = (definition: SegmentRules): RuleDraft[] => definition.rules.map(draftOf);

/**
 * The server's message for one rule, whichever call gave it: the count is asked with the rules alone
 * (`rules.0.value`), a save with the whole segment (`definition.rules.0.value`).
 */
export function ruleError(fields: Record<string, string>, index: number): string | undefined {
  for (const [path, message] of Object.entries(fields)) {
    const match = /(?:^|\.)rules\.(\d+)(?:\.|$)/.exec(path);
    if (match && Number(match[1]) === index) return message;
  }
  return undefined;
}
