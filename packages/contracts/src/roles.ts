/** Roles and the permission check of spec section 6, shared by server and web. */
export const ROLES = ['admin', 'partner', 'staff', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_GROUPS = {
  admin: ['admin'],
  staff: ['admin', 'staff', 'partner'],
  user: ['admin', 'staff', 'user', 'partner'],
  /** Login pages only: a guest has no roles. */
  guest: [],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/**
 * Passes when no requirement is set, when the requirement is empty and the user has no roles,
 * or when any of the user's roles is required.
 */
export function hasPermission(
  required: readonly string[] | null | undefined,
  userRoles: readonly string[] | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const roles = userRoles ?? [];
  if (required.length === 0) return roles.length === 0;
  return roles.some((role) => required.includes(role));
}

export function isAdmin(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).includes('admin');
}

/** Manager means admin or partner. */
export function isManager(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => role === 'admin' || role === 'partner');
}

/** Staff, partners and admins act on every account, see locked pages and skip the terms dialog. */
export function isPlatformStaff(roles: readonly string[] | null | undefined): boolean {
  return hasPermission(ROLE_GROUPS.staff, roles ?? []);
}
