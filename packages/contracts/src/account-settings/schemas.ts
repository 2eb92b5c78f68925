import { z } from 'zod';
import { userSchema } from '../auth/schemas';
import {
  DEFAULT_WIDGET_CONFIG,
  OPENING_TIME_PATTERN,
  type OpeningHours,
  WEEKDAYS,
  WIDGET_COLOR_PATTERN,
} from '../chat/widget';
import { EMAIL_PATTERN } from '../constants';
import { emailField, optionalText, requiredText } from '../fields';
import { CART_ABANDONED_MAX_MINUTES, CART_ABANDONED_MIN_MINUTES } from '../platform/events';

/** A text that may be left empty, but when filled must match `pattern`. */
const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  optionalText(max).refine((value) => value === '' || pattern.test(value), message);

export const hexColorField = () =>
  z.string({ error: 'invalid_color' }).trim().regex(WIDGET_COLOR_PATTERN, 'invalid_color');

const optionalEmail = () =>
  optionalPattern(254, EMAIL_PATTERN, 'invalid_email').transform((value) => value.toLowerCase());

/** Settings screen 'company': the name lives on the account, the rest in account_settings. */
export const companySettingsSchema = z
  .object({
    company_name: requiredText(200),
    primary_color: hexColorField(),
    secondary_color: hexColorField(),
    address: optionalText(200),
    postcode: optionalPattern(20, /^\d{4}$/, 'invalid_postcode'),
    city: optionalText(100),
    phone: optionalPattern(30, /^\+?[\d ()-]{5,29}$/, 'invalid_phone'),
    email: optionalEmail(),
    org_number: optionalPattern(20, /^\d{9}$/, 'invalid_org_number'),
    website: optionalPattern(500, /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, 'invalid_url'),
  })
  .strict();
export type CompanySettingsBody = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

export const DEFAULT_COMPANY_COLORS = { primary_color: '#1f6feb', secondary_color: '#0b3d91' } as const;

/** Settings screen 'e-mail sender': who the shop's mails come from and what their footer says. */
export const emailSenderSettingsSchema = z
  .object({
    from_name: requiredText(100),
    from_email: emailField(),
    reply_to: optionalEmail(),
    footer_company: optionalText(200),
    footer_address: optionalText(300),
    footer_unsubscribe: optionalText(300),
    /**
     * Double opt-in ('1' on, as the spec's settings flags): a yes from the checkout, the customer club or a
     * popup is pending until the person confirms it from a mail. Absent: unchanged ('0' when never set).
     */
    double_opt_in: z.enum(['0', '1'], { error: 'invalid_value' }).optional(),
  })
  .strict();
export type EmailSenderSettingsBody = z.input<typeof emailSenderSettingsSchema>;
export type EmailSenderSettings = z.output<typeof emailSenderSettingsSchema>;

/** The test mail goes to the address typed, else to the signed-in user. */
export const testMailBodySchema = z.object({ to: optionalEmail().optional() }).strict();
export type TestMailBody = z.input<typeof testMailBodySchema>;

const openingDaySchema = z
  .object({
    closed: z.boolean({ error: 'invalid_value' }),
    from: z.string({ error: 'invalid_time' }).regex(OPENING_TIME_PATTERN, 'invalid_time'),
    to: z.string({ error: 'invalid_time' }).regex(OPENING_TIME_PATTERN, 'invalid_time'),
  })
  .strict()
  // Only two well-formed times are compared: a malformed one already has its own message.
  .refine(
    (day) =>
      day.closed ||
      !OPENING_TIME_PATTERN.test(day.from) ||
      !OPENING_TIME_PATTERN.test(day.to) ||
      day.from < day.to,
    { message: 'hours_reversed', path: ['to'] },
  );

export const openingHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, openingDaySchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof openingDaySchema
    >,
  )
  .strict();

/** Settings screen 'chat': the widget's texts, colours and opening hours (CHAT_* account settings). */
export const chatSettingsSchema = z
  .object({
    title: requiredText(100),
    greeting: requiredText(500),
    offline: requiredText(500),
    placeholder: requiredText(100),
    button: requiredText(60),
    primary_color: hexColorField(),
    text_color: hexColorField(),
    /** null: always open. */
    opening_hours: openingHoursSchema.nullable(),
  })
  .strict();
