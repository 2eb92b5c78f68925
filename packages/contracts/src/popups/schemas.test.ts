import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES_NB } from '../errors/messages';
import { contentPageSettingsSchema, formFieldSchema, popupRuleSchema, popupSettingsSchema } from './schemas';

/** The messages a parse reports, by the path they are about. */
function problems(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('popup settings', () => {
  it('takes a width from 769 to 1300 px, and says so otherwise (spec 5)', () => {
    expect(popupSettingsSchema.safeParse({ max_width: 769 }).success).toBe(true);
    expect(popupSettingsSchema.safeParse({ max_width: 1300 }).success).toBe(true);
    for (const max_width of [768, 1301, 900.5, '900', undefined]) {
      expect(problems(popupSettingsSchema.safeParse({ max_width }))).toEqual({ max_width: 'popup_width' });
    }
    expect(FIELD_MESSAGES_NB.popup_width).toBe('Bredden må være mellom 769 og 1300 px.');
  });

  it('fills in the defaults: centred, no rules, once, never again after a submit', () => {
    expect(popupSettingsSchema.parse({ max_width: 800 })).toEqual({
      max_width: 800,
      placement: 'center',
      rules: { groups: [] },
      frequency: { mode: 'once', days: null },
      stop_after_submit: true,
      hide_from_subscribers: false,
      audience: 'everyone',
    });
  });

  it('needs the days of an "once per N days" frequency', () => {
    expect(
      problems(popupSettingsSchema.safeParse({ max_width: 800, frequency: { mode: 'days', days: null } })),
    ).toEqual({ 'frequency.days': 'field_empty' });
  });
});

describe('popup rules', () => {
  it('refuses a pattern that does not compile, an empty range and dates in the wrong order', () => {
    expect(problems(popupRuleSchema.safeParse({ kind: 'page', match: 'matches', value: '([a-z' }))).toEqual({
      value: 'popup_pattern_invalid',
    });
    expect(problems(popupRuleSchema.safeParse({ kind: 'page', match: 'exact', value: '  ' }))).toEqual({
      value: 'field_empty',
    });
    expect(problems(popupRuleSchema.safeParse({ kind: 'cart_value', at_least: null, below: null }))).toEqual({
      at_least: 'field_empty',
    });
    expect(problems(popupRuleSchema.safeParse({ kind: 'cart_value', at_least: 800, below: 200 }))).toEqual({
      below: 'popup_cart_range',
    });
    expect(
      problems(popupRuleSchema.safeParse({ kind: 'schedule', from: '2026-12-24', to: '2026-12-01' })),
    ).toEqual({ to: 'popup_schedule_order' });
    expect(problems(popupRuleSchema.safeParse({ kind: 'teleport' }))).toEqual({ kind: 'invalid_value' });
    expect(popupRuleSchema.safeParse({ kind: 'delay', seconds: 5, extra: 1 }).success).toBe(false);
  });
});

describe('form fields', () => {
  it('need a placeholder that says something on text, textarea, number and e-mail fields (spec 5)', () => {
    for (const type of ['text', 'textarea', 'number', 'email']) {
      expect(
        problems(formFieldSchema.safeParse({ type, name: 'felt', label: 'Felt', placeholder: '   ' })),
      ).toEqual({ placeholder: 'placeholder_empty' });
    }
    expect(
      formFieldSchema.safeParse({
        type: 'email',
        name: 'email',
        label: 'E-post',
        placeholder: 'deg@epost.no',
      }).success,
    ).toBe(true);
  });

  it('need at least one option on select and checkbox fields (spec 5)', () => {
    for (const type of ['select', 'checkbox']) {
      expect(problems(formFieldSchema.safeParse({ type, name: 'valg', label: 'Valg', options: [] }))).toEqual(
        {
          options: 'form_options_required',
        },
      );
    }
    expect(
      formFieldSchema.safeParse({ type: 'checkbox', name: 'vilkar', label: 'Jeg godtar', options: ['Ja'] })
        .success,
    ).toBe(true);
  });
});

describe('content pages', () => {
  it('need a name (spec 5) and a placement key the shop can write', () => {
    expect(
      problems(contentPageSettingsSchema.safeParse({ name: ' ', placement_key: 'forside-banner' })),
    ).toEqual({
      name: 'page_name_required',
    });
    expect(problems(contentPageSettingsSchema.safeParse({ placement_key: 'forside-banner' }))).toEqual({
      name: 'page_name_required',
    });
    expect(
      problems(contentPageSettingsSchema.safeParse({ name: 'Banner', placement_key: 'Forside Banner' })),
    ).toEqual({ placement_key: 'placement_key_invalid' });
    expect(FIELD_MESSAGES_NB.page_name_required).toBe('Siden må ha et navn.');
  });

  it('take a period of two instants, the end after the start, and refuse a day without a time', () => {
    const base = { name: 'Julebanner', placement_key: 'forside-banner' };
    expect(
      contentPageSettingsSchema.parse({
        ...base,
        from: '2026-12-24T12:00+01:00',
        to: '2026-12-27T00:00:00Z',
      }),
    ).toMatchObject({ from: '2026-12-24T11:00:00.000Z', to: '2026-12-27T00:00:00.000Z' });
    expect(problems(contentPageSettingsSchema.safeParse({ ...base, from: '24.12.2026 12:00' }))).toEqual({
      from: 'datetime_unreadable',
    });
    expect(
      problems(
        contentPageSettingsSchema.safeParse({
          ...base,
          from: '2026-12-24T11:00:00Z',
          to: '2026-12-24T11:00:00Z',
        }),
      ),
    ).toEqual({ to: 'schedule_end_after_start' });
  });
});
