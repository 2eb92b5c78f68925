import { z } from 'zod';
import { hexColorField } from '../account-settings/schemas';
import { optionalText } from '../fields';
import { WIDGET_ID_MAX_LENGTH, WIDGET_ID_PATTERN, widgetIdField } from '../widget-id';
import { SEARCH_DEFAULT_TEMPLATE, SEARCH_LEGACY_TEMPLATES } from './templates';

/**
 * Site search (spec sections 2, 3 and 5): the tuning the panel edits (keywords, synonyms, custom results,
 * search widgets, settings), the no-result history, and the search itself that shops and the panel's test
 * box call. Issue messages are keys of FIELD_MESSAGES_* like everywhere else.
 */

/** "Search text must be longer than a given length" (spec section 5): a query needs at least 2 characters. */
export const SEARCH_TEXT_MIN_LENGTH = 2;
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const SEARCH_WORD_MAX_LENGTH = 100;
export const KEYWORD_CONTENT_MAX_LENGTH = 2000;
export const SYNONYMS_MAX = 20;
export const CUSTOM_RESULT_INCLUDED_MAX = 50;
export const CUSTOM_RESULT_EXCLUDED_MAX = 200;
export const SEARCH_LIMIT_MAX = 100;
export const NO_RESULT_HISTORY_DAYS = 90;
/** Public searches per IP and account per minute; as-you-type sends one per pause in typing. */
export const PUBLIC_SEARCH_PER_MINUTE = 120;

/** Lower case, trimmed, inner whitespace collapsed: how words and phrases are compared for duplicates. */
export const normalizeSearchText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A required word whose emptiness has its own catalogue message. */
const searchWord = (emptyMessage: 'keyword_empty' | 'synonym_empty', max = SEARCH_WORD_MAX_LENGTH) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? emptyMessage : 'invalid_value') })
    .transform(normalizeSearchText)
    .pipe(z.string().min(1, emptyMessage).max(max, 'too_long'));

// ---------- keywords ----------

export const keywordBodySchema = z
  .object({
    keyword: searchWord('keyword_empty'),
    content: z
      .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
      .trim()
      .min(1, 'field_empty')
      .max(KEYWORD_CONTENT_MAX_LENGTH, 'too_long'),
  })
  .strict();
export type KeywordBody = z.input<typeof keywordBodySchema>;

export const keywordSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Keyword = z.infer<typeof keywordSchema>;
export const keywordListAnswerSchema = z.object({ data: z.array(keywordSchema) });
export const keywordAnswerSchema = z.object({ data: keywordSchema });

// ---------- synonyms ----------

export const synonymBodySchema = z
  .object({
    word: searchWord('synonym_empty'),
    synonyms: z
      .array(searchWord('synonym_empty'), { error: 'invalid_value' })
      .min(1, 'synonym_empty')
      .max(SYNONYMS_MAX, 'invalid_value'),
    /** Both ways: each synonym also finds the word (and the other synonyms). One way: only the word finds them. */
    two_way: z.boolean({ error: 'invalid_value' }).default(true),
  })
  .strict()
  .superRefine((body, context) => {
    const seen = new Set<string>([body.word]);
    body.synonyms.forEach((synonym, index) => {
      if (seen.has(synonym))
        context.addIssue({ code: 'custom', path: ['synonyms', index], message: 'synonym_duplicate' });
      seen.add(synonym);
    });
  });
export type SynonymBody = z.input<typeof synonymBodySchema>;

