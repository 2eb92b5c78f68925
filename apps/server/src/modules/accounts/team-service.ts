import { canManageAccountSettings, type Language, type TeamAnswer } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { daysFromNow } from '../../lib/time';
import type { Clock } from '../../platform';
import type { AccountContext } from '../access';
import type { Outbox } from '../mail';
import { INVITATION_VALID_DAYS, invitationView, mailInvitation } from './service';
import * as team from './team-repository';

/** Owners and platform staff change who is on the account; other members may only look. */
export function requireManager(context: AccountContext, user: { roles: string[] }): void {
  if (!canManageAccountSettings({ roles: user.roles, membershipRole: context.membershipRole })) {
    throw forbidden();
  }
}

export async function teamView(
  db: Database,
  context: AccountContext,
  user: { roles: string[] },
  now: Date,
): Promise<TeamAnswer> {
  const accountId = context.account.id;
  const [members, invitations] = await Promise.all([
    team.listMembers(db, accountId),
    team.listOpenInvitations(db, accountId, now),
  ]);
  return {
    members: members.map((row) => ({
      user_id: row.userId,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      role: row.role,
      since: row.since.toISOString(),
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      role: row.role,
      invited_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
    can_manage: canManageAccountSettings({ roles: user.roles, membershipRole: context.membershipRole }),
  };
}

/** A person already on the account needs no invitation. */
export async function refuseExistingMember(db: Database, accountId: number, email: string) {
  if (await team.isMemberByEmail(db, accountId, email)) {
    throw new AppError(409, 'already_member', undefined, { email: 'already_member' });
  }
}

/** A new link for an open invitation, valid for the full period again; the old link stops working. */
export async function resendInvitation(
  deps: { db: Database; outbox: Outbox; publicUrl: string; clock: Clock },
  context: AccountContext,
  inviter: { firstname: string; lastname: string; email: string },
  invitationId: string,
  language: Language,
) {
  const token = randomToken();
  const row = await team.renewInvitationToken(
    deps.db,
    context.account.id,
    invitationId,
    sha256(token),
    daysFromNow(INVITATION_VALID_DAYS, deps.clock.now()),
  );
  if (!row) throw notFound();
  await mailInvitation(deps, context.account, inviter, row, token, language);
  return invitationView(row);
}

export async function revokeInvitation(db: Database, accountId: number, invitationId: string, now: Date) {
  if (!(await team.revokeInvitation(db, accountId, invitationId, now))) throw notFound();
}

function check(result: team.MembershipChange): void {
  if (result === 'not_found') throw notFound();
  if (result === 'last_owner') throw new AppError(409, 'last_owner');
}

export async function changeMemberRole(
  db: Database,
  accountId: number,
  userId: string,
  role: 'owner' | 'member',
) {
  check(await team.setMemberRole(db, accountId, userId, role));
}

export async function removeMember(db: Database, accountId: number, userId: string) {
  check(await team.deleteMember(db, accountId, userId));
}
