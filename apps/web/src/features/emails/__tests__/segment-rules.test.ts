import { type SegmentRule, segmentRuleSchema } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, draftsOf, newRule, ruleError, ruleInputOf } from '../components/segment-rules';

/** What the server gets: the body goes as JSON, which leaves an undefined value out. */
const sent = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('segment rules in the form', () => {
  it('starts a rule with the operator its field needs and a value only for "subscribed"', () => {
    expect(newRule()).toEqual({ field: 'subscribed', op: '', value: 'true' });
    expect(newRule('orders')).toEqual({ field: 'orders', op: 'gte', value: '' });
    expect(newRule('total_spent')).toEqual({ field: 'total_spent', op: 'gte', value: '' });
    expect(newRule('last_order')).toEqual({ field: 'last_order', op: 'after', value: '' });
    expect(newRule('tag')).toEqual({ field: 'tag', op: '', value: '' });
    expect(newRule('bought_product')).toEqual({ field: 'bought_product', op: '', value: '' });
  });

  it('reads amounts as typed in Norwegian, with spaces and a decimal comma', () => {
    expect(ruleInputOf({ field: 'total_spent', op: 'gte', value: '1 299,50' })).toEqual({
      field: 'total_spent',
      op: 'gte',
      value: 1299.5,
    });
    // A pasted amount keeps the no-break space Intl puts between thousands.
    expect(ruleInputOf({ field: 'total_spent', op: 'lte', value: '12\u00a0990,5' })).toEqual({
      field: 'total_spent',
      op: 'lte',
      value: 12_990.5,
    });
    expect(ruleInputOf({ field: 'orders', op: 'eq', value: ' 3 ' })).toEqual({
      field: 'orders',
      op: 'eq',
      value: 3,
    });
  });

  it('sends an empty number as missing, so the server names the missing value', () => {
    expect(sent(ruleInputOf({ field: 'total_spent', op: 'gte', value: '' }))).toEqual({
      field: 'total_spent',
      op: 'gte',
    });
    expect(sent(ruleInputOf({ field: 'orders', op: 'gte', value: '  ' }))).toEqual({
      field: 'orders',
      op: 'gte',
    });
    // The contract refuses it with the text the rule's field shows.
    const checked = segmentRuleSchema.safeParse(ruleInputOf({ field: 'orders', op: 'gte', value: '' }));
    expect(checked.error?.issues[0]?.message).toBe('segment_value_required');
  });

  it('sends the other fields as the contract expects them', () => {
    expect(ruleInputOf({ field: 'subscribed', op: '', value: 'false' })).toEqual({
      field: 'subscribed',
      value: false,
    });
    expect(ruleInputOf({ field: 'subscribed', op: '', value: 'true' })).toEqual({
      field: 'subscribed',
      value: true,
    });
    expect(ruleInputOf({ field: 'last_order', op: 'before', value: '2026-01-31' })).toEqual({
      field: 'last_order',
      op: 'before',
      value: '2026-01-31',
    });
    expect(ruleInputOf({ field: 'tag', op: '', value: 'vip' })).toEqual({ field: 'tag', value: 'vip' });
    expect(ruleInputOf({ field: 'visited', op: '', value: '14' })).toEqual({ field: 'visited', value: 14 });
    expect(JSON.stringify(ruleInputOf({ field: 'visited', op: '', value: '' }))).toBe('{"field":"visited"}');
    // An empty text goes as it is: the server names it.
    expect(ruleInputOf({ field: 'bought_category', op: '', value: '' })).toEqual({
      field: 'bought_category',
      value: '',
    });
  });

  it('shows a saved rule as the user would type it, and sends it back unchanged', () => {
    const rules: SegmentRule[] = [
      { field: 'subscribed', value: false },
      { field: 'orders', op: 'gte', value: 2 },
      { field: 'total_spent', op: 'lte', value: 1299.5 },
      { field: 'last_order', op: 'after', value: '2026-01-01' },
      { field: 'bought_product', value: 'SKO-42' },
      { field: 'bought_category', value: 'Joggesko' },
      { field: 'tag', value: 'vip' },
      { field: 'visited', value: 30 },
      { field: 'city', value: 'Oslo' },
      { field: 'postcode', value: '0150' },
    ];
    expect(draftOf({ field: 'total_spent', op: 'lte', value: 1299.5 })).toEqual({
      field: 'total_spent',
      op: 'lte',
      value: '1299,5',
    });
    expect(draftOf({ field: 'subscribed', value: false })).toEqual({
      field: 'subscribed',
      op: '',
      value: 'false',
    });
    for (const rule of rules) expect(ruleInputOf(draftOf(rule))).toEqual(rule);
    expect(draftsOf({ match: 'any', rules }).map((draft) => draft.field)).toEqual(
      rules.map((rule) => rule.field),
    );
  });

  it("finds a rule's message from the count's path and from the save's path", () => {
    const fromCount = { 'rules.0.value': 'Regelen må ha en verdi.' };
    expect(ruleError(fromCount, 0)).toBe('Regelen må ha en verdi.');
    expect(ruleError(fromCount, 1)).toBeUndefined();

    const fromSave = {
      name: 'Segmentet må ha et navn.',
      'definition.rules.1.value': 'Regelen må ha en verdi.',
    };
    expect(ruleError(fromSave, 1)).toBe('Regelen må ha en verdi.');
    expect(ruleError(fromSave, 0)).toBeUndefined();

    // Rule 1 is not rule 10, and a whole rule refused counts for it too.
    expect(ruleError({ 'definition.rules.10.value': 'Ti' }, 1)).toBeUndefined();
    expect(ruleError({ 'definition.rules.10.value': 'Ti' }, 10)).toBe('Ti');
    expect(ruleError({ 'rules.2': 'Ugyldig regel.' }, 2)).toBe('Ugyldig regel.');
    // Other fields ending in "rules" are not rules.
    expect(ruleError({ 'subrules.0.value': 'Nei' }, 0)).toBeUndefined();
    expect(ruleError({}, 0)).toBeUndefined();
  });
});
