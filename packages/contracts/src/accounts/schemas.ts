import { z } from 'zod';
import { emailField, requiredText } from '../fields';
import { PACKAGE_KEYS } from '../packages';

export const dealerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  packages: z.array(z.enum(PACKAGE_KEYS)),
});

export const accountSchema = z.object({
  account_id: z.number().int(),
  company_name: z.string(),
  trial_ends_at: z.string().nullable(),
  is_active: z.boolean(),
  dealer: dealerSchema.nullable(),
  plans: z.array(planSchema),
  packages: z.array(z.enum(PACKAGE_KEYS)),
  settings: z.record(z.string(), z.string()),
});
export type Account = z.infer<typeof accountSchema>;

export const accountSummarySchema = z.object({
  account_id: z.number().int(),
  company_name: z.string(),
  is_active: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountListAnswerSchema = z.object({ data: z.array(accountSummarySchema) });

export const AGREEMENTS = ['terms', 'data_processing_agreement', 'privacy_policy'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

export const termsBodySchema = z.object({
  terms: z.boolean({ error: 'invalid_value' }),
  data_processing_agreement: z.boolean({ error: 'invalid_value' }),
  privacy_policy: z.boolean({ error: 'invalid_value' }),
});
export type TermsBody = z.infer<typeof termsBodySchema>;

export const termsAnswerSchema = z.object({
  accepted_terms: z.boolean(),
  agreements: z.array(
    z.object({ agreement: z.enum(AGREEMENTS), accepted_by: z.string(), accepted_at: z.string() }),
  ),
});

export const MEMBERSHIP_ROLES = ['owner', 'member'] as const;

export const createInvitationBodySchema = z.object({
  email: emailField(),
  firstname: requiredText(100).pipe(z.string().min(1, 'name_required_for_invitation')),
  lastname: requiredText(100),
  role: z.enum(MEMBERSHIP_ROLES).default('member'),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
