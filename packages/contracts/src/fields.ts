import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './constants';

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