export const synonymSchema = z.object({
  id: z.string(),
  word: z.string(),
  synonyms: z.array(z.string()),
  two_way: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;
export const synonymListAnswerSchema = z.object({ data: z.array(synonymSchema) });
export const synonymAnswerSchema = z.object({ data: synonymSchema });

// ---------- custom results ----------

/** The phrases a custom result answers: the whole text, or each comma-separated part when the flag is set. */
export function customResultPhrases(phrase: string, commaSeparated: boolean): string[] {
  const parts = commaSeparated ? phrase.split(',') : [phrase];
  return [...new Set(parts.map(normalizeSearchText).filter((part) => part !== ''))];
}

const productIdList = (max: number) =>
  z
    .array(z.string({ error: 'invalid_value' }).trim().min(1, 'invalid_value').max(200, 'too_long'), {
      error: 'invalid_value',
    })
    .max(max, 'invalid_value');

export const customResultBodySchema = z
  .object({
    phrase: z
      .string({ error: (issue) => (issue.input === undefined ? 'phrase_required' : 'invalid_value') })
      .trim()
      .max(500, 'too_long'),
    comma_separated: z.boolean({ error: 'invalid_value' }).default(false),
    /** true: the chosen products first, then the normal results; false: only the chosen products. */
    merge: z.boolean({ error: 'invalid_value' }).default(true),
    /** Product ids in the order they are shown. */
    included: productIdList(CUSTOM_RESULT_INCLUDED_MAX).default([]),
    excluded: productIdList(CUSTOM_RESULT_EXCLUDED_MAX).default([]),
  })
  .strict()
  .superRefine((body, context) => {
    if (customResultPhrases(body.phrase, body.comma_separated).length === 0) {
      context.addIssue({ code: 'custom', path: ['phrase'], message: 'phrase_required' });
    }
    const included = new Set<string>();
    body.included.forEach((id, index) => {
      if (included.has(id))
        context.addIssue({ code: 'custom', path: ['included', index], message: 'product_listed_twice' });
      included.add(id);
    });
    body.excluded.forEach((id, index) => {
      if (included.has(id))
        context.addIssue({
          code: 'custom',
          path: ['excluded', index],
          message: 'product_included_and_excluded',
        });
    });
  });
export type CustomResultBody = z.input<typeof customResultBodySchema>;

/** A product as the tuning screens list it (name and price so the owner sees what was picked). */
export const searchProductRefSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  /** false when the product has left the catalogue since it was picked. */
  exists: z.boolean(),
});
export type SearchProductRef = z.infer<typeof searchProductRefSchema>;

export const customResultSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  comma_separated: z.boolean(),
  phrases: z.array(z.string()),
  merge: z.boolean(),
  included: z.array(searchProductRefSchema),
  excluded: z.array(searchProductRefSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomResult = z.infer<typeof customResultSchema>;
export const customResultListAnswerSchema = z.object({ data: z.array(customResultSchema) });
export const customResultAnswerSchema = z.object({ data: customResultSchema });

// ---------- no-result history ----------

export const noResultHistoryQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(NO_RESULT_HISTORY_DAYS, 'invalid_value')
      .default(30),
  })
  .strict();

export const noResultPhraseSchema = z.object({
  phrase: z.string(),
  searches: z.number().int(),
  last_searched_at: z.string(),
  /** Whether the phrase finds products now (after a synonym or custom result was added). */
  has_results_now: z.boolean(),
});
export type NoResultPhrase = z.infer<typeof noResultPhraseSchema>;
export const noResultHistoryAnswerSchema = z.object({ data: z.array(noResultPhraseSchema) });

// ---------- settings ----------

