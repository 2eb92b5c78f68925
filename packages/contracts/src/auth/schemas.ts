import { z } from 'zod';
import { emailField, newPasswordField, optionalText, requiredText, withMatchingPasswords } from '../fields';
import { jsonDepth } from '../json-limits';
import { ROLES } from '../roles';
import { checkLoginForm, type LoginBody, type User, type UserData } from './session';

export * from './attempts';
export * from './session';

export const roleSchema = z.enum(ROLES);

/** What the user saves for themselves: free settings and navigation shortcuts (navigation item ids). */
const userSettingsSchema = z.record(z.string().max(100), z.unknown());
const shortcutsSchema = z.array(z.string().trim().min(1).max(100)).max(100);

/** Stored user data is bounded: its JSON at most this many bytes and this many levels deep. */
export const USER_SETTINGS_MAX_BYTES = 16 * 1024;
export const USER_SETTINGS_MAX_DEPTH = 8;

/** The settings a user saves: bounded in depth first (a deep value is not serialized), then in size. */
const boundedUserSettingsSchema = userSettingsSchema.superRefine((settings, context) => {
  if (jsonDepth(settings, USER_SETTINGS_MAX_DEPTH) > USER_SETTINGS_MAX_DEPTH) {
    context.addIssue({ code: 'custom', message: 'user_data_too_deep' });
  } else if (new TextEncoder().encode(JSON.stringify(settings)).length > USER_SETTINGS_MAX_BYTES) {
    context.addIssue({ code: 'custom', message: 'user_data_too_large' });
  }
});

/** A profile image: an http(s) address, or the address of an image stored here (the server checks whose). */
export const STORED_IMAGE_PATH_PATTERN = /^\/api\/images\/[\w-]{32}$/;
const profileImageSchema = z
  .string()
  .max(2000, 'too_long')
  .refine(
    (value) => STORED_IMAGE_PATH_PATTERN.test(value) || /^https?:\/\/[^\s/]/i.test(value),
    'invalid_image_address',
  )
  .refine((value) => STORED_IMAGE_PATH_PATTERN.test(value) || URL.canParse(value), 'invalid_image_address');

export const userDataSchema: z.ZodType<UserData> = z.object({
  settings: userSettingsSchema.default({}),
  shortcuts: shortcutsSchema.default([]),
});

export const userSchema: z.ZodType<User> = z.object({
  id: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.array(roleSchema),
  data: userDataSchema,
});

/**
 * The login call: the login form's own checks (auth/session.ts, which the login page runs without zod)
 * plus the anti-forgery token. Every field's message is reported at once.
 */
export const loginBodySchema = z
  .object({ email: z.unknown().optional(), password: z.unknown().optional(), token: z.unknown().optional() })
  .transform((value, context): LoginBody => {
    const form = checkLoginForm(value);
    const token = requiredText(500).safeParse(value.token);
    if (!form.success) {
      for (const [field, message] of Object.entries(form.errors)) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }
    if (!token.success) {
      context.addIssue({ code: 'custom', path: ['token'], message: token.error.issues[0]?.message });
    }
    if (!form.success || !token.success) return z.NEVER;
    return { ...form.data, token: token.data };
  });

export const registerBodySchema = withMatchingPasswords(
  z.object({
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'password_empty' }),
    firstname: requiredText(100),
    lastname: requiredText(100),
    company_name: requiredText(200),
    token: requiredText(500),
  }),
);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const userUpdateBodySchema = z
  .object({
    firstname: requiredText(100),
    lastname: requiredText(100),
    image: z.union([profileImageSchema, z.null()], { error: 'invalid_image_address' }),
  })
  .partial()
  .strict();
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** Saving user data replaces only the parts sent (no defaults here, or a missing part would be wiped). */
export const userDataBodySchema = z
  .object({ settings: boundedUserSettingsSchema.optional(), shortcuts: shortcutsSchema.optional() })
  .strict();
export type UserDataBody = z.input<typeof userDataBodySchema>;

export const changePasswordBodySchema = withMatchingPasswords(
  z.object({
    old_password: z.string({ error: 'password_empty' }).min(1, 'password_empty').max(200, 'too_long'),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'password_empty' }),
  }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField() });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = withMatchingPasswords(
  z.object({
    key: requiredText(200),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'password_empty' }),
  }),
);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const invitationAnswerSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company_name: z.string(),
  /** True when the invited e-mail already has a user: then no password is set, the membership is just added. */
  existing_user: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** Accepting as a new user: choose a password (twice); the names default to the invitation's. */
export const acceptInvitationBodySchema = withMatchingPasswords(
  z.object({
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'password_empty' }),
    firstname: optionalText(100).optional(),
    lastname: optionalText(100).optional(),
  }),
);
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** Accepting as a user that already exists: their own password, whatever its length. */
export const joinInvitationBodySchema = z.object({
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'password_empty' : 'invalid_value') })
    .min(1, 'password_empty')
    .max(200, 'too_long'),
});
export type JoinInvitationBody = z.input<typeof joinInvitationBodySchema>;

/** GET /api/me/token: a single-use token and the legacy app's address with it as the token query. */
export const oneTimeTokenAnswerSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  url: z.string(),
});

export const tokenLoginBodySchema = z.object({
  token: requiredText(500),
  account_id: z.coerce.number().int().positive().optional(),
});
export type TokenLoginBody = z.input<typeof tokenLoginBodySchema>;
