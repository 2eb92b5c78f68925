import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../accounts/schemas';

/** settings/users: who belongs to the account, and who is invited but has not answered yet. */
export const teamMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  since: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const openInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

export const teamAnswerSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(openInvitationSchema),
  /** The account's owners and platform staff manage users; other members only read. */
  can_manage: z.boolean(),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

export const changeMemberRoleBodySchema = z.object({
  role: z.enum(MEMBERSHIP_ROLES, { error: 'invalid_value' }),
});
export type ChangeMemberRoleBody = z.infer<typeof changeMemberRoleBodySchema>;
