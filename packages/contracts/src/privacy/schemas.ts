import { z } from 'zod';
import { emailField } from '../fields';

/** What the daily privacy job may delete, per account (spec: retention for chats and visitor data). */
export const RETENTION_KINDS = [
  'chat_messages',
  'chat_images',
  'chat_conversations',
  'visitors',
  'page_views',
  'cart_events',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_LIMITS = { minDays: 30, maxDays: 3650 } as const;

/** Days to keep, or null: keep for ever (the default). */
const retentionDays = () =>
  z
    .number({ error: 'retention_days_range' })
    .int('retention_days_range')
    .min(RETENTION_LIMITS.minDays, 'retention_days_range')
    .max(RETENTION_LIMITS.maxDays, 'retention_days_range')
    .nullable();

export const retentionSchema = z.strictObject({
  chat_messages: retentionDays(),
  chat_images: retentionDays(),
  chat_conversations: retentionDays(),
  visitors: retentionDays(),
  page_views: retentionDays(),
  cart_events: retentionDays(),
});
export type Retention = z.infer<typeof retentionSchema>;

export const privacySettingsAnswerSchema = z.object({
  retention: retentionSchema,
  can_manage: z.boolean(),
});
export type PrivacySettingsAnswer = z.infer<typeof privacySettingsAnswerSchema>;

/** The form holds text: empty means keep, otherwise whole days within the limits. */
const retentionText = () =>
  z
    .string({ error: 'retention_days_range' })
    .trim()
    .refine((value) => {
      if (value === '') return true;
      if (!/^\d{1,5}$/.test(value)) return false;
      const days = Number(value);
      return days >= RETENTION_LIMITS.minDays && days <= RETENTION_LIMITS.maxDays;
    }, 'retention_days_range');

export const retentionFormSchema = z.object({
  chat_messages: retentionText(),
  chat_images: retentionText(),
  chat_conversations: retentionText(),
  visitors: retentionText(),
  page_views: retentionText(),
  cart_events: retentionText(),
});
export type RetentionForm = z.infer<typeof retentionFormSchema>;

export function retentionToForm(retention: Retention): RetentionForm {
  const entries = RETENTION_KINDS.map((kind) => [
    kind,
    retention[kind] === null ? '' : String(retention[kind]),
  ]);
  return Object.fromEntries(entries) as RetentionForm;
}

export function retentionFromForm(form: RetentionForm): Retention {
  const entries = RETENTION_KINDS.map((kind) => [kind, form[kind].trim() === '' ? null : Number(form[kind])]);
  return Object.fromEntries(entries) as Retention;
}

/** Data subject access and erasure: everything the account holds about one e-mail address. */
export const dataSubjectBodySchema = z.object({ email: emailField() });
export type DataSubjectBody = z.input<typeof dataSubjectBodySchema>;

/** Erasure asks for the address twice, so a slip of the keyboard cannot erase someone else. */
export const eraseDataSubjectBodySchema = z
  .object({ email: emailField(), confirm_email: emailField() })
  .refine((value) => value.email === value.confirm_email, {
    message: 'emails_do_not_match',
    path: ['confirm_email'],
  });
export type EraseDataSubjectBody = z.input<typeof eraseDataSubjectBodySchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** One section per kind of row; an area that registers its own privacy hooks adds its own sections. */
export const dataSubjectExportSchema = z
  .object({
    email: z.string(),
    account_id: z.number().int(),
    exported_at: z.string(),
    visitors: rows,
    chat_messages: rows,
    chat_images: rows,
    page_views: rows,
    cart_events: rows,
    customers: rows,
    orders: rows,
  })
  .catchall(rows);
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

/** Counts per kind; an area that registers its own privacy hooks adds its own kinds. */
export const erasureAnswerSchema = z
  .object({
    email: z.string(),
    removed: z
      .object({
        visitors: z.number().int(),
        chat_messages: z.number().int(),
        chat_images: z.number().int(),
        page_views: z.number().int(),
        cart_events: z.number().int(),
        customers: z.number().int(),
      })
      .catchall(z.number().int()),
    /** Orders stay for the revenue figures; their e-mail address is removed. */
    orders_anonymised: z.number().int(),
  })
  /** Other rows kept without the person (`<kind>_anonymised`), as orders are. */
  .catchall(z.number().int());
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

export const privacyRunSchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Per account id: how many rows of each kind were removed. */
  removed: z.record(z.string(), z.record(z.string(), z.number())),
  error: z.string().nullable(),
});
export type PrivacyRun = z.infer<typeof privacyRunSchema>;

export const privacyRunsAnswerSchema = z.object({ data: z.array(privacyRunSchema) });
