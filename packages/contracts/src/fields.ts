import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './constants';
import { isIsoInstant } from './oslo-date-time';

/**
 * Building blocks for schemas. Issue messages are keys of FIELD_MESSAGES_* so server and web
 * translate them the same way.
 */
export const requiredText = (max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(max, 'too_long');

export const optionalText = (max = 200) => z.string({ error: 'invalid_value' }).trim().max(max, 'too_long');

/** E-mail addresses are compared in lower case everywhere. */
export const emailField = () =>
  requiredText(254)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'invalid_email' }))
    .transform((value) => value.toLowerCase());

export const newPasswordField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'password_empty' : 'invalid_value') })
    .min(1, 'password_empty')
    .min(PASSWORD_MIN_LENGTH, 'password_too_short')
    .max(200, 'too_long');

/** Two password fields that must match; the mismatch is reported on the confirmation field. */
export function withMatchingPasswords<
  T extends z.ZodType<{ password: string; password_confirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: 'passwords_do_not_match',
    path: ['password_confirmation'],
  });
}

/** The largest id a PostgreSQL integer column holds. */
export const MAX_INT_ID = 2_147_483_647;

/**
 * A numeric id in a URL path, in its one canonical spelling: digits without a leading zero, sign, space,
 * exponent or hex ('01', '0x1', '1.0' and ' 1' are not id 1), so one account has one URL and one rate-limit key.
 */
export const idPathParam = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= MAX_INT_ID);

/** An instant as the date-time picker stores it (ISO 8601 with its offset); anything else is refused. */
export const instantField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'datetime_unreadable') })
    .refine(isIsoInstant, 'datetime_unreadable')
    .transform((value) => new Date(value).toISOString());
