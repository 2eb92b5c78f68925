import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES_NB, isFieldMessageKey } from '../errors/messages';
import {
  createRecommendationWidgetBodySchema,
  defaultTemplateType,
  RECOMMENDATION_DEFAULT_TEMPLATES,
  recommendationWidgetFieldsSchema,
} from './widgets';

/** The message keys a parse reports, by the path they are about. */
function problems(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('recommendation widget fields', () => {
  it('fills in the type’s default template', () => {
    expect(recommendationWidgetFieldsSchema.parse({}).template).toBe('grid');
    expect(recommendationWidgetFieldsSchema.parse({ type: 'email' }).template).toBe('email-grid');
    expect(recommendationWidgetFieldsSchema.parse({ template: 'carousel' }).template).toBe('carousel');
  });

  it('keeps each default template to the type it is made for', () => {
    for (const [key, type] of Object.entries(RECOMMENDATION_DEFAULT_TEMPLATES)) {
      expect(defaultTemplateType(key)).toBe(type);
      const other = type === 'shop' ? 'email' : 'shop';
      expect(recommendationWidgetFieldsSchema.safeParse({ type, template: key }).success).toBe(true);
      expect(
        Object.keys(problems(recommendationWidgetFieldsSchema.safeParse({ type: other, template: key }))),
      ).toEqual(['template']);
    }
    // A key that is not a default may be a stored template: the server decides whether it exists.
    expect(defaultTemplateType('toString')).toBeNull();
    expect(recommendationWidgetFieldsSchema.safeParse({ template: 'min-mal' }).success).toBe(true);
  });

  it('needs products for a manual list and each of them once', () => {
    expect(problems(recommendationWidgetFieldsSchema.safeParse({ algorithm: 'manual' }))).toEqual({
      manual_products: 'recommendation_manual_required',
    });
    expect(
      problems(
        recommendationWidgetFieldsSchema.safeParse({ algorithm: 'manual', manual_products: ['a', 'a'] }),
      ),
    ).toEqual({ 'manual_products.1': 'product_listed_twice' });
  });

  it('reports only keys that have Norwegian texts', () => {
    const bad = createRecommendationWidgetBodySchema.safeParse({
      id: 'a b',
      number_of_products: 51,
      products_per_row: 0,
      template: 'Store bokstaver',
    });
    const keys = Object.values(problems(bad));
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(isFieldMessageKey(key), key).toBe(true);
      expect(FIELD_MESSAGES_NB[key as keyof typeof FIELD_MESSAGES_NB].length).toBeGreaterThan(0);
    }
  });
});
