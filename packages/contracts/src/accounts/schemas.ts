import { z } from 'zod';
import { emailField } from '../fields';
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

const agreementField = () =>
  z.boolean({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') });

export const termsBodySchema = z.object({
  terms: agreementField(),
  data_processing_agreement: agreementField(),
  privacy_policy: agreementField(),
});
export type TermsBody = z.infer<typeof termsBodySchema>;

export const termsAnswerSchema = z.object({
  accepted_terms: z.boolean(),
  agreements: z.array(
    z.object({ agreement: z.enum(AGREEMENTS), accepted_by: z.string(), accepted_at: z.string() }),
  ),
});

export const MEMBERSHIP_ROLES = ['owner', 'member'] as const;

/** An invitation needs both names; the catalogue has its own message for that (spec section 5). */
const invitationName = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'name_required_for_invitation' : 'invalid_value'),
    })
    .trim()
    .min(1, 'name_required_for_invitation')
    .max(100, 'too_long');

export const createInvitationBodySchema = z.object({
  email: emailField(),
  firstname: invitationName(),
  lastname: invitationName(),
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
