import { EMAIL_PATTERN, LOGIN_FIELD_MIN_LENGTH } from '../constants';
import type { FieldMessageKey } from '../errors/messages';
import { type AnswerParser, answerParser, isInteger, isRecord, isString, isStringArray } from '../guard';
import { ROLES, type Role } from '../roles';

/**
 * What the login page and the session check need, in plain TypeScript without zod: zod's core is shared with
 * every other schema, so importing even zod/mini here would add its whole core (about 16 KB gzip) to the
 * first page people load (issue 3's budget, bench/bundle-size.mjs). The server's zod schemas for the same
 * data are built on these checks (auth/schemas.ts), so the rules live once.
 */

export interface UserData {
  settings: Record<string, unknown>;
  /** Navigation item ids. */
  shortcuts: string[];
}

export interface User {
  id: string;
  email: string;
  image: string | null;
  firstname: string;
  lastname: string;
  role: Role[];
  data: UserData;
}

/** Sign-in answer: the account to open first and the bearer token. */
export interface SessionAnswer {
  account_id: number | null;
  access_token: string;
  user: User;
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

function isUser(value: unknown): value is User {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  const { settings, shortcuts } = value.data;
  return (
    isString(value.id) &&
    isString(value.email) &&
    (value.image === null || isString(value.image)) &&
    isString(value.firstname) &&
    isString(value.lastname) &&
    Array.isArray(value.role) &&
    value.role.every(isRole) &&
    (settings === undefined || isRecord(settings)) &&
    (shortcuts === undefined || isStringArray(shortcuts))
  );
}

function isSessionAnswer(value: unknown): value is SessionAnswer {
  return (
    isRecord(value) &&
    (value.account_id === null || isInteger(value.account_id)) &&
    isString(value.access_token) &&
    isUser(value.user)
  );
}

/** The answer of login, `/auth/me`, token login and accepting an invitation; missing user data parts default. */
export const sessionAnswerSchema: AnswerParser<SessionAnswer> = answerParser(isSessionAnswer, (answer) => ({
  ...answer,
  user: {
    ...answer.user,
    data: { settings: answer.user.data.settings ?? {}, shortcuts: answer.user.data.shortcuts ?? [] },
  },
}));

export const antiForgeryTokenAnswerSchema: AnswerParser<{ token: string }> = answerParser(
  (value): value is { token: string } => isRecord(value) && isString(value.token),
);

export const okAnswerSchema: AnswerParser<{ ok: true }> = answerParser(
  (value): value is { ok: true } => isRecord(value) && value.ok === true,
);

/** What the person types on the login page. */
export interface LoginForm {
  email: string;
  password: string;
}
export type LoginField = keyof LoginForm;

/** The login call: the form plus the anti-forgery token. */
export interface LoginBody extends LoginForm {
  token: string;
}

export type LoginFormCheck =
  | { success: true; data: LoginForm }
  | { success: false; errors: Partial<Record<LoginField, FieldMessageKey>> };

function loginEmailIssue(value: unknown): FieldMessageKey | null {
  if (value === undefined) return 'field_empty';
  if (typeof value !== 'string') return 'invalid_value';
  const email = value.trim();
  if (email.length === 0) return 'field_empty';
  if (email.length > 254) return 'too_long';
  if (email.length < LOGIN_FIELD_MIN_LENGTH) return 'too_short';
  return EMAIL_PATTERN.test(email) ? null : 'invalid_email';
}

function loginPasswordIssue(value: unknown): FieldMessageKey | null {
  if (value === undefined) return 'password_empty';
  if (typeof value !== 'string') return 'invalid_value';
  if (value.length === 0) return 'password_empty';
  if (value.length < LOGIN_FIELD_MIN_LENGTH) return 'too_short';
  return value.length > 200 ? 'too_long' : null;
}

/**
 * Login fields (spec section 5): both required, more than 3 characters, the e-mail a valid address.
 * The e-mail is trimmed and compared in lower case, like every e-mail field.
 */
export function checkLoginForm(values: { email?: unknown; password?: unknown }): LoginFormCheck {
  const errors: Partial<Record<LoginField, FieldMessageKey>> = {};
  const email = loginEmailIssue(values.email);
  const password = loginPasswordIssue(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (email || password) return { success: false, errors };
  return {
    success: true,
    data: { email: String(values.email).trim().toLowerCase(), password: String(values.password) },
  };
}
