import { type PackageKey, ROLE_GROUPS, type Role } from '@butikkpanel/contracts/core';
import type nbShell from '@/locales/nb/shell.json';

type AccountId = number | string;
type Id = number | string;

/** A key of `shell:nav`, the titles shared by the navigation and each screen's heading. */
export type RouteTitle = keyof typeof nbShell.nav;

/** 'fullscreen' is the builders' layout: no navbar, toolbar or footer. */
export type RouteLayout = 'default' | 'fullscreen';

export interface RouteInfo<Args extends unknown[] = never[]> {
  /** Route pattern below the router's basename. */
  path: string;
  href: (...args: Args) => string;
  /** Roles allowed in (spec section 6); absent means any role and guests. */
  roles?: readonly Role[];
  packageKey?: PackageKey;
  /** A package that depends on the route's parameters (the template builder's type); wins over packageKey. */
  packageKeyFor?: (params: Readonly<Record<string, string | undefined>>) => PackageKey;
  title?: RouteTitle;
  layout?: RouteLayout;
}

const enc = (value: Id) => encodeURIComponent(String(value));
const opt = (value: Id | undefined) => (value === undefined ? '' : `/${enc(value)}`);

/** An account route: `/:accountId/{pattern}`, open to every signed-in role unless told otherwise. */
function account<Args extends unknown[]>(
  pattern: string,
  build: (...args: Args) => string,
  info: Omit<RouteInfo, 'path' | 'href'> & { title: RouteTitle },
): RouteInfo<[AccountId, ...Args]> & { title: RouteTitle } {
  return {
    path: `/:accountId/${pattern}`,
    href: (accountId: AccountId, ...args: Args) => `/${enc(accountId)}/${build(...args)}`,
    roles: ROLE_GROUPS.user,
    layout: 'default',
    ...info,
  };
}

const DASHBOARD = 'PACKAGE_DASHBOARD';
const SEARCH = 'PACKAGE_SEARCH';
const EMAIL = 'PACKAGE_EMAIL';
const RECOMMENDATIONS = 'PACKAGE_RECOMMENDATIONS';
const POPUPS = 'PACKAGE_POPUPS';
const DISCOUNTS = 'PACKAGE_DISCOUNTS';
const CONTENT = 'PACKAGE_CONTENTBUILDER';
const full = 'fullscreen' as const;

/** The template builder's types that open the recommendation and search template builder, not the e-mail one. */
export const isRecTemplateBuilderType = (type: string | undefined): type is 'rec' | 'search' =>
  type === 'rec' || type === 'search';