export const SEARCH_SETTING_TYPES = ['details', 'fields', 'boosts'] as const;
export type SearchSettingType = (typeof SEARCH_SETTING_TYPES)[number];
export const SEARCH_FIELDS = ['name', 'brand', 'category', 'sku'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** 'nb': Norwegian stemming (sko, skoen, skoene find each other); 'none': words as written. */
export const SEARCH_LANGUAGES = ['nb', 'none'] as const;

const intIn = (min: number, max: number) =>
  z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(min, 'invalid_value')
    .max(max, 'invalid_value');

export const searchDetailsSettingsSchema = z
  .object({
    results: intIn(1, SEARCH_LIMIT_MAX),
    suggestions: intIn(0, 10),
    language: z.enum(SEARCH_LANGUAGES, { error: 'invalid_value' }),
    typo_tolerance: z.boolean({ error: 'invalid_value' }),
  })
  .strict();

/** Weight 0 leaves a field out of the search. */
export const searchFieldsSettingsSchema = z
  .object({ name: intIn(0, 10), brand: intIn(0, 10), category: intIn(0, 10), sku: intIn(0, 10) })
  .strict()
  .refine((weights) => SEARCH_FIELDS.some((field) => weights[field] > 0), {
    message: 'search_field_required',
    path: ['name'],
  });

/** Percent added to a product's score. */
export const searchBoostsSettingsSchema = z
  .object({ in_stock: intIn(0, 200), on_sale: intIn(0, 200) })
  .strict();

export const searchSettingsSchema = z.object({
  details: searchDetailsSettingsSchema,
  fields: searchFieldsSettingsSchema,
  boosts: searchBoostsSettingsSchema,
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  details: { results: 24, suggestions: 5, language: 'nb', typo_tolerance: true },
  fields: { name: 10, brand: 5, category: 3, sku: 8 },
  boosts: { in_stock: 50, on_sale: 10 },
};

export const searchSettingBodySchemas = {
  details: searchDetailsSettingsSchema,
  fields: searchFieldsSettingsSchema,
  boosts: searchBoostsSettingsSchema,
} as const satisfies Record<SearchSettingType, z.ZodType>;

export const searchSettingsAnswerSchema = z.object({ data: searchSettingsSchema });

// ---------- search widgets ----------

/** A search template's key: a default's word or `t{id}` (a stored template of kind search, checked on the server). */
const SEARCH_TEMPLATE_KEY_PATTERN = /^[a-z0-9-]+$/;
const searchTemplateField = () =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    // Widgets saved before the templates say 'list' or 'grid': read as the default that draws the same.
    .transform(
      (key) => (Object.hasOwn(SEARCH_LEGACY_TEMPLATES, key) ? SEARCH_LEGACY_TEMPLATES[key] : key) ?? key,
    )
    .pipe(
      z
        .string()
        .min(1, 'recommendation_template_unknown')
        .max(64, 'recommendation_template_unknown')
        .regex(SEARCH_TEMPLATE_KEY_PATTERN, 'recommendation_template_unknown'),
    );
/** The editor's tabs: `search-widgets/{id}/{type?}`. */
export const SEARCH_WIDGET_TABS = ['general', 'design'] as const;
export type SearchWidgetTab = (typeof SEARCH_WIDGET_TABS)[number];

/** Recommendation fields shared by search widgets (spec section 3), and how the overlay looks. */
export const searchWidgetFieldsSchema = z.object({
  comment: optionalText(500).default(''),
  /** A default search template or `t{id}` of a stored one (the server checks it is a search template it may read). */
  template: searchTemplateField().default(SEARCH_DEFAULT_TEMPLATE),
  number_of_products: intIn(1, 48).default(8),
  products_per_row: intIn(1, 6).default(4),
  in_stock_only: z.boolean({ error: 'invalid_value' }).default(false),
  on_sale_only: z.boolean({ error: 'invalid_value' }).default(false),
  show_prices: z.boolean({ error: 'invalid_value' }).default(true),
  show_images: z.boolean({ error: 'invalid_value' }).default(true),
  show_suggestions: z.boolean({ error: 'invalid_value' }).default(true),
  show_keyword_content: z.boolean({ error: 'invalid_value' }).default(true),
  placeholder: optionalText(100).default(''),
  title: optionalText(100).default(''),
  primary_color: hexColorField().default('#1f6feb'),
  text_color: hexColorField().default('#1b1f24'),
  background_color: hexColorField().default('#ffffff'),
});

export const createSearchWidgetBodySchema = searchWidgetFieldsSchema.extend({ id: widgetIdField() }).strict();
export type CreateSearchWidgetBody = z.input<typeof createSearchWidgetBodySchema>;
export const updateSearchWidgetBodySchema = searchWidgetFieldsSchema.strict();
export type UpdateSearchWidgetBody = z.input<typeof updateSearchWidgetBodySchema>;

export const searchWidgetSchema = searchWidgetFieldsSchema.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SearchWidget = z.infer<typeof searchWidgetSchema>;
export const searchWidgetListAnswerSchema = z.object({ data: z.array(searchWidgetSchema) });
export const searchWidgetAnswerSchema = z.object({ data: searchWidgetSchema });

// ---------- the search ----------

/** GET /api/public/search/{account_id}?q=&widget=&limit= (shops) and GET /api/search/test?q= (the panel). */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: (issue) => (issue.input === undefined ? 'search_text_too_short' : 'invalid_value') })
      .transform(normalizeSearchText)
      .pipe(
        z
          .string()
          .min(SEARCH_TEXT_MIN_LENGTH, 'search_text_too_short')
          .max(SEARCH_TEXT_MAX_LENGTH, 'too_long'),
      ),
    widget: z
      .string()
      .trim()
      .max(WIDGET_ID_MAX_LENGTH, 'too_long')
      .regex(WIDGET_ID_PATTERN, 'invalid_widget_id')
      .optional(),
    limit: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(SEARCH_LIMIT_MAX, 'invalid_value')
      .optional(),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Kroner. */
  price: z.number(),
  sale_price: z.number().nullable(),
  in_stock: z.boolean(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  /** Placed by a custom result rather than found. */
  pinned: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  /** Products found in all (before `limit`). */
  total: z.number().int(),
  products: z.array(searchHitSchema),
  /** Completions of what is being typed, best first. */
  suggestions: z.array(z.string()),
  /** Keyword content whose search word is in the query. */
  keywords: z.array(z.object({ keyword: z.string(), content: z.string() })),
  /** The custom result that applied, if any. */
  custom_result: z.object({ id: z.string(), merge: z.boolean() }).nullable(),
  /** The widget's look, when `widget` named one (the overlay draws with it). */
  widget: searchWidgetSchema.omit({ created_at: true, updated_at: true, comment: true }).nullable(),
  /**
   * The products drawn with the widget's search template (null without a widget): the overlay puts `html` and
   * `css` in its Shadow DOM; every product link carries `data-bp-product`.
   */
  drawn: z.object({ html: z.string(), css: z.string() }).nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
