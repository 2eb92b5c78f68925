import { type PackageKey, ROLE_GROUPS, type Role } from '@butikkpanel/contracts';

type AccountId = number | string;

interface RouteInfo<Args extends unknown[] = []> {
  /** Route pattern below the router's basename. */
  path: string;
  href: (...args: Args) => string;
  /** Roles allowed in (spec section 6); absent means any role and guests. */
  roles?: readonly Role[];
  packageKey?: PackageKey;
}

/** Every route once, with a typed href builder; components never build URLs by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login', roles: ROLE_GROUPS.guest },
  logout: { path: '/logout', href: () => '/logout' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password', roles: ROLE_GROUPS.guest },
  resetPassword: {
    path: '/reset/:id',
    href: (key: string) => `/reset/${encodeURIComponent(key)}`,
    roles: ROLE_GROUPS.guest,
  },
  invitation: {
    path: '/invitation/:id',
    href: (key: string) => `/invitation/${encodeURIComponent(key)}`,
    roles: ROLE_GROUPS.guest,
  },
  notFound: { path: '/404', href: () => '/404' },
  account: {
    path: '/:accountId',
    href: (accountId: AccountId) => `/${accountId}`,
    roles: ROLE_GROUPS.user,
  },
  dashboard: {
    path: '/:accountId/dashboard',
    href: (accountId: AccountId) => `/${accountId}/dashboard`,
    roles: ROLE_GROUPS.user,
    packageKey: 'PACKAGE_DASHBOARD',
  },
} satisfies Record<string, RouteInfo<never[]> | RouteInfo<[AccountId]> | RouteInfo<[string]>>;

/** Where "create an account" leads: the product's own site. */
export const PRODUCT_SITE_URL = 'https://butikkpanel.no';

/** The router's basename, from Vite's `base` ('/pub-v2/'), without the trailing slash. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');
