import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';

export async function listMembers(db: Database, accountId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: memberships.role,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.email));
}

/** The account's users with their names and images, by name (chat assigns conversations to any of them). */
export async function listMemberProfiles(db: Database, accountId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      image: users.image,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(users.firstname), asc(users.lastname));
}

export async function isAccountMember(db: Database, accountId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function listOpenInvitations(db: Database, accountId: number, now: Date) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function findOpenInvitationById(db: Database, accountId: number, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new token replaces the old one, so the earlier link stops working. */
export async function renewInvitationToken(
  db: Database,
  accountId: number,
  id: string,
  tokenHash: string,
  expiresAt: Date,
) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function revokeInvitation(
  db: Database,
  accountId: number,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function isMemberByEmail(db: Database, accountId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the account's owner rows for the transaction, so two owners demoting or removing each other at
 * the same moment cannot leave the account without one.
 */
async function lockedOwnerIds(tx: Database, accountId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

export type MembershipChange = 'changed' | 'not_found' | 'last_owner';

export async function setMemberRole(
  db: Database,
  accountId: number,
  userId: string,
  role: 'owner' | 'member',
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const owners = await lockedOwnerIds(tx, accountId);
    if (role === 'member' && owners.length === 1 && owners[0] === userId) return 'last_owner';
    const rows = await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
      .returning({ userId: memberships.userId });
    return rows.length === 1 ? 'changed' : 'not_found';
  });
}

export async function deleteMember(
  db: Database,
  accountId: number,
  userId: string,
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const owners = await lockedOwnerIds(tx, accountId);
    if (owners.length === 1 && owners[0] === userId) return 'last_owner';
    const rows = await tx
      .delete(memberships)
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
      .returning({ userId: memberships.userId });
    return rows.length === 1 ? 'changed' : 'not_found';
  });
}