/** Every screen of the account area (spec section 2), in one place: routes and navigation read this. */
export const accountPaths = {
  dashboard: account('dashboard', () => 'dashboard', { title: 'dashboard', packageKey: DASHBOARD }),
  income: account('income', () => 'income', { title: 'income', packageKey: DASHBOARD }),
  chat: account('chat', () => 'chat', { title: 'chat', packageKey: 'PACKAGE_CHAT' }),
  chatConversation: account('chat/:conversationId', (uid: Id) => `chat/${enc(uid)}`, {
    title: 'chat',
    packageKey: 'PACKAGE_CHAT',
  }),
  chatClosed: account('chat/closed', () => 'chat/closed', { title: 'chat', packageKey: 'PACKAGE_CHAT' }),
  chatClosedConversation: account('chat/closed/:conversationId', (uid: Id) => `chat/closed/${enc(uid)}`, {
    title: 'chat',
    packageKey: 'PACKAGE_CHAT',
  }),
  products: account('products', () => 'products', { title: 'products', packageKey: DASHBOARD }),
  product: account('products/:productId', (id: Id) => `products/${enc(id)}`, {
    title: 'product',
    packageKey: DASHBOARD,
  }),
  popups: account('popups', () => 'popups', { title: 'popups', packageKey: POPUPS }),
  popupBuilder: account('popupbuilder/:id', (id: Id) => `popupbuilder/${enc(id)}`, {
    title: 'popupBuilder',
    packageKey: POPUPS,
    layout: full,
  }),
  flows: account('flows', () => 'flows', { title: 'flows', packageKey: EMAIL }),
  flowBuilder: account('flows/builder/:flowId', (id: Id) => `flows/builder/${enc(id)}`, {
    title: 'flowBuilder',
    packageKey: EMAIL,
    layout: full,
  }),
  emailCampaigns: account('emails/campaigns', () => 'emails/campaigns', {
    title: 'emailCampaigns',
    packageKey: EMAIL,
  }),
  emailTemplates: account('emails/templates', () => 'emails/templates', {
    title: 'emailTemplates',
    packageKey: EMAIL,
  }),
  /** A campaign's page; 'new' makes one. */
  emailCampaign: account('emails/campaigns/:id', (id: Id) => `emails/campaigns/${enc(id)}`, {
    title: 'emailCampaign',
    packageKey: EMAIL,
  }),
  emailSubscribers: account('emails/subscribers', () => 'emails/subscribers', {
    title: 'emailSubscribers',
    packageKey: EMAIL,
  }),
  emailSubscriber: account('emails/subscribers/:id', (id: Id) => `emails/subscribers/${enc(id)}`, {
    title: 'emailSubscriber',
    packageKey: EMAIL,
  }),
  emailSegments: account('emails/segments', () => 'emails/segments', {
    title: 'emailSegments',
    packageKey: EMAIL,
  }),
  /** A segment's rules and live count; 'new' makes one. */
  emailSegment: account('emails/segments/:id', (id: Id) => `emails/segments/${enc(id)}`, {
    title: 'emailSegment',
    packageKey: EMAIL,
  }),
  searchKeywords: account('search/keywords', () => 'search/keywords', {
    title: 'searchKeywords',
    packageKey: SEARCH,
  }),
  searchKeyword: account(
    'search/keywords/:id/:word?',
    (id: Id, word?: string) => `search/keywords/${enc(id)}${opt(word)}`,
    { title: 'searchKeyword', packageKey: SEARCH },
  ),
  searchSynonyms: account('search/synonyms', () => 'search/synonyms', {
    title: 'searchSynonyms',
    packageKey: SEARCH,
  }),
  searchSynonym: account(
    'search/synonyms/:id/:word?',
    (id: Id, word?: string) => `search/synonyms/${enc(id)}${opt(word)}`,
    { title: 'searchSynonym', packageKey: SEARCH },
  ),
  searchCustom: account('search/custom', () => 'search/custom', {
    title: 'searchCustom',
    packageKey: SEARCH,
  }),
  searchCustomResult: account('search/custom/:id', (id: Id) => `search/custom/${enc(id)}`, {
    title: 'searchCustomResult',
    packageKey: SEARCH,
  }),
  searchNoResult: account('search/history/noresult', () => 'search/history/noresult', {
    title: 'searchNoResult',
    packageKey: SEARCH,
  }),
  searchSettings: account(
    'search/settings/:settingType',
    (type: string = 'details') => `search/settings/${enc(type)}`,
    {
      title: 'searchSettings',
      packageKey: SEARCH,
    },
  ),
  searchWidgets: account('search/search-widgets', () => 'search/search-widgets', {
    title: 'searchWidgets',
    packageKey: SEARCH,
  }),
  searchWidget: account(
    'search/search-widgets/:id/:type?',
    (id: Id, type?: string) => `search/search-widgets/${enc(id)}${opt(type)}`,
    { title: 'searchWidget', packageKey: SEARCH },
  ),
  searchTemplates: account('templates/search', () => 'templates/search', {
    title: 'searchTemplates',
    packageKey: SEARCH,
  }),
  recommendations: account('recommendations', () => 'recommendations', {
    title: 'recommendations',
    packageKey: RECOMMENDATIONS,
  }),
  recommendation: account(
    'recommendations/:id/:type?',
    (id: Id, type?: string) => `recommendations/${enc(id)}${opt(type)}`,
    { title: 'recommendation', packageKey: RECOMMENDATIONS },
  ),
  recommendationTemplates: account('templates/rec', () => 'templates/rec', {
    title: 'recommendationTemplates',
    packageKey: RECOMMENDATIONS,
  }),
  templateBuilder: account(
    'template/builder/:templateId/:type?',
    (id: Id, type?: string) => `template/builder/${enc(id)}${opt(type)}`,
    {
      title: 'templateBuilder',
      packageKey: EMAIL,
      packageKeyFor: ({ type }) => (type === 'search' ? SEARCH : type === 'rec' ? RECOMMENDATIONS : EMAIL),
      layout: full,
    },
  ),
  /** The content pages and blocks (issue 17), in the shell with its navigation. */
  contentbuilder: account('contentbuilder', () => 'contentbuilder', {
    title: 'contentbuilder',
    packageKey: CONTENT,
  }),
  /** One page's builder, full screen. */
  contentPage: account('contentbuilder/:id', (id: Id) => `contentbuilder/${enc(id)}`, {
    title: 'contentbuilder',
    packageKey: CONTENT,
    layout: full,
  }),
  discountCodes: account('discounts/codes', () => 'discounts/codes', {
    title: 'discountCodes',
    packageKey: DISCOUNTS,
  }),
  discountCode: account('discounts/codes/:id', (id: Id) => `discounts/codes/${enc(id)}`, {
    title: 'discountCode',
    packageKey: DISCOUNTS,
  }),
  discountUnknown: account('discounts/unknown', () => 'discounts/unknown', {
    title: 'discountUnknown',
    packageKey: DISCOUNTS,
  }),
  apps: account('apps', () => 'apps', { title: 'apps', packageKey: 'PACKAGE_APPS' }),
  app: account('apps/:service', (service: string) => `apps/${enc(service)}`, {
    title: 'app',
    packageKey: 'PACKAGE_APPS',
  }),
  settings: account('settings/:settingType', (type: string = 'profile') => `settings/${enc(type)}`, {
    title: 'settings',
  }),
  accounts: account('accounts', () => 'accounts', { title: 'accounts' }),
  gettingStarted: account(
    'getting-started/:step',
    (step: number | string) => `getting-started/${enc(step)}`,
    {
      title: 'gettingStarted',
    },
  ),
  staff: account('staff/:settingType', (type: string = 'demo') => `staff/${enc(type)}`, {
    title: 'staff',
    roles: ROLE_GROUPS.staff,
  }),
};

