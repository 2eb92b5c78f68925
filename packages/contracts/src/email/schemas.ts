import { z } from 'zod';
import { emailField, optionalText } from '../fields';
import { ROLE_GROUPS } from '../roles';

/** Spec section 3, E-mail: a template's type; the two last are transactional by default. */
export const EMAIL_TEMPLATE_TYPES = ['BASIC', 'CART_REMINDER', 'ORDER_CONFIRMATION'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];
export const TRANSACTIONAL_BY_DEFAULT: Record<EmailTemplateType, boolean> = {
  BASIC: false,
  CART_REMINDER: true,
  ORDER_CONFIRMATION: true,
};

/**
 * Who may switch a template's transactional flag (spec section 6: 'no permission to change transaction'):
 * a transactional mail may reach customers who never consented to marketing, so only platform staff
 * (admin, staff, partner) may turn it on or off. The name is not shown in the panel.
 */
export const TRANSACTIONAL_PERMISSION_ROLES = ROLE_GROUPS.staff;
export const canChangeTransactional = (roles: readonly string[] | null | undefined): boolean =>
  (roles ?? []).some((role) => (TRANSACTIONAL_PERMISSION_ROLES as readonly string[]).includes(role));

/** The largest MJML source and builder project a template may hold. */
export const EMAIL_TEMPLATE_MAX_SOURCE = 400_000;

/**
 * Merge tags a template may use (liquid: `{{ customer.first_name }}`, `{% for line in order.lines %}`).
 * Amounts come formatted in kr. Anything else is refused when the template is saved.
 */
export const MERGE_TAGS = {
  customer: ['name', 'first_name', 'email'],
  shop: ['name'],
  cart: ['lines', 'total', 'url'],
  order: ['id', 'lines', 'total', 'placed_at'],
  line: ['name', 'quantity', 'price', 'total', 'image_url'],
  unsubscribe_url: [],
  discount_code: [],
} as const;

const nameField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'template_name_required' : 'invalid_value') })
    .trim()
    .min(1, 'template_name_required')
    .max(200, 'too_long');

/** A template as the panel and the builder save it (POST /api/emails/templates, PUT …/{id}). */
export const emailTemplateBodySchema = z
  .object({
    name: nameField(),
    type: z.enum(EMAIL_TEMPLATE_TYPES, { error: 'invalid_value' }).default('BASIC'),
    subject: optionalText(200).default(''),
    preview_text: optionalText(200).default(''),
    /** The MJML the builder made; empty: a template not designed yet. */
    mjml: z.string({ error: 'invalid_value' }).max(EMAIL_TEMPLATE_MAX_SOURCE, 'too_long').default(''),
    /** The builder's own project data, kept to reopen the design as it was. */
    project: z.record(z.string(), z.unknown()).nullable().default(null),
    /** Only with the permission; absent: the type's default on create, unchanged on update. */
    transactional: z.boolean({ error: 'invalid_value' }).optional(),
    /**
     * Where `{{ discount_code }}` comes from (a fixed code or a unique-code template of the account);
     * null: none; absent: none on create, unchanged on update.
     */
    discount_id: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .positive('invalid_value')
      .nullable()
      .optional(),
  })
  .strict();
export type EmailTemplateBody = z.output<typeof emailTemplateBodySchema>;
export type EmailTemplateBodyInput = z.input<typeof emailTemplateBodySchema>;

export const emailTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  transactional: z.boolean(),
  subject: z.string(),
  /** The template's code source (see the body). */
  discount_id: z.number().int().nullable(),
  /** Whether the design, subject or preview text shows `{{ discount_code }}` (so a send needs a source). */
  needs_discount_code: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  preview_text: z.string(),
  mjml: z.string(),
  project: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the signed-in user may switch `transactional`. */
  can_change_transactional: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** A preview from a real customer and order of the shop: the latest order unless one is named. */
export const templatePreviewBodySchema = z.object({ order_id: optionalText(200).optional() }).strict();
export const templatePreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Which order and customer filled the merge tags (null: the shop has no orders, sample data was used). */
  order_id: z.string().nullable(),
  customer_email: z.string().nullable(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templateTestSendBodySchema = z.object({ to: emailField() }).strict();
export const emailTemplateListSchema = z.array(emailTemplateSummarySchema);
/** A test send's answer: the outbox mail and the address it goes to. */
export const testSendAnswerSchema = z.object({ id: z.string(), to: z.string() });

/**
 * A code an e-mail can show (GET /api/emails/discount-sources): the account's active codes, either one
 * fixed code every recipient gets, or a template from which each recipient gets their own unique code.
 */
export const discountSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** A template for unique codes: one single-use code per recipient, made when the mail is sent. */
  unique: z.boolean(),
});
export type DiscountSource = z.infer<typeof discountSourceSchema>;
export const discountSourceListSchema = z.array(discountSourceSchema);
/** What a preview and a test send show for a unique code: clearly a sample, never a code that works. */
export const SAMPLE_DISCOUNT_CODE = 'EKSEMPELKODE';
