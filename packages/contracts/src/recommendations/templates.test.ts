import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES_NB, isFieldMessageKey } from '../errors/messages';
import {
  createRecommendationTemplateBodySchema,
  RECOMMENDATION_TEMPLATE_COMPILE_MESSAGES,
  RECOMMENDATION_TEMPLATE_CSS_MAX,
  RECOMMENDATION_TEMPLATE_HTML_MAX,
  recommendationTemplateFieldsSchema,
  storedTemplateId,
  storedTemplateKey,
} from './templates';
import { RECOMMENDATION_TEMPLATE_KEY_PATTERN } from './widgets';

function problems(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('recommendation templates', () => {
  it('names a stored template t{id}, a key widgets accept', () => {
    expect(storedTemplateKey(12)).toBe('t12');
    expect(RECOMMENDATION_TEMPLATE_KEY_PATTERN.test(storedTemplateKey(12))).toBe(true);
    expect(storedTemplateId('t12')).toBe(12);
    expect(storedTemplateId('grid')).toBeNull();
    expect(storedTemplateId('t0')).toBeNull();
    expect(storedTemplateId('t12x')).toBeNull();
  });

  it('requires a name, a kind and sources within their limits', () => {
    expect(
      problems(recommendationTemplateFieldsSchema.safeParse({ name: ' ', kind: 'shop', html: '' })),
    ).toEqual({
      name: 'template_name_required',
    });
    expect(
      problems(
        recommendationTemplateFieldsSchema.safeParse({
          kind: 'popup',
          html: 'x'.repeat(RECOMMENDATION_TEMPLATE_HTML_MAX + 1),
          css: 'x'.repeat(RECOMMENDATION_TEMPLATE_CSS_MAX + 1),
        }),
      ),
    ).toEqual({ name: 'template_name_required', kind: 'invalid_value', html: 'too_long', css: 'too_long' });
  });

  it('creates from another template, or from its own kind and HTML', () => {
    expect(createRecommendationTemplateBodySchema.safeParse({ name: 'Min', from: 'grid' }).success).toBe(
      true,
    );
    expect(problems(createRecommendationTemplateBodySchema.safeParse({ name: 'Min' }))).toEqual({
      kind: 'field_empty',
      html: 'field_empty',
    });
  });

  it('has a Norwegian message for every compile problem', () => {
    for (const key of RECOMMENDATION_TEMPLATE_COMPILE_MESSAGES) {
      expect(isFieldMessageKey(key)).toBe(true);
      expect(FIELD_MESSAGES_NB[key as keyof typeof FIELD_MESSAGES_NB]).toMatch(/linje \{line\}|tegn/);
    }
  });
});