/**
 * The pages of /settings/{setting_type} (spec section 2, and the user's own profile), in tab order: the
 * settings tabs and the navigation search are both built from this list.
 */
export const SETTING_TYPES = [
  'profile',
  'company',
  'email-sender',
  'chat',
  'privacy',
  'api-keys',
  'shop-platform',
  'users',
  'billing',
  'ignore-lists',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export type AccountPathName = keyof typeof accountPaths;
export type AccountRouteInfo = (typeof accountPaths)[AccountPathName];

/** Every route once, with a typed href builder; components never build URLs by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login', roles: ROLE_GROUPS.guest },
  logout: { path: '/logout', href: () => '/logout', title: 'logout' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password', roles: ROLE_GROUPS.guest },
  resetPassword: {
    path: '/reset/:id',
    href: (key: string) => `/reset/${enc(key)}`,
    roles: ROLE_GROUPS.guest,
  },
  invitation: {
    path: '/invitation/:id',
    href: (key: string) => `/invitation/${enc(key)}`,
    roles: ROLE_GROUPS.guest,
  },
  notFound: { path: '/404', href: () => '/404' },
  example: { path: '/example', href: () => '/example', title: 'example' },
  account: {
    path: '/:accountId',
    href: (accountId: AccountId) => `/${enc(accountId)}`,
    roles: ROLE_GROUPS.user,
  },
  ...accountPaths,
} satisfies Record<string, RouteInfo>;

/** Where "create an account" leads: the product's own site. */
export const PRODUCT_SITE_URL = 'https://butikkpanel.no';

/** The help centre, opened in a new tab from the navigation. */
export const HELP_URL = 'https://hjelp.butikkpanel.no';

/** The router's basename, from Vite's `base` ('/pub-v2/'), without the trailing slash. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');