export type ChatSettingsBody = z.input<typeof chatSettingsSchema>;
export type ChatSettings = z.output<typeof chatSettingsSchema>;

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: { closed: false, from: '08:00', to: '16:00' },
  tue: { closed: false, from: '08:00', to: '16:00' },
  wed: { closed: false, from: '08:00', to: '16:00' },
  thu: { closed: false, from: '08:00', to: '16:00' },
  fri: { closed: false, from: '08:00', to: '16:00' },
  sat: { closed: true, from: '10:00', to: '14:00' },
  sun: { closed: true, from: '10:00', to: '14:00' },
};

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  ...DEFAULT_WIDGET_CONFIG.texts,
  primary_color: DEFAULT_WIDGET_CONFIG.colors.primary,
  text_color: DEFAULT_WIDGET_CONFIG.colors.text,
  opening_hours: null,
};

/** The answers: the settings, their images, and whether the caller may change them (owner or staff). */
const withManage = <T extends z.ZodType>(data: T) => z.object({ data, can_manage: z.boolean() });

export const companySettingsAnswerSchema = withManage(
  z.object({
    company_name: z.string(),
    primary_color: z.string(),
    secondary_color: z.string(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    org_number: z.string(),
    website: z.string(),
    logo_url: z.string().nullable(),
  }),
);
export type CompanySettingsAnswer = z.infer<typeof companySettingsAnswerSchema>;

export const emailSenderSettingsAnswerSchema = withManage(
  z.object({
    from_name: z.string(),
    from_email: z.string(),
    reply_to: z.string(),
    footer_company: z.string(),
    footer_address: z.string(),
    footer_unsubscribe: z.string(),
    double_opt_in: z.enum(['0', '1']),
  }),
);
export type EmailSenderSettingsAnswer = z.infer<typeof emailSenderSettingsAnswerSchema>;

export const chatSettingsAnswerSchema = withManage(chatSettingsSchema);
export type ChatSettingsAnswer = z.infer<typeof chatSettingsAnswerSchema>;

export const testMailAnswerSchema = z.object({ data: z.object({ id: z.string(), to: z.string() }) });

/** Where a stored image (profile image, logo) is served: its id is random and unguessable. */
export const storedImagePath = (id: string) => `/api/images/${encodeURIComponent(id)}`;
export const STORED_IMAGE_ID_PATTERN = /^[\w-]{32}$/;

/** The answer of user/update and of the profile image calls: the user as GET /auth/me shows it. */
export const profileUserAnswerSchema = z.object({ user: userSchema });

/** Settings screen 'profile': the name part of user/update (the server checks it with userUpdateBodySchema). */
export const profileNameSchema = z.object({ firstname: requiredText(100), lastname: requiredText(100) });
export type ProfileNameBody = z.input<typeof profileNameSchema>;

/**
 * Settings screen 'API keys' (the shop's data): how long a cart with lines may wait for an order before
 * cart.abandoned fires (the flows' abandoned cart). Stored as account setting CART_ABANDONED_MINUTES.
 */
const abandonedMinutes = () =>
  z
    .number({ error: 'cart_abandoned_minutes_range' })
    .int('cart_abandoned_minutes_range')
    .min(CART_ABANDONED_MIN_MINUTES, 'cart_abandoned_minutes_range')
    .max(CART_ABANDONED_MAX_MINUTES, 'cart_abandoned_minutes_range');

export const cartSettingsSchema = z.object({ abandoned_after_minutes: abandonedMinutes() }).strict();
export type CartSettingsBody = z.input<typeof cartSettingsSchema>;
export type CartSettings = z.output<typeof cartSettingsSchema>;
export const CART_SETTING_KEY = 'CART_ABANDONED_MINUTES';
export const cartSettingsAnswerSchema = withManage(cartSettingsSchema);
export type CartSettingsAnswer = z.infer<typeof cartSettingsAnswerSchema>;

/**
 * The widget's identity secret (docs/widget.md, "Verified identities"): the shop's server signs customers'
 * e-mail addresses with it. Only those who manage settings see it (null for others).
 */
export const identitySecretAnswerSchema = withManage(z.object({ secret: z.string().nullable() }));
export type IdentitySecretAnswer = z.infer<typeof identitySecretAnswerSchema>;

/** The settings form: the wait as typed (text), held to the same rule; `Number(value)` is what is sent. */
export const cartSettingsFormSchema = z.object({
  abandoned_after_minutes: z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && abandonedMinutes().safeParse(Number(value)).success,
      'cart_abandoned_minutes_range',
    ),
});
export type CartSettingsForm = z.infer<typeof cartSettingsFormSchema>;
