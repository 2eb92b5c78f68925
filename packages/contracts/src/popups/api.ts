import { z } from 'zod';
import { popupSettingsSchema } from './schemas';

/** The API of popups (issue 17): the panel's bodies and answers, and the widget's. */
export const POPUP_DESIGN_HTML_MAX = 200_000;
export const POPUP_DESIGN_CSS_MAX = 100_000;
export const POPUP_PROJECT_MAX = 1_000_000;
export const POPUP_VARIANTS_MAX = 4;
/** Orders placed by a submitter within this many days of submitting count for the popup. */
export const POPUP_ORDER_DAYS = 30;

const name = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(100, 'too_long');

export const popupCreateBodySchema = z.object({ name: name() }).strict();

export const popupUpdateBodySchema = z
  .object({
    name: name(),
    settings: popupSettingsSchema,
    discount_template_id: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .positive('invalid_value')
      .nullable()
      .default(null),
  })
  .strict();
export type PopupUpdateBody = z.output<typeof popupUpdateBodySchema>;

export const designBodySchema = z
  .object({
    html: z.string({ error: 'invalid_value' }).max(POPUP_DESIGN_HTML_MAX, 'too_long'),
    css: z.string({ error: 'invalid_value' }).max(POPUP_DESIGN_CSS_MAX, 'too_long').default(''),
    project: z
      .record(z.string(), z.unknown(), { error: 'invalid_value' })
      .refine((project) => JSON.stringify(project).length <= POPUP_PROJECT_MAX, 'too_long')
      .nullable()
      .default(null),
  })
  .strict();

export const popupVariantWeightsBodySchema = z
  .object({
    weights: z.record(
      z.string().regex(/^\d+$/, 'invalid_value'),
      z
        .number({ error: 'invalid_value' })
        .int('invalid_value')
        .min(0, 'invalid_value')
        .max(100, 'invalid_value'),
    ),
  })
  .strict();

const visitorId = () =>
  z
    .string({ error: 'invalid_value' })
    .min(8, 'invalid_value')
    .max(64, 'invalid_value')
    .regex(/^[\w-]+$/, 'invalid_value');

/** The widget tells that a popup was shown. */
export const popupShownBodySchema = z
  .object({ visitor_id: visitorId(), variant_id: z.number().int().positive() })
  .strict();

/** The widget sends a popup's form: the field values by name, once per submit id. */
export const popupSubmitBodySchema = z
  .object({
    visitor_id: visitorId(),
    variant_id: z.number({ error: 'invalid_value' }).int().positive(),
    submit_id: visitorId(),
    fields: z
      .record(
        z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'invalid_value'),
        z.union([z.string().max(2000, 'too_long'), z.number(), z.boolean()], { error: 'invalid_value' }),
      )
      .refine((fields) => Object.keys(fields).length <= 30, 'too_long'),
  })
  .strict();
export type PopupSubmitBody = z.output<typeof popupSubmitBodySchema>;

export interface PopupVariantAnswer {
  id: number;
  name: string;
  weight: number;
  html: string;
  css: string;
  project: Record<string, unknown> | null;
  views: number;
  submissions: number;
}

export interface PopupAnswer {
  id: number;
  name: string;
  status: 'draft' | 'active' | 'paused' | 'scheduled';
  settings: z.output<typeof popupSettingsSchema>;
  discount_template_id: number | null;
  variants: PopupVariantAnswer[];
  views: number;
  submissions: number;
  /** Submissions per view, 0–1 (0 without views). */
  conversion: number;
  orders: number;
  /** Kroner from the orders of people who submitted, within POPUP_ORDER_DAYS. */
  revenue: number;
  updated_at: string;
}

/** What the widget gets: the account's active popups, ready to show. */
export interface WidgetPopup {
  id: number;
  settings: Pick<
    z.output<typeof popupSettingsSchema>,
    | 'max_width'
    | 'placement'
    | 'rules'
    | 'frequency'
    | 'stop_after_submit'
    | 'hide_from_subscribers'
    // For the priority between popups eligible at once (comparePopupPriority).
    | 'audience'
  >;
  variants: Array<{ id: number; weight: number; html: string; css: string }>;
}

export interface PopupSubmitAnswer {
  /** The unique code handed out ('' when the popup gives none, or when it goes by mail). */
  code: string;
  /** Double opt-in: the signup waits for the link in a mail; the code comes by mail after it. */
  confirm: boolean;
}

/** A content page or block as the panel shows it. */
export interface ContentPageAnswer {
  id: number;
  name: string;
  placement_key: string;
  /** Its period as ISO instants (from included, to excluded); both null: the placement's default. */
  from: string | null;
  to: string | null;
  draft_html: string;
  draft_css: string;
  project: Record<string, unknown> | null;
  /** The version the shop sees (0: none). */
  published_version: number;
  /** Published and the block in force in its placement now (the server's clock): on the shop now. */
  live: boolean;
  /** The block the shop shows in this placement now, and from and until when (null: no bound). */
  placement_now: { id: number; name: string; from: string | null; until: string | null } | null;
  versions: Array<{ version: number; published_at: string }>;
  updated_at: string;
}

export const contentRollbackBodySchema = z
  .object({ version: z.number({ error: 'invalid_value' }).int('invalid_value').positive('invalid_value') })
  .strict();

/** The shop asks for the blocks of the placement keys on its page (at most this many at once). */
export const CONTENT_KEYS_PER_REQUEST = 20;
