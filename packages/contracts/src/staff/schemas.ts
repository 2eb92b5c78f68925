import { z } from 'zod';
import { trialEndDayProblem } from '../calendar';
import { emailField, requiredText } from '../fields';
import { PACKAGE_KEYS } from '../packages';
import { isReportDay } from '../shop/income';

/** Demo periods ending within this many days are listed as ending soon (staff/demo). */
export const DEMO_ENDING_SOON_DAYS = 14;
/** The furthest a demo or trial end may be set, and the longest one extension. */
export const TRIAL_END_MAX_DAYS = 730;
export const TRIAL_EXTEND_MAX_DAYS = 365;
export const STAFF_ACCOUNT_PLANS_MAX = 20;

/**
 * A demo or trial end: a real day, not before today in Norway and at most TRIAL_END_MAX_DAYS ahead.
 * The form reads "today" from the browser's clock when it checks; the server checks again with its own
 * clock (trialEndDayProblem), so the schema the routes parse with only checks the day's form.
 */
export const trialEndDayField = (today?: () => string) => {
  const field = z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_date') })
    .trim()
    .min(1, 'field_empty')
    .refine(isReportDay, 'invalid_date');
  if (!today) return field;
  return field.superRefine((day, context) => {
    const problem = trialEndDayProblem(day, today(), TRIAL_END_MAX_DAYS);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
};

const nameField = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'name_required_for_invitation' : 'invalid_value'),
    })
    .trim()
    .min(1, 'name_required_for_invitation')
    .max(100, 'too_long');

const idField = () => z.number({ error: 'invalid_value' }).int('invalid_value').positive('invalid_value');

const planIdsField = () =>
  z
    .array(idField(), { error: 'invalid_value' })
    .max(STAFF_ACCOUNT_PLANS_MAX, 'invalid_value')
    .refine((ids) => new Set(ids).size === ids.length, 'invalid_value');

export const staffPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  packages: z.array(z.enum(PACKAGE_KEYS)),
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;

export const staffDealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type StaffDealer = z.infer<typeof staffDealerSchema>;

/** One row of the customer list, and the customer detail. */
export const staffAccountSchema = z.object({
  account_id: z.number().int(),
  company_name: z.string(),
  is_active: z.boolean(),
  trial_ends_at: z.string().nullable(),
  dealer: staffDealerSchema.nullable(),
  plans: z.array(staffPlanSchema.pick({ id: true, name: true })),
  /** The packages in effect: none while the account is deactivated. */
  packages: z.array(z.enum(PACKAGE_KEYS)),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const STAFF_ACTIVE_FILTERS = ['active', 'inactive'] as const;
export const STAFF_TRIAL_FILTERS = ['in_trial', 'no_trial', 'ending_soon', 'expired'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/staff/accounts */
export const staffAccountListQuerySchema = z.object({
  q: z.string().trim().max(200, 'too_long').optional(),
  active: z.preprocess(emptyToUndefined, z.enum(STAFF_ACTIVE_FILTERS, { error: 'invalid_value' }).optional()),
  trial: z.preprocess(emptyToUndefined, z.enum(STAFF_TRIAL_FILTERS, { error: 'invalid_value' }).optional()),
  plan_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive('invalid_value').optional()),
  dealer_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive('invalid_value').optional()),
});
export type StaffAccountListQuery = z.infer<typeof staffAccountListQuerySchema>;

export const staffAccountListAnswerSchema = z.object({ data: z.array(staffAccountSchema) });
export const staffPlanListAnswerSchema = z.object({ data: z.array(staffPlanSchema) });
export const staffDealerListAnswerSchema = z.object({ data: z.array(staffDealerSchema) });

/** POST /api/staff/accounts: the account and its first user's invitation (owner). */
const createStaffAccountBody = (today?: () => string) =>
  z.object({
    company_name: requiredText(200),
    plan_ids: planIdsField().default([]),
    /** Absent: the trial countdown default (15 days); null: no trial. */
    trial_ends_at: trialEndDayField(today).nullable().optional(),
    dealer_id: idField().nullable().optional(),
    email: emailField(),
    firstname: nameField(),
    lastname: nameField(),
  });
export const createStaffAccountBodySchema = createStaffAccountBody();
/** Also refuses a demo end before `today()` (Norway) or too far ahead: the form and the route use it. */
export const createStaffAccountBodyFor = (today: () => string) => createStaffAccountBody(today);
export type CreateStaffAccountBody = z.input<typeof createStaffAccountBodySchema>;

export const createStaffAccountAnswerSchema = z.object({
  account: staffAccountSchema,
  invitation: z.object({ id: z.string(), email: z.string(), expires_at: z.string() }),
});

/** PUT /api/staff/accounts/:id/active */
export const setAccountActiveBodySchema = z.object({
  is_active: z.boolean({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') }),
});

/** PUT /api/staff/accounts/:id/trial: set the demo end, or null to end the demo period. */
export const setTrialEndBodySchema = z.object({ trial_ends_at: trialEndDayField().nullable() });
/** Also refuses a demo end before `today()` (Norway) or too far ahead: the form and the route use it. */
export const setTrialEndBodyFor = (today: () => string) =>
  z.object({ trial_ends_at: trialEndDayField(today).nullable() });
export type SetTrialEndBody = z.input<typeof setTrialEndBodySchema>;

/** POST /api/staff/accounts/:id/trial/extend: from the current end, or from today when it passed. */
export const extendTrialBodySchema = z.object({
  days: z
    .number({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(TRIAL_EXTEND_MAX_DAYS, 'invalid_value'),
});

/** PUT /api/staff/accounts/:id/plans: the account's whole plan list. */
export const setAccountPlansBodySchema = z.object({ plan_ids: planIdsField() });

export const AUDIT_ACTIONS = [
  'account.create',
  'account.activate',
  'account.deactivate',
  'account.trial_set',
  'account.trial_extend',
  'account.plans_set',
  /** Staff set the account's mails per hour (details: from, to). */
  'account.mail_ceiling_set',
  /** A job that was given up was queued again (no account: details hold the job id and kind). */
  'job.retry',
  /** A dealer's recommendation widget was made, changed or deleted (no account: details hold dealer and id). */
  'dealer.recommendation_create',
  'dealer.recommendation_update',
  'dealer.recommendation_delete',
  /** A dealer's recommendation template was made, changed or deleted (details hold dealer and template id). */
  'dealer.recommendation_template_create',
  'dealer.recommendation_template_update',
  'dealer.recommendation_template_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  account_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/staff/audit (admins only) */
export const auditListQuerySchema = z.object({
  account_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive('invalid_value').optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const auditListAnswerSchema = z.object({ data: z.array(auditEntrySchema), total: z.number().int() });
