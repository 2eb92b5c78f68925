import { z } from 'zod';

/**
 * What happened to one sign-in or registration attempt. `blocked_address` and `blocked_pair` were refused
 * by the limits before the password was checked (docs/auth.md, "Limits").
 */
export const LOGIN_ATTEMPT_OUTCOMES = [
  'success',
  'wrong_credentials',
  'blocked_address',
  'blocked_pair',
  'email_taken',
  'registered',
] as const;
export type LoginAttemptOutcome = (typeof LOGIN_ATTEMPT_OUTCOMES)[number];

export const loginAttemptSchema = z.object({
  id: z.string(),
  email: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  outcome: z.enum(LOGIN_ATTEMPT_OUTCOMES),
  created_at: z.string(),
});
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

/** GET /api/staff/login-attempts: `q` is an e-mail or an address (exact, case-insensitive for e-mail). */
export const loginAttemptListQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  outcome: z.enum(LOGIN_ATTEMPT_OUTCOMES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type LoginAttemptListQuery = z.input<typeof loginAttemptListQuerySchema>;

export const loginAttemptListAnswerSchema = z.object({
  data: z.array(loginAttemptSchema),
  total: z.number().int(),
});
export type LoginAttemptListAnswer = z.infer<typeof loginAttemptListAnswerSchema>;

/** POST /api/auth/login/token/owner: whose sign-in link this is, asked before using it (it stays unused). */
export const tokenOwnerBodySchema = z.object({ token: z.string().min(1).max(500) });
export const tokenOwnerAnswerSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type TokenOwnerAnswer = z.infer<typeof tokenOwnerAnswerSchema>;
