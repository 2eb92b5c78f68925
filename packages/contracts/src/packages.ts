/** Package keys that gate features. Plans bundle packages; an account's packages come from its plans. */
export const PACKAGE_KEYS = [
  'PACKAGE_DASHBOARD',
  'PACKAGE_CHAT',
  'PACKAGE_SEARCH',
  'PACKAGE_RECOMMENDATIONS',
  'PACKAGE_EMAIL',
  'PACKAGE_POPUPS',
  'PACKAGE_CONTENTBUILDER',
  'PACKAGE_DISCOUNTS',
  'PACKAGE_APPS',
] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

/** Names shown to shop owners, e.g. on the locked-feature screen. */
export const PACKAGE_NAMES: Record<PackageKey, string> = {
  PACKAGE_DASHBOARD: 'Dashbord',
  PACKAGE_CHAT: 'Chat',
  PACKAGE_SEARCH: 'Søk',
  PACKAGE_RECOMMENDATIONS: 'Anbefalinger',
  PACKAGE_EMAIL: 'E-post',
  PACKAGE_POPUPS: 'Popups',
  PACKAGE_CONTENTBUILDER: 'Innholdsbygger',
  PACKAGE_DISCOUNTS: 'Rabatter',
  PACKAGE_APPS: 'Apper og integrasjoner',
};
