import { isPlatformStaff } from '../roles';

/**
 * API keys and ignore lists change what the account stores, so the account's owner manages them, and the
 * platform's staff, partners and admins, who run customer accounts (account access is checked before this).
 * Other members of the account are refused.
 */
export function canManageAccountSettings(user: {
  roles: readonly string[];
  membershipRole: 'owner' | 'member' | null;
}): boolean {
  return user.membershipRole === 'owner' || isPlatformStaff(user.roles);
}
