import {
  type NewsletterSettings,
  newsletterSettingsSchema,
  REVIEW_DELAY_DAYS_MAX,
  type ReviewSettings,
  reviewSettingsSchema,
} from '@butikkpanel/contracts';
import { z } from 'zod';

/** The consent sources the owner chooses between (a withdrawal always goes, so it is not offered). */
export const OFFERED_SOURCES = ['checkout', 'club', 'popup', 'import', 'panel'] as const;

/** The newsletter settings as the form holds them: no list is '' (a select's empty value). */
export const newsletterFormSchema = z.object({
  list_id: z.string(),
  tags: newsletterSettingsSchema.shape.tags.unwrap(),
  sources: newsletterSettingsSchema.shape.sources.unwrap(),
  segment_ids: newsletterSettingsSchema.shape.segment_ids.unwrap(),
  read_back_unsubscribes: z.boolean(),
});
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** The saved settings, the contract's defaults where one is missing. */
export function newsletterFormValues(settings: unknown): NewsletterFormValues {
  const parsed = newsletterSettingsSchema.safeParse(settings ?? {});
  const value = parsed.success ? parsed.data : newsletterSettingsSchema.parse({});
  return { ...value, list_id: value.list_id ?? '' };
}

export const newsletterSettingsFrom = (values: NewsletterFormValues): NewsletterSettings => ({
  ...values,
  list_id: values.list_id || null,
});

/** Kroner as the owner types them: whole or with one or two decimals, comma or point; spaces ignored. */
const KRONER = /^\d+(?:[.,]\d{1,2})?$/;
const compact = (text: string) => text.replace(/[\s\u00a0]/g, '');

/** '499,50' -> 49950 øre; empty is 0 (every order); null when it is not an amount. */
export function kronerToOre(text: string): number | null {
  const value = compact(text);
  if (value === '') return 0;
  if (!KRONER.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split(/[.,]/);
  // Digit by digit, not through a float: 0,29 kr is 29 øre, not 28.999….
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 49950 øre -> '499,50'; whole kroner without decimals. */
export const oreToKroner = (ore: number): string =>
  ore % 100 === 0 ? String(ore / 100) : `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, '0')}`;

/** The review settings as the form holds them: the minimum in kroner, as typed. */
export const reviewFormSchema = z.object({
  delay_days: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(REVIEW_DELAY_DAYS_MAX, 'invalid_value'),
  min_total_kr: z.string().refine((text) => kronerToOre(text) !== null, 'invalid_amount'),
  review_of: reviewSettingsSchema.shape.review_of.unwrap(),
});
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export function reviewFormValues(settings: unknown): ReviewFormValues {
  const parsed = reviewSettingsSchema.safeParse(settings ?? {});
  const value = parsed.success ? parsed.data : reviewSettingsSchema.parse({});
  return {
    delay_days: value.delay_days,
    min_total_kr: oreToKroner(value.min_total_ore),
    review_of: value.review_of,
  };
}

/** What the API takes: the minimum in øre. */
export const reviewSettingsFrom = (values: ReviewFormValues): ReviewSettings => ({
  delay_days: values.delay_days,
  min_total_ore: kronerToOre(values.min_total_kr) ?? 0,
  review_of: values.review_of,
});
